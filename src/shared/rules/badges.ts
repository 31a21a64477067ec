import type { BadgeRule } from '../schemas/badge-rule'
import { plural } from './labels'

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

const CATEGORY_NOUNS = {
  warmup: 'warm-up',
  skills: 'skills session',
  workout: 'main workout',
  cooldown: 'cool-down',
} as const

/**
 * docs/product.md#skills: what earns a badge, as the Skills screen shows a badge not yet earned:
 * 'Complete 10 workouts', 'Reach a 7-day streak', 'Unlock your first skill'.
 */
export function badgeGoal(rule: BadgeRule): string {
  const count = (n: number, noun: string, verb = 'Complete') =>
    n === 1 ? `${verb} your first ${noun}` : `${verb} ${plural(n, noun)}`
  switch (rule.kind) {
    case 'workouts':
      return count(rule.count, 'workout')
    case 'streak':
      return `Reach a ${rule.days}-day streak`
    case 'skills':
      return count(rule.count, 'skill', 'Unlock')
    case 'exercises':
      return count(rule.count, 'exercise')
    case 'fullDay':
      return "Complete every workout of a day's session on that day"
    case 'category':
      return count(rule.count, CATEGORY_NOUNS[rule.category])
  }
}
