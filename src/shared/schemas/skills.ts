import { z } from 'zod'

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
})
export type Badge = z.infer<typeof badgeSchema>
