import { z } from 'zod'
import { workoutSchema } from './catalogue'

/**
 * A workout as a Daily card: today's completed flag and its section's gradient. Its own module
 * because both Daily's answer (progress.ts) and its lead (programs.ts) are made of cards.
 */
export const dailyCardSchema = workoutSchema.extend({
  isCompleted: z.boolean(),
  backgroundClass: z.string(),
})
export type DailyCard = z.infer<typeof dailyCardSchema>
