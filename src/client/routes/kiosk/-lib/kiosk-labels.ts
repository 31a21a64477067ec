import type { MessageDescriptor } from '@lingui/core'
import { msg, plural } from '@lingui/core/macro'
import { blockKindLabel, scoreTypeLabel } from '~/client/lib/display-labels'
import { i18n, intlLocale } from '~/client/lib/i18n'
import {
  type BlockClock,
  type BlockTiming,
  isTimedBlock,
  TABATA_DEFAULTS,
} from '~/shared/rules/block-clock'
import type { BlockKind, ScoreType } from '~/shared/rules/blocks'
import { clockDigits, type ClassFace } from '~/shared/rules/class-mode'
import type { IntervalPhase } from '~/shared/rules/interval-timer'
import { capitalize } from '~/shared/rules/labels'
import { requiresLabel } from '~/shared/rules/skill-display'
import { dayHeading } from '~/shared/rules/zone-clock'

// The wall's words for what src/shared/rules writes in English (block kinds, score types, the
// class clock's phases, counts): shared code runs on the server too, without the macros, so the
// kiosk's translated twins live here. Their English reads exactly as the shared text.

const english = () => i18n.locale === 'en'

/** 'Straight sets', 'EMOM', 'For Time'. */
export const blockKindText = blockKindLabel

/** How a workout of the day is scored: 'For time'. */
export const scoreTypeText = scoreTypeLabel

const SCORED_BY: Record<ScoreType, MessageDescriptor> = {
  time: msg`Scored by for time`,
  'rounds+reps': msg`Scored by rounds + reps`,
  reps: msg`Scored by reps`,
  load: msg`Scored by load`,
  pass: msg`Scored by pass / fail`,
}

/** The score page's line under the title: 'Scored by rounds + reps'. */
export function scoredByText(type: ScoreType): string {
  return i18n._(SCORED_BY[type])
}

/** '5 rounds', '1 round'. */
export function roundsText(count: number): string {
  return i18n._(msg`${plural(count, { one: '# round', other: '# rounds' })}`)
}

/** A block's heading: 'AMRAP · 3 rounds · 12 min · cap 15:00'. */
export function blockHeading(block: {
  kind: BlockKind
  rounds: number | null
  minutes: number | null
  capSeconds: number | null
}): string {
  const parts = [blockKindText(block.kind)]
  if (block.rounds) parts.push(roundsText(block.rounds))
  const minutes = block.minutes
  if (minutes) parts.push(i18n._(msg`${minutes} min`))
  if (block.capSeconds) {
    const cap = clockDigits(block.capSeconds * 1000, true)
    parts.push(i18n._(msg`cap ${cap}`))
  }
  return parts.join(' · ')
}

const CLASS_PHASES: Record<string, MessageDescriptor> = {
  Time: msg`Time`,
  'Ready to start': msg`Ready to start`,
  Paused: msg`Paused`,
  'Get ready': msg`Get ready`,
  Rest: msg`Rest`,
  Work: msg`Work`,
}

/**
 * A class block's face (classFace of shared/rules/class-mode.ts) in the active language: its
 * kind, its detail ('Minute 3 of 10', '5 rounds · cap 12:00') and its phase.
 */
export function classFaceText(
  block: BlockTiming,
  face: ClassFace,
): { kindLabel: string; detail: string; phaseLabel: string } {
  const phase = CLASS_PHASES[face.phaseLabel]
  return {
    kindLabel: blockKindText(block.kind),
    detail: english() ? face.detail : blockDetail(block, face.clock),
    phaseLabel: phase ? i18n._(phase) : face.phaseLabel,
  }
}

function blockDetail(block: BlockTiming, clock: BlockClock): string {
  if (block.kind === 'emom') {
    const minute = clock.interval ?? 1
    const minutes = clock.intervals ?? block.minutes ?? 10
    return i18n._(msg`Minute ${minute} of ${minutes}`)
  }
  if (block.kind === 'tabata') {
    const round = clock.interval ?? 1
    const rounds = clock.intervals ?? block.rounds ?? TABATA_DEFAULTS.rounds
    return i18n._(msg`Round ${round} of ${rounds}`)
  }
  const parts: string[] = []
  if (block.rounds && block.rounds > 1) parts.push(roundsText(block.rounds))
  const minutes = block.minutes ?? 10
  if (block.kind === 'amrap') parts.push(i18n._(msg`${minutes} min`))
  if (block.kind === 'for-time' && block.capSeconds) {
    const cap = clockDigits(block.capSeconds * 1000, true)
    parts.push(i18n._(msg`cap ${cap}`))
  }
  if (!isTimedBlock(block.kind) && parts.length === 0) parts.push(i18n._(msg`Stopwatch`))
  return parts.join(' · ')
}

const INTERVAL_PHASES: Record<IntervalPhase, MessageDescriptor> = {
  idle: msg`Ready to start`,
  ready: msg`Get ready`,
  work: msg`Work`,
  rest: msg`Rest`,
  done: msg`Done`,
}

/** The interval timer's phase: 'Get ready', 'Work', 'Rest'. */
export function intervalPhaseText(phase: IntervalPhase): string {
  return i18n._(INTERVAL_PHASES[phase])
}

const SKILL_LEVELS = [msg`Beginner`, msg`Novice`, msg`Advanced`, msg`Expert`, msg`Master`] as const

/** A skill's level (1-5): 'Beginner' … 'Master'. */
export function skillLevelText(difficulty: number): string {
  const level = SKILL_LEVELS[difficulty - 1]
  return level ? i18n._(level) : i18n._(msg`Unknown`)
}

/** 'Requires Crow Pose', 'Requires L-sit and Crow Pose'. */
export function requiresText(names: readonly string[]): string {
  if (english()) return requiresLabel(names)
  const list = new Intl.ListFormat(intlLocale(), { type: 'conjunction' }).format(names)
  return i18n._(msg`Requires ${list}`)
}

const WORDS: Record<string, MessageDescriptor> = {
  upper: msg`Upper`,
  lower: msg`Lower`,
  core: msg`Core`,
  full: msg`Full`,
  other: msg`Other`,
  beginner: msg`Beginner`,
  intermediate: msg`Intermediate`,
  advanced: msg`Advanced`,
  expert: msg`Expert`,
  master: msg`Master`,
  none: msg`None`,
  bodyweight: msg`Bodyweight`,
}

/**
 * A library filter's or tag's value ('upper', 'beginner') as shown: the app's own words are
 * translated, anything else an admin typed stands as written, capitalised.
 */
export function filterValueText(value: string): string {
  const known = WORDS[value.toLowerCase()]
  return known ? i18n._(known) : capitalize(value)
}

/** A board's day ('2026-11-25') as its heading: 'Wednesday, November 25' ('Mittwoch, 25. November'). */
export function boardDayText(day: string): string {
  if (english()) return dayHeading(day)
  // eslint-disable-next-line lingui/no-unlocalized-strings -- an ISO timestamp, not a text
  return new Date(`${day}T12:00:00Z`).toLocaleDateString(intlLocale(), {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  })
}
