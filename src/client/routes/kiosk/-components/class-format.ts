import type { BoardExercise } from '~/shared/schemas/kiosk'
import { prescription } from './board-format'

/** An exercise's target as the class view shows it under its name: '3 × 10', '12', '30 s'. */
export function exerciseTarget(e: BoardExercise): string {
  const p = prescription(e)
  const reps = p.reps === '—' ? null : p.sets === '1' ? p.reps : `${p.sets} × ${p.reps}`
  const time = p.time === '—' ? null : p.sets === '1' || reps ? p.time : `${p.sets} × ${p.time}`
  return [reps, time].filter(Boolean).join(' · ') || '—'
}
