// Daily's choice for one athlete (docs/product.md#daily-choice, decision 029): which workout of
// each section, and which sections, make a day's session. Pure and seeded by the user and the
// day, so every device, the server and the tests get the same answer without storing it.
import { WORKOUT_CATEGORIES } from './catalogue-values'
import { canDoWith, type EquipmentKey } from './equipment'
import { daysBetween } from './days'
import { TRAINING_LEVELS, type Goal, type TrainingLevel } from './athlete-profile'

type Section = (typeof WORKOUT_CATEGORIES)[number]

/** How far ahead GET /api/daily?day= answers, in days after today. */
export const DAILY_AHEAD_DAYS = 14

/** This week on Daily: the day and the six after it. */
export const THIS_WEEK_DAYS = 7

/** A workout as the choice reads it: its exercises' equipment text decides whether it fits. */
export interface ChoiceWorkout {
  id: number
  category: string
  difficulty: string
  minutes: number
  /** Each exercise's `equipment` text ('pull-up bar', 'none'). */
  equipment: readonly (string | null)[]
}

export interface ChoiceAthlete {
  userId: number
  trainingLevel: TrainingLevel
  goals: readonly Goal[]
  equipment: readonly EquipmentKey[]
  sessionMinutes: number
}

/** The difficulties an athlete trains at: their level and the one below it. */
export function difficultiesFor(level: TrainingLevel): string[] {
  const at = TRAINING_LEVELS.indexOf(level)
  return TRAINING_LEVELS.slice(Math.max(0, at - 1), at + 1)
}

/** Whether the athlete can do this workout: its difficulty and every exercise's equipment. */
export function fitsAthlete(
  workout: Pick<ChoiceWorkout, 'difficulty' | 'equipment'>,
  athlete: Pick<ChoiceAthlete, 'trainingLevel' | 'equipment'>,
): boolean {
  return (
    difficultiesFor(athlete.trainingLevel).includes(workout.difficulty) &&
    workout.equipment.every((text) => canDoWith(text, athlete.equipment))
  )
}

/** FNV-1a, 32 bits: a small, stable hash of a text (the seed; not for secrets). */
export function seed(text: string): number {
  let hash = 0x811c9dc5
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193)
  }
  return hash >>> 0
}

/** Each section's share of the athlete's minutes, when all four make the session. */
const SHARE: Record<Section, number> = { warmup: 0.15, skills: 0.25, workout: 0.45, cooldown: 0.15 }

/** A session may run this much over the athlete's minutes before a section is left out. */
const OVER = 1.1

/** How many workouts a section rotates through at least, where it has that many: 3 days apart. */
const VARIETY = 3

/** The section the athlete's goals put first (after the warm-up, which is always there). */
export function focusSection(goals: readonly Goal[]): Section {
  if (goals.includes('strength')) return 'workout'
  if (goals.includes('skills')) return 'skills'
  if (goals.includes('mobility')) return 'cooldown'
  return 'workout'
}

/**
 * The workouts a section rotates through for this athlete: those that fit, nearest the section's
 * share of the athlete's minutes first, keeping at least three (or all there are) and any within
 * half the share either side; then in an order of the athlete's own (seeded by user and workout),
 * so two athletes with the same answers still train different days.
 */
export function sectionRotation(
  workouts: readonly ChoiceWorkout[],
  athlete: ChoiceAthlete,
  section: Section,
): ChoiceWorkout[] {
  const budget = athlete.sessionMinutes * SHARE[section]
  const fit = workouts
    .filter((w) => w.category === section && fitsAthlete(w, athlete))
    .sort((a, b) => Math.abs(a.minutes - budget) - Math.abs(b.minutes - budget) || a.id - b.id)
  const near = fit.filter((w) => Math.abs(w.minutes - budget) <= budget / 2).length
  return fit
    .slice(0, Math.max(VARIETY, near))
    .sort(
      (a, b) =>
        seed(`${athlete.userId}:${a.id}`) - seed(`${athlete.userId}:${b.id}`) || a.id - b.id,
    )
}

/** Days since 1970-01-01 of a 'YYYY-MM-DD' day. */
function dayIndex(day: string): number {
  return daysBetween('1970-01-01', day)
}

/**
 * The day's session for an athlete (docs/product.md#daily-choice): in each section the workout at
 * the day's place in its rotation (consecutive days take consecutive places, so a section with n
 * workouts repeats one only after n days); then the warm-up and the goal's section always, and
 * the others (main workout, cool-down, skills, in that order) while the session stays within 10%
 * over the athlete's minutes. Workout ids in section order; a section where nothing fits is left
 * out.
 */
export function chooseSession(
  workouts: readonly ChoiceWorkout[],
  athlete: ChoiceAthlete,
  day: string,
): number[] {
  const n = dayIndex(day)
  const picks = new Map<Section, ChoiceWorkout>()
  for (const section of WORKOUT_CATEGORIES) {
    const rotation = sectionRotation(workouts, athlete, section)
    const pick = rotation[(n + seed(`${athlete.userId}:${section}`)) % rotation.length]
    if (pick) picks.set(section, pick)
  }
  const focus = focusSection(athlete.goals)
  const order: Section[] = [
    'warmup',
    focus,
    ...(['workout', 'cooldown', 'skills'] as const).filter((s) => s !== focus),
  ]
  const chosen = new Set<Section>()
  let minutes = 0
  for (const section of order) {
    const pick = picks.get(section)
    if (!pick) continue
    const always = section === 'warmup' || section === focus
    if (!always && minutes + pick.minutes > athlete.sessionMinutes * OVER) continue
    chosen.add(section)
    minutes += pick.minutes
  }
  return WORKOUT_CATEGORIES.flatMap((s) => {
    const pick = picks.get(s)
    return pick && chosen.has(s) ? [pick.id] : []
  })
}
