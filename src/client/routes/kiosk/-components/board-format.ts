import { msg } from '@lingui/core/macro'
import { difficultyLabel } from '~/client/lib/display-labels'
import { i18n } from '~/client/lib/i18n'
import { roundsText } from '~/client/routes/kiosk/-lib/kiosk-labels'
import type { BoardExercise, BoardWorkout } from '~/shared/schemas/kiosk'

/**
 * One board row from what the row plans (`plan`, the session page's reading): sets (a dash for
 * an AMRAP's open rounds), the reps text as written (a dash when the set is timed) and the
 * seconds of a timed set (a dash for reps: the row's time estimate is never shown as a hold).
 */
export function prescription(e: BoardExercise): { sets: string; reps: string; time: string } {
  const reps = e.reps.trim()
  const seconds = e.plan.seconds
  return {
    sets: e.plan.sets === null ? '—' : String(Math.max(1, e.plan.sets)),
    reps: seconds !== null || !reps ? '—' : reps,
    time: seconds !== null ? `${seconds} s` : '—',
  }
}

/**
 * The line under an exercise of the workout of the day (the wall and the score page): '5 × 10',
 * '3 × 8 per leg', '4 × 20 s'; an AMRAP's exercise its reps a round ('5 reps').
 */
export function planLine(e: BoardExercise): string {
  const p = prescription(e)
  const figure = p.time !== '—' ? p.time : p.reps
  if (p.sets !== '—') return figure === '—' ? p.sets : `${p.sets} × ${figure}`
  return /^\d+(-\d+)?$/.test(figure) ? i18n._(msg`${figure} reps`) : figure
}

/** The line under a workout's title: level, minutes, rounds and rest. */
export function workoutFacts(w: BoardWorkout): string[] {
  const minutes = w.minutes
  const facts = [difficultyLabel(w.difficulty), i18n._(msg`${minutes} min`)]
  if (w.rounds && w.rounds > 1) facts.push(roundsText(w.rounds))
  const rest = w.restBetweenExercises
  if (rest) facts.push(i18n._(msg`Rest ${rest} between exercises`))
  return facts
}
