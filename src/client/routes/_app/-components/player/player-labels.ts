import { msg } from '@lingui/core/macro'
import { repsText, sessionText } from '~/client/components/progress/training-labels'
import { setsLabel } from '~/client/lib/display-labels'
import { i18n } from '~/client/lib/i18n'
import { lastTimeSession, loadLabel, type PlayerSet, type SetDetails } from '~/shared/rules/player'
import { repRange } from '~/shared/rules/progression'
import { standardLabel } from '~/shared/rules/skill-display'
import type { TimedKind } from '~/shared/rules/tracker'
import { loadFigure, type Units } from '~/shared/rules/units'
import type { PrescribedExercise } from '~/shared/schemas/calendar'
import type { SuggestionAnswer } from '~/shared/schemas/progression'
import type { StepStandard } from '~/shared/schemas/skills'

// The player's words for what src/shared/rules writes in English (player.ts, block-player.ts,
// progression.ts, prescription.ts): shared code runs on the server too, without the macros, so
// the translated twins live here, next to the screens that show them. The English reads word for
// word as the shared text (tests/unit/player-labels.test.ts holds it).

/** targetLabel: '8 reps', '10 per side', 'Hold 30 s', 'Hold 30 s per side', 'Work 30 s'. */
export function targetText(
  config: { mode: 'reps' | 'timed'; targetReps: number; workSeconds: number },
  perSide: boolean,
  kind: TimedKind = 'hold',
): string {
  if (config.mode === 'timed') {
    const seconds = config.workSeconds
    if (kind === 'hold')
      return perSide ? i18n._(msg`Hold ${seconds} s per side`) : i18n._(msg`Hold ${seconds} s`)
    return perSide ? i18n._(msg`Work ${seconds} s per side`) : i18n._(msg`Work ${seconds} s`)
  }
  const reps = config.targetReps
  return perSide ? i18n._(msg`${reps} per side`) : repsText(reps)
}

/** rangeTargetLabel: '8-12 reps', '8-12 per side', 'Hold 20-30 s'; null without a range. */
export function rangeTargetText(
  reps: string | number | null | undefined,
  perSide: boolean,
  kind: TimedKind = 'hold',
): string | null {
  const range = repRange(reps)
  if (!range) return null
  const span = `${range.min}-${range.max}`
  if (range.unit === 'seconds') {
    if (kind === 'hold')
      return perSide ? i18n._(msg`Hold ${span} s per side`) : i18n._(msg`Hold ${span} s`)
    return perSide ? i18n._(msg`Work ${span} s per side`) : i18n._(msg`Work ${span} s`)
  }
  return perSide ? i18n._(msg`${span} per side`) : i18n._(msg`${span} reps`)
}

/** timedWords: a hold is held, timed work is worked. */
export function timedWordsText(kind: TimedKind) {
  return kind === 'hold'
    ? {
        start: i18n._(msg`Start Hold`),
        running: i18n._(msg`Holding`),
        timer: i18n._(msg`Seconds held`),
        hint: i18n._(msg`Start, hold, then stop: the seconds you held are logged`),
      }
    : {
        start: i18n._(msg`Start`),
        running: i18n._(msg`Working`),
        timer: i18n._(msg`Seconds worked`),
        hint: i18n._(msg`Start, work, then stop: the seconds you worked are logged`),
      }
}

/** setLine: '8 reps · +10 kg · RPE 8'; null when the set has no details. */
export function setLineText(reps: number | null, details: SetDetails, units: Units): string | null {
  const extras: string[] = []
  if (details.loadKg !== null) extras.push(loadLabel(details.loadKg, units))
  const rpe = details.rpe
  if (rpe !== null) extras.push(i18n._(msg`RPE ${rpe}`))
  if (extras.length === 0) return null
  return [...(reps !== null ? [repsText(reps)] : []), ...extras].join(' · ')
}

/**
 * lastTimeLabel: 'Last time: 3 × 8 @ +5 kg', 'Last time: 9 @ +12.5 kg · 7, 6 @ +15 kg', the last
 * training session's sets; null without a history.
 */
