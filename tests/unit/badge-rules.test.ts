import { describe, expect, it } from 'vitest'
import { builtinCatalogue } from '~/server/catalogue/content'
import { badgeEarned, badgeGoal, type BadgeStats } from '~/shared/rules/badges'
import { badgeRuleSchema } from '~/shared/schemas/badge-rule'

const none: BadgeStats = {
  workouts: 0,
  streak: 0,
  skills: 0,
  exercises: 0,
  fullDay: false,
  byCategory: {},
}

describe('badge rules', () => {
  it('awards count rules from the threshold on', () => {
    expect(badgeEarned({ kind: 'workouts', count: 10 }, { ...none, workouts: 9 })).toBe(false)
    expect(badgeEarned({ kind: 'workouts', count: 10 }, { ...none, workouts: 10 })).toBe(true)
    expect(badgeEarned({ kind: 'streak', days: 7 }, { ...none, streak: 8 })).toBe(true)
    expect(badgeEarned({ kind: 'skills', count: 1 }, none)).toBe(false)
    expect(badgeEarned({ kind: 'exercises', count: 100 }, { ...none, exercises: 100 })).toBe(true)
  })
  it('awards a section badge only for that section', () => {
    const rule = { kind: 'category', category: 'cooldown', count: 2 } as const
    expect(badgeEarned(rule, { ...none, byCategory: { warmup: 5, cooldown: 1 } })).toBe(false)
    expect(badgeEarned(rule, { ...none, byCategory: { cooldown: 2 } })).toBe(true)
  })
  it('awards the full-day badge only for a full day', () => {
    expect(badgeEarned({ kind: 'fullDay' }, none)).toBe(false)
    expect(badgeEarned({ kind: 'fullDay' }, { ...none, fullDay: true })).toBe(true)
  })
  it('has a valid rule on every built-in badge, and none earned by a new athlete', () => {
    for (const badge of builtinCatalogue.badges) {
      const rule = badgeRuleSchema.parse(badge.rule)
      expect(badgeEarned(rule, none), badge.name).toBe(false)
    }
  })
})

describe('badge goals (docs/product.md#skills)', () => {
  it('says in a sentence what earns each kind of badge', () => {
    expect(badgeGoal({ kind: 'workouts', count: 1 })).toBe('Complete your first workout')
    expect(badgeGoal({ kind: 'workouts', count: 10 })).toBe('Complete 10 workouts')
    expect(badgeGoal({ kind: 'streak', days: 7 })).toBe('Reach a 7-day streak')
    expect(badgeGoal({ kind: 'skills', count: 1 })).toBe('Unlock your first skill')
    expect(badgeGoal({ kind: 'skills', count: 5 })).toBe('Unlock 5 skills')
    expect(badgeGoal({ kind: 'exercises', count: 100 })).toBe('Complete 100 exercises')
    expect(badgeGoal({ kind: 'fullDay' })).toBe(
      "Complete every workout of a day's session on that day",
    )
    expect(badgeGoal({ kind: 'category', category: 'warmup', count: 10 })).toBe(
      'Complete 10 warm-ups',
    )
    expect(badgeGoal({ kind: 'category', category: 'skills', count: 10 })).toBe(
      'Complete 10 skills sessions',
    )
    expect(badgeGoal({ kind: 'category', category: 'workout', count: 25 })).toBe(
      'Complete 25 main workouts',
    )
    expect(badgeGoal({ kind: 'category', category: 'cooldown', count: 1 })).toBe(
      'Complete your first cool-down',
    )
  })
  it('gives every built-in badge its own goal', () => {
    const goals = builtinCatalogue.badges.map((b) => badgeGoal(b.rule))
    expect(new Set(goals).size).toBe(goals.length)
  })
})
