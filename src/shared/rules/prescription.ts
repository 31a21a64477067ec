import type { PrescribedExercise, Prescription } from '../schemas/calendar'
import type { PlannedExercise } from '../schemas/sessions'
import { TABATA_DEFAULTS } from './block-clock'
import { type PlayerBlock, roundsOf } from './block-player'
import { BLOCK_KIND_LABELS, type BlockKind, supersetLabel } from './blocks'
import { plural } from './labels'
import { loadLabel } from './player'
import { perSideUnit, type TrackerConfig, workoutTrackerConfig } from './tracker'
import type { Units } from './units'

/** An EMOM's (or AMRAP's) minutes when it names none, as the player and the block clock read it. */
const EMOM_MINUTES = 10

/**
 * A prescribed exercise as the player words it (docs/product.md#calendar): '4 sets · 6-8 reps ·
 * +10 kg · rest 90 s', with only what the trainer set; empty when nothing but a note was.
 */
export function prescriptionLabel(p: PrescribedExercise, units: Units): string {
  return [
    p.sets !== undefined ? plural(p.sets, 'set') : null,
    p.reps !== undefined ? `${p.reps} reps` : null,
    p.seconds !== undefined ? `${p.seconds} s` : null,
    p.loadKg !== undefined ? loadLabel(p.loadKg, units) : null,
    p.restSeconds !== undefined ? `rest ${p.restSeconds} s` : null,
  ]
    .filter((part) => part !== null)
    .join(' · ')
}

/**
 * A workout's exercises as the trainer prescribed them for this athlete: the prescribed sets,
 * reps (or seconds) and rest replace the workout's own, so the player counts and times what was
 * prescribed; per side stays per side. Exercises without a prescription are unchanged.
 */
export function applyPrescription<
  E extends { exerciseId: number; sets: number; reps: string; restTime: number | null },
>(exercises: readonly E[], prescription: Prescription): E[] {
  const byExercise = new Map(prescription.exercises.map((p) => [p.exerciseId, p]))
  return exercises.map((e) => {
    const p = byExercise.get(e.exerciseId)
    if (!p) return e
    const side = perSideUnit(e.reps)
    const figure =
      p.seconds !== undefined ? `${p.seconds} seconds` : p.reps !== undefined ? p.reps : null
    return {
      ...e,
      ...(p.sets !== undefined ? { sets: p.sets } : {}),
      ...(figure !== null ? { reps: side ? `${figure} per ${side}` : figure } : {}),
      ...(p.restSeconds !== undefined ? { restTime: p.restSeconds } : {}),
    }
  })
}

/** A workout block as a plan reads it: its kind and numbers, as stored. */
export interface PlanBlock {
  id: number
  kind: BlockKind
  rounds: number | null
  minutes: number | null
  workSeconds: number | null
  restSeconds: number | null
  capSeconds: number | null
}

/** A workout exercise as a plan reads it, with the exercise's own duration (a hold's). */
export interface PlanRow {
  exerciseId: number
  name: string
  blockId: number | null
  sets: number
  reps: string
  restTime: number | null
  note: string | null
  /** The exercise's own duration: it makes the exercise timed, as in the player. */
  exerciseDuration: number | null
}

/** '5-8' of '5-8 reps', '8' of '8 per leg', '10' of '10'; null for words ('max'). */
function repsOf(text: string): string | null {
  return /^\d+(?:\s*[-–]\s*\d+)?/.exec(text.trim())?.[0].replace(/\s*[-–]\s*/, '-') ?? null
}

/** How many of `count` minutes (EMOM) or intervals (Tabata) the block's exercise `i` of `n` gets. */
function alternating(count: number, i: number, n: number): number {
  return i < count ? Math.floor((count - 1 - i) / n) + 1 : 0
}

/**
 * What each exercise of a workout asked of this athlete on a day (docs/product.md#session-review),
 * one function for the session page, the trainer's review, the wall and the score page: the
 * trainer's prescription applied as the player applies it, then each row as the player runs it
 * (`workoutTrackerConfig`): seconds only for an exercise the player times, else the reps (or rep
 * range) as written; the row's `duration` is a time estimate, never a hold. Blocks plan what the
 * player runs (docs/product.md#blocks-in-the-player): a superset its sets, a circuit its rounds,
 * an EMOM its minutes and a Tabata its intervals, alternated among the block's exercises; an
 * AMRAP has no count of its own (its score is the plan), a For Time its rounds when it names them.
 */
