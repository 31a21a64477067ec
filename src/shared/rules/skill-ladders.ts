// Climbing a skill's ladder (docs/product.md#skill-ladders): when one session's sets meet a
// step's standard, which step is being worked on, and when a skill is unlocked. One home for
// the server (which records passes) and the client (which shows progress), so they agree.
import type { SetSide } from '../schemas/sets'
import type { StepStandard } from '../schemas/skills'
import { loadLabel } from './player'

/** One logged set as the rule reads it (a row of the set log, or a set the player holds). */
export interface SessionSet {
  setNumber: number
  side?: SetSide | null
  reps?: number | null
  seconds?: number | null
  loadKg?: number | null
}

/** A step as the ladder rules need it: its id and its place (1 = easiest). */
export interface LadderStep {
  id: number
  order: number
}

/**
 * Whether one row meets the standard: enough reps (or seconds for a hold), with at least the
 * standard's load. A standard without a load asks for bodyweight: an assisted set (negative
 * load, a band) does not meet it.
 */
export function setMeetsStandard(standard: StepStandard, set: SessionSet): boolean {
  if (standard.reps !== undefined && (set.reps ?? 0) < standard.reps) return false
  if (standard.seconds !== undefined && (set.seconds ?? 0) < standard.seconds) return false
  return (set.loadKg ?? 0) >= (standard.loadKg ?? 0)
}

/**
 * How many sets of one session meet the standard: a set number counts once, when it was logged
 * whole and met it, or logged on both sides and each side met it (as a set is complete in the
 * set log only with both sides).
 */
export function qualifyingSetCount(standard: StepStandard, sets: readonly SessionSet[]): number {
  const met = new Map<number, Set<'both' | SetSide>>()
  for (const set of sets) {
    if (!setMeetsStandard(standard, set)) continue
    const sides = met.get(set.setNumber) ?? new Set()
    sides.add(set.side ?? 'both')
    met.set(set.setNumber, sides)
  }
  let count = 0
  for (const sides of met.values()) {
    if (sides.has('both') || (sides.has('left') && sides.has('right'))) count++
  }
  return count
}

/**
 * Whether one session (one user's sets of the step's exercise on one local day) passes a step:
 * at least `sets` distinct sets meet the standard. 3 × 29 s does not pass 3 × 30 s.
 */
export function sessionPassesStep(standard: StepStandard, sets: readonly SessionSet[]): boolean {
  return qualifyingSetCount(standard, sets) >= standard.sets
}

/**
 * The order of the step being worked on: the first step not passed. Null once the skill is
 * unlocked, when the ladder is empty, or when every step is passed.
 */
export function currentStepOf(
  steps: readonly LadderStep[],
  passedStepIds: ReadonlySet<number>,
  isUnlocked: boolean,
): number | null {
  if (isUnlocked) return null
  const next = [...steps].sort((a, b) => a.order - b.order).find((s) => !passedStepIds.has(s.id))
  return next?.order ?? null
}

/** The top step of a ladder (the skill itself), or undefined for an empty ladder. */
export function lastStepOf<S extends LadderStep>(steps: readonly S[]): S | undefined {
  return steps.reduce<S | undefined>((top, s) => (top && top.order >= s.order ? top : s), undefined)
}

/**
 * Whether these passes unlock the skill: its last step is passed (a step passes by itself, so
 * an athlete who already holds the full skill is not sent down the ladder first).
 */
export function ladderUnlocks(steps: readonly LadderStep[], passedStepIds: ReadonlySet<number>) {
  const top = lastStepOf(steps)
  return top !== undefined && passedStepIds.has(top.id)
}

/**
 * The steps a trainer's "set step to `step`" passes: every step below it (`step` = steps + 1
 * passes them all). The steps at or above it are the ones it leaves (or makes) open.
 */
export function stepsBelow<S extends LadderStep>(steps: readonly S[], step: number): S[] {
  return steps.filter((s) => s.order < step)
}

/** Whether a skill can be climbed: every skill it requires is unlocked. */
export function requirementsMet(
  requires: readonly number[],
  unlockedSkillIds: ReadonlySet<number>,
): boolean {
  return requires.every((id) => unlockedSkillIds.has(id))
}

/** '3 × 30 s', '3 × 8', '3 × 5 @ +10 kg'. */
export function standardLabel(standard: StepStandard): string {
  const figure =
    standard.seconds !== undefined ? `${standard.seconds} s` : String(standard.reps ?? 0)
  const load = standard.loadKg ? ` @ ${loadLabel(standard.loadKg)}` : ''
  return `${standard.sets} × ${figure}${load}`
}

/**
 * The skill ids of a prerequisite graph that sit on a cycle (none for a valid tree): a skill
 * that requires itself, directly or through others, could never be climbed.
 */
export function skillsOnCycles(requires: ReadonlyMap<string, readonly string[]>): string[] {
  const state = new Map<string, 'open' | 'done'>()
  const onCycle = new Set<string>()
  const visit = (id: string, path: string[]) => {
    if (state.get(id) === 'done') return
    if (state.get(id) === 'open') {
      for (const p of path.slice(path.indexOf(id))) onCycle.add(p)
      return
    }
    state.set(id, 'open')
    for (const next of requires.get(id) ?? []) visit(next, [...path, id])
    state.set(id, 'done')
  }
  for (const id of requires.keys()) visit(id, [])
  return [...onCycle]
}
