import { msg } from '@lingui/core/macro'
import { i18n } from '~/client/lib/i18n'
import type { BoardExercise } from '~/shared/schemas/kiosk'
import { prescription } from './board-format'

/** An exercise's target as the class view shows it under its name: '10 reps', '3 × 10', 'max', '30 s'. */
export function exerciseTarget(e: BoardExercise): string {
  const p = prescription(e)
  // A bare count reads as reps ('10 reps'); words ('max', '5 each side') stand as written.
  const reps = p.reps
  const count = /^\d+(\s*[-–]\s*\d+)?$/.test(reps) ? i18n._(msg`${reps} reps`) : reps
  // One set, or an AMRAP's open rounds ('—'): the figure alone.
  const single = p.sets === '1' || p.sets === '—'
  const target = reps === '—' ? null : single ? count : `${p.sets} × ${reps}`
  const time = p.time === '—' ? null : single || target ? p.time : `${p.sets} × ${p.time}`
  return [target, time].filter(Boolean).join(' · ') || '—'
}