export function plannedExercises(
  rows: readonly PlanRow[],
  prescription: Prescription | null,
  blocks: readonly PlanBlock[] = [],
): PlannedExercise[] {
  const byExercise = new Map((prescription?.exercises ?? []).map((p) => [p.exerciseId, p]))
  const applied = prescription ? applyPrescription(rows, prescription) : rows
  const configs = applied.map((row) => workoutTrackerConfig(row, row.exerciseDuration))
  // Each block's rows, in order; rows of no known block stand as straight sets.
  const known = new Map(blocks.map((b) => [b.id, b]))
  const members = new Map<number, number[]>()
  applied.forEach((row, i) => {
    if (row.blockId === null || !known.has(row.blockId)) return
    members.set(row.blockId, [...(members.get(row.blockId) ?? []), i])
  })
  const places = new Map(blocks.map((b, place) => [b.id, place] as const))
  return applied.map((row, i) => {
    const p = byExercise.get(row.exerciseId)
    const config = configs[i] as TrackerConfig
    const timed = config.mode === 'timed'
    const block = row.blockId === null ? undefined : known.get(row.blockId)
    const mine = block ? (members.get(block.id) ?? []) : []
    const at = mine.indexOf(i)
    let sets: number | null = config.sets
    let seconds = timed ? config.workSeconds : null
    let reps = timed ? null : repsOf(row.reps)
    switch (block?.kind) {
      case 'circuit': {
        const player: PlayerBlock = {
          id: block.id,
          kind: 'circuit',
          ...(block.rounds ? { rounds: block.rounds } : {}),
          index: 0,
          start: 0,
          end: mine.length,
        }
        sets = roundsOf(
          player,
          mine.map((j) => ({ sets: configs[j]?.sets ?? 1, perSide: false })),
        )
        break
      }
      case 'emom':
        sets = alternating(block.minutes ?? EMOM_MINUTES, at, mine.length)
        break
      case 'tabata':
        // Every interval is the clock's: its work time, whatever the exercise.
        sets = alternating(block.rounds ?? TABATA_DEFAULTS.rounds, at, mine.length)
        seconds = block.workSeconds ?? TABATA_DEFAULTS.workSeconds
        reps = null
        break
      case 'amrap':
        sets = null
        break
      case 'for-time':
        sets = block.rounds
        break
      default:
        break
    }
    return {
      exerciseId: row.exerciseId,
      name: row.name,
      sets,
      reps,
      seconds,
      side: perSideUnit(row.reps),
      loadKg: p?.loadKg ?? null,
      note: p?.note ?? row.note,
      prescribed: p !== undefined,
      block:
        block && block.kind !== 'straight'
          ? {
              kind: block.kind,
              rounds: block.rounds,
              minutes: block.minutes,
              workSeconds: block.workSeconds,
              restSeconds: block.restSeconds,
              capSeconds: block.capSeconds,
            }
          : null,
      label: block?.kind === 'superset' ? supersetLabel(places.get(block.id) ?? 0, at) : null,
    }
  })
}

/** What the sets of a plan count: sets, a circuit's or For Time's rounds, minutes, intervals. */
export type PlanUnit = 'set' | 'round' | 'minute' | 'interval'

export function planUnit(p: Pick<PlannedExercise, 'block'>): PlanUnit {
  switch (p.block?.kind) {
    case 'circuit':
    case 'amrap':
    case 'for-time':
      return 'round'
    case 'emom':
      return 'minute'
    case 'tabata':
      return 'interval'
    default:
      return 'set'
  }
}

/** '20 min', '12:30': a For Time's cap. */
function capLabel(seconds: number): string {
  const m = Math.floor(seconds / 60)
  const s = seconds % 60
  return s === 0 ? `${m} min` : `${m}:${String(s).padStart(2, '0')}`
}

/**
 * What was planned, in words (docs/product.md#session-review): '4 sets · 5-8 reps · +10 kg',
 * '3 sets · 8 reps per leg', '2 sets · 30 s'; a block's exercise leads with its block: 'Superset
 * A1 · 4 sets · 5-8 reps', 'Circuit · 3 rounds · 10 reps', 'EMOM 12 min · 6 minutes · 10 reps',
 * 'AMRAP 20 min · 5 reps', 'For Time · cap 20 min · 5 rounds · 10 reps', 'Tabata · 4 intervals
 * · 20 s'. src/client/components/progress/training-labels.ts words it in the active language.
 */
export function plannedLabel(p: PlannedExercise, units: Units): string {
  const block = p.block
  const head =
    block === null
      ? null
      : block.kind === 'superset'
        ? `Superset ${p.label ?? ''}`.trim()
        : block.kind === 'emom' || block.kind === 'amrap'
          ? `${BLOCK_KIND_LABELS[block.kind]} ${block.minutes ?? EMOM_MINUTES} min`
          : block.kind === 'for-time' && block.capSeconds
            ? `For Time · cap ${capLabel(block.capSeconds)}`
            : BLOCK_KIND_LABELS[block.kind]
  const side = p.side ? ` per ${p.side}` : ''
  return [
    head,
    p.sets !== null ? plural(p.sets, planUnit(p)) : null,
    p.seconds !== null ? `${p.seconds} s${side}` : p.reps !== null ? `${p.reps} reps${side}` : null,
    p.loadKg !== null ? loadLabel(p.loadKg, units) : null,
  ]
    .filter((part) => part !== null)
    .join(' · ')
}

/**
 * Whether a logged set met what was asked, like with like: at least the low end of the reps for a
 * set of reps, at least the seconds for a timed one (each side of a per-side set on its own), and
 * at least the prescribed load when one was (assistance counts as less load). A set of reps
 * against seconds asked (or the other way round) is not on target; a plan that asks no figure
 * ('max') takes any set. A Tabata's interval is the clock's: every interval logged is on target.
 */
export function onTarget(
  set: { reps: number | null; seconds: number | null; loadKg: number | null },
  planned: PlannedExercise,
): boolean {
  const low = planned.reps === null ? null : Number(planned.reps.split('-')[0])
  const work =
    planned.block?.kind === 'tabata'
      ? true
      : planned.seconds !== null
        ? set.seconds !== null && set.seconds >= planned.seconds
        : low !== null
          ? set.reps !== null && set.reps >= low
          : true
  return work && (planned.loadKg === null || (set.loadKg ?? 0) >= planned.loadKg)
}
