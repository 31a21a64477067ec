import type { PrescribedExercise, Prescription } from '../schemas/calendar'
import type { PlannedExercise } from '../schemas/sessions'
import { plural } from './labels'
import { loadLabel } from './player'
import { perSideUnit } from './tracker'
import type { Units } from './units'

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

/**
 * What each exercise of a workout asked of this athlete on a day (docs/product.md#session-review):
 * the prescription where it set something, else the workout's own sets, reps or seconds.
 */
export function plannedExercises(
  rows: readonly {
    exerciseId: number
    name: string
    sets: number
    reps: string
    duration: number | null
    note: string | null
  }[],
  prescription: Prescription | null,
): PlannedExercise[] {
  const byExercise = new Map((prescription?.exercises ?? []).map((p) => [p.exerciseId, p]))
  return rows.map((row) => {
    const p = byExercise.get(row.exerciseId)
    const seconds = p?.seconds ?? (p?.reps !== undefined ? null : row.duration)
    const reps = seconds !== null ? null : (p?.reps ?? /^\d+(?:-\d+)?/.exec(row.reps)?.[0] ?? null)
    return {
      exerciseId: row.exerciseId,
      name: row.name,
      sets: p?.sets ?? row.sets,
      reps,
      seconds,
      loadKg: p?.loadKg ?? null,
      note: p?.note ?? row.note,
      prescribed: p !== undefined,
    }
  })
}

/** 'Planned 4 sets · 6-8 reps · +10 kg', the words of the player's prescription. */
export function plannedLabel(p: PlannedExercise, units: Units): string {
  return prescriptionLabel(
    {
      exerciseId: p.exerciseId,
      sets: p.sets,
      ...(p.reps !== null ? { reps: p.reps } : {}),
      ...(p.seconds !== null ? { seconds: p.seconds } : {}),
      ...(p.loadKg !== null ? { loadKg: p.loadKg } : {}),
    },
    units,
  )
}

/**
 * Whether a logged set met what was asked: at least the low end of the reps (or the seconds), and
 * at least the prescribed load when one was (assistance counts as less load).
 */
export function onTarget(
  set: { reps: number | null; seconds: number | null; loadKg: number | null },
  planned: PlannedExercise,
): boolean {
  const low = planned.reps === null ? null : Number(planned.reps.split('-')[0])
  const work =
    planned.seconds !== null
      ? (set.seconds ?? 0) >= planned.seconds
      : low === null || (set.reps ?? 0) >= low
  return work && (planned.loadKg === null || (set.loadKg ?? 0) >= planned.loadKg)
}
