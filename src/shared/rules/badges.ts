import type { BadgeRule } from '../schemas/badge-rule'

export interface BadgeStats {
  workouts: number
  streak: number
  skills: number
  exercises: number
  /** Every workout offered today is completed today. */
  fullDay: boolean
  byCategory: Partial<Record<'warmup' | 'skills' | 'workout' | 'cooldown', number>>
}

/** Whether a badge's rule holds for these stats (docs/product.md#badges: awarded when it first holds). */
export function badgeEarned(rule: BadgeRule, stats: BadgeStats): boolean {
  switch (rule.kind) {
    case 'workouts':
      return stats.workouts >= rule.count
    case 'streak':
      return stats.streak >= rule.days
    case 'skills':
      return stats.skills >= rule.count
    case 'exercises':
      return stats.exercises >= rule.count
    case 'fullDay':
      return stats.fullDay
    case 'category':
      return (stats.byCategory[rule.category] ?? 0) >= rule.count
  }
}