export function lastTimeText(history: readonly PlayerSet[], units: Units): string | null {
  const sets = lastTimeSession(history)
  if (sets.length === 0) return null
  const session = sessionText(sets, units)
  return i18n._(msg`Last time: ${session}`)
}

/** 'Left side', 'Right side'. */
export function sideText(side: 'left' | 'right' | null): string {
  return side === 'left' ? i18n._(msg`Left side`) : i18n._(msg`Right side`)
}

/** switchSidesWords.announce: 'Switch sides: right side in 5 seconds'. */
export function switchSidesAnnouncement(side: 'left' | 'right' | null, seconds: number): string {
  return side === 'left'
    ? i18n._(msg`Switch sides: left side in ${seconds} seconds`)
    : i18n._(msg`Switch sides: right side in ${seconds} seconds`)
}

/** switchSidesWords.go: 'Go: right side'. */
export function goSideAnnouncement(side: 'left' | 'right' | null): string {
  return side === 'left' ? i18n._(msg`Go: left side`) : i18n._(msg`Go: right side`)
}

/** loadChangeLabel: 'Add 2.5 kg', 'Take off 5 lb'. */
export function loadChangeText(loadKg: number, units: Units): string {
  const step = `${loadFigure(Math.abs(loadKg), units)} ${units}`
  return loadKg > 0 ? i18n._(msg`Add ${step}`) : i18n._(msg`Take off ${step}`)
}

/**
 * A suggestion's line: the server words it in English ('Level up: try Diamond Push-ups'); another
 * language says the same from its kind, exercise and load.
 */
export function suggestionText(suggestion: SuggestionAnswer, units: Units): string {
  if (i18n.locale === 'en') return suggestion.text
  const name = suggestion.exerciseName ?? ''
  const step = `${loadFigure(Math.abs(suggestion.loadKg ?? 0), units)} ${units}`
  switch (suggestion.kind) {
    case 'harder':
      return i18n._(msg`Level up: try ${name}`)
    case 'easier':
      return i18n._(msg`Too hard? Try ${name}`)
    case 'trainer':
      return i18n._(msg`Your trainer suggests: try ${name}`)
    case 'add-load':
      return i18n._(msg`Level up: add ${step}`)
    default:
      return i18n._(msg`Too hard? Take off ${step}`)
  }
}

/** prescriptionLabel: '4 sets · 6-8 reps · +10 kg · rest 90 s', only what the trainer set. */
export function prescriptionText(p: PrescribedExercise, units: Units): string {
  const parts: string[] = []
  const { sets, reps, seconds, restSeconds } = p
  if (sets !== undefined) parts.push(setsLabel(sets))
  if (reps !== undefined) parts.push(i18n._(msg`${reps} reps`))
  if (seconds !== undefined) parts.push(`${seconds} s`)
  if (p.loadKg !== undefined) parts.push(loadLabel(p.loadKg, units))
  if (restSeconds !== undefined) parts.push(i18n._(msg`rest ${restSeconds} s`))
  return parts.join(' · ')
}

/** nextStepLabel: 'Next: step 3, Handstand Kick-ups (3 × 5)'. */
export function nextStepText(next: {
  order: number
  exerciseName: string
  standard: StepStandard
}): string {
  const { order, exerciseName } = next
  const standard = standardLabel(next.standard)
  return i18n._(msg`Next: step ${order}, ${exerciseName} (${standard})`)
}

/**
 * A record's figure as recordFigure words it ('12 reps', '45 s hold', '30 s work', '+10 kg × 5'),
 * in the active language: its words are looked up by the shared English.
 */
export function recordFigureText(figure: string): string {
  const reps = /^(\d+) reps?$/.exec(figure)
  if (reps) return repsText(Number(reps[1]))
  const timed = /^(\d+) s (hold|work)$/.exec(figure)
  if (timed) {
    const seconds = timed[1] ?? ''
    return timed[2] === 'hold' ? i18n._(msg`${seconds} s hold`) : i18n._(msg`${seconds} s work`)
  }
  return figure
}
