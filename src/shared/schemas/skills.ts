import { z } from 'zod'
import { badgeRuleSchema } from './badge-rule'

export const skillSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  difficulty: z.number().int(),
  icon: z.string(),
  description: z.string().nullable(),
  isUnlocked: z.boolean(),
})
export type Skill = z.infer<typeof skillSchema>

export const BADGE_ICONS = ['check', 'streak', 'skill', 'other'] as const

export const badgeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  icon: z.enum(BADGE_ICONS),
  isEarned: z.boolean(),
  earnedAt: z.string().nullable(),
  /** What earns it (docs/product.md#badges); the Skills screen states it for badges not yet earned. */
  rule: badgeRuleSchema,
})
export type Badge = z.infer<typeof badgeSchema>
