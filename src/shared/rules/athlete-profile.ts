// The athlete's profile (docs/product.md#onboarding): what Daily chooses by. One home for the
// lists the database, the API's schemas, onboarding and Settings use.
import { EQUIPMENT_KEYS, type EquipmentKey } from './equipment'

/**
 * Training levels, easiest first: the first three workout difficulties (catalogue-values.ts), so a
 * level names the workouts one trains at. 'expert' and 'master' workouts are above every level.
 */
export const TRAINING_LEVELS = ['beginner', 'intermediate', 'advanced'] as const
export type TrainingLevel = (typeof TRAINING_LEVELS)[number]

export const GOALS = ['strength', 'skills', 'mobility', 'general'] as const
export type Goal = (typeof GOALS)[number]

/** Whether the first-sign-in questions were answered, skipped, or are still to be asked. */
export const ONBOARDING_STATES = ['pending', 'done', 'skipped'] as const
export type OnboardingState = (typeof ONBOARDING_STATES)[number]

/**
 * Whether the app asks this account about its training before any other screen, whichever page
 * a sign-in was going to: an athlete (staff are never asked) who has neither answered nor skipped.
 */
export function needsOnboarding(user: { role: string; onboarding: OnboardingState }): boolean {
  return user.role === 'user' && user.onboarding === 'pending'
}

/** Which leads Daily when the athlete has both a built-in program and a trainer's plan. */
export const DAILY_LEADS = ['program', 'plan'] as const
export type DailyLead = (typeof DAILY_LEADS)[number]

export const DAYS_PER_WEEK = { min: 2, max: 6 } as const
export const SESSION_MINUTES = { min: 10, max: 90 } as const

/** What a new athlete has until they answer (or after Skip): the safest choice for anyone. */
export const PROFILE_DEFAULTS = {
  trainingLevel: 'beginner' as TrainingLevel,
  goals: ['general'] as Goal[],
  equipment: [] as EquipmentKey[],
  daysPerWeek: 3,
  sessionMinutes: 45,
}

export { EQUIPMENT_KEYS, type EquipmentKey }
