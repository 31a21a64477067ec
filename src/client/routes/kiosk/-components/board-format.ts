import { msg } from '@lingui/core/macro'
import { difficultyLabel } from '~/client/lib/display-labels'
import { i18n } from '~/client/lib/i18n'
import { roundsText } from '~/client/routes/kiosk/-lib/kiosk-labels'
import type { BoardExercise, BoardWorkout } from '~/shared/schemas/kiosk'

/**
 * One board row: sets, the reps text (a dash when the set is timed, e.g. '30 seconds'), and the
 * time of a hold or timed set in seconds.
 */
export function prescription(e: BoardExercise): { sets: string; reps: string; time: string } {
  const reps = e.reps.trim()
  const timedText = /second/i.test(reps)
  const fromText = timedText ? /\d+/.exec(reps)?.[0] : undefined
  const seconds = e.duration && e.duration > 0 ? e.duration : fromText ? Number(fromText) : null
  return {
    sets: String(Math.max(1, e.sets)),
    reps: timedText || !reps ? '—' : reps,
    time: seconds ? `${seconds} s` : '—',
  }
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
