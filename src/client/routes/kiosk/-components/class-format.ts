import type { BoardExercise } from '~/shared/schemas/kiosk'
import { prescription } from './board-format'

/** An exercise's target as the class view shows it under its name: '10 reps', '3 × 10', 'max', '30 s'. */
export function exerciseTarget(e: BoardExercise): string {
  const p = prescription(e)
  // A bare count reads as reps ('10 reps'); words ('max', '5 each side') stand as written.
  const count = /^\d+(\s*[-–]\s*\d+)?$/.test(p.reps) ? `${p.reps} reps` : p.reps
  const reps = p.reps === '—' ? null : p.sets === '1' ? count : `${p.sets} × ${p.reps}`
  const time = p.time === '—' ? null : p.sets === '1' || reps ? p.time : `${p.sets} × ${p.time}`
  return [reps, time].filter(Boolean).join(' · ') || '—'
}
