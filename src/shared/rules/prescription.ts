import type { PrescribedExercise, Prescription } from '../schemas/calendar'
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
