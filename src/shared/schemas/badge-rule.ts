import { z } from 'zod'

/** How a badge is earned; stored with the badge and evaluated by the server (docs/product.md#badges). */
export const badgeRuleSchema = z.discriminatedUnion('kind', [
  /** Completed workouts in total (1, 10, 50, 100 ...). */
  z.object({ kind: z.literal('workouts'), count: z.number().int().positive() }),
  /** A streak of this many consecutive days. */
  z.object({ kind: z.literal('streak'), days: z.number().int().positive() }),
  /** Skills unlocked in total. */
  z.object({ kind: z.literal('skills'), count: z.number().int().positive() }),
  /** Every workout offered on one day completed on that day. */
  z.object({ kind: z.literal('fullDay') }),
  /** Completed workouts of one category (warmup, skills, workout, cooldown). */
  z.object({
    kind: z.literal('category'),
    category: z.enum(['warmup', 'skills', 'workout', 'cooldown']),
    count: z.number().int().positive(),
  }),
  /** Exercises completed in total (tracker 'Complete Exercise & Continue'). */
  z.object({ kind: z.literal('exercises'), count: z.number().int().positive() }),
])
export type BadgeRule = z.infer<typeof badgeRuleSchema>
