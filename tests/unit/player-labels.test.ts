// The player's translated twins of the shared English labels (player/player-playerLabels.ts): in
// English each reads word for word as the shared text the browser tests check, and German
// says the same in German.
import { afterAll, describe, expect, it } from 'vitest'
import { i18n } from '~/client/lib/i18n'
import { blockKindLabel, stepOfLabel as stepOfText } from '~/client/lib/display-labels'
import * as blockLabels from '~/client/routes/_app/-components/player/block-labels'
import * as playerLabels from '~/client/routes/_app/-components/player/player-labels'
import {
  blockSetLabel,
  type PlayerBlock,
  scoreLabel,
  timedBlockLabel,
} from '~/shared/rules/block-player'
import type { BlockClock } from '~/shared/rules/block-clock'
import { BLOCK_KIND_LABELS, BLOCK_KINDS } from '~/shared/rules/blocks'
import {
  lastTimeLabel,
  type PlayerSet,
  recordFigure,
  setLine,
  targetLabel,
  timedWords,
} from '~/shared/rules/player'
import { prescriptionLabel } from '~/shared/rules/prescription'
import {
  exerciseSuggestion,
  loadChangeLabel,
  rangeTargetLabel,
  suggestProgression,
} from '~/shared/rules/progression'
import { nextStepLabel, stepOfLabel } from '~/shared/rules/skill-display'

const block = (kind: PlayerBlock['kind'], extra: Partial<PlayerBlock> = {}): PlayerBlock =>
  ({ id: 1, index: 1, kind, start: 0, end: 2, ...extra }) as PlayerBlock
const clock = (extra: Partial<BlockClock>): BlockClock =>
  ({ phase: 'work', elapsedMs: 0, remainingMs: 0, countsUp: false, ...extra }) as BlockClock
const run = { blockId: 1, startedAt: 0, intervalsDone: [], rounds: 2, reps: 0, finishedAtMs: null }

describe('the player’s labels in English', () => {
  it('read as the shared rules write them', () => {
    for (const kind of ['hold', 'work'] as const) {
      for (const perSide of [false, true]) {
        for (const config of [
          { mode: 'reps' as const, targetReps: 1, workSeconds: 30 },
          { mode: 'reps' as const, targetReps: 8, workSeconds: 30 },
          { mode: 'timed' as const, targetReps: 8, workSeconds: 45 },
        ])
          expect(playerLabels.targetText(config, perSide, kind)).toBe(
            targetLabel(config, perSide, kind),
          )
        for (const reps of ['8-12', '20-30 seconds', '10', null])
          expect(playerLabels.rangeTargetText(reps, perSide, kind)).toBe(
            rangeTargetLabel(reps, perSide, kind),
          )
      }
      const { start, running, timer, hint } = timedWords(kind)
      expect(playerLabels.timedWordsText(kind)).toEqual({ start, running, timer, hint })
    }
    for (const details of [
      { loadKg: null, rpe: null },
      { loadKg: 10, rpe: 8 },
      { loadKg: -5, rpe: null },
      { loadKg: null, rpe: 7.5 },
    ]) {
      for (const reps of [null, 1, 8])
        for (const units of ['kg', 'lb'] as const)
          expect(playerLabels.setLineText(reps, details, units)).toBe(setLine(reps, details, units))
    }
  })

  it("read 'Last time' as the shared rule does, per side and with loads", () => {
    const day = '2026-11-20'
    const histories: PlayerSet[][] = [
      [],
      [
        { exerciseId: 1, setNumber: 1, reps: 8, day },
        { exerciseId: 1, setNumber: 2, reps: 8, day },
      ],
      [
        { exerciseId: 1, setNumber: 1, reps: 8, loadKg: 5, day },
        { exerciseId: 1, setNumber: 2, reps: 7, loadKg: 10, day },
        { exerciseId: 1, setNumber: 1, reps: 9, day: '2026-11-01' },
      ],
      [
        { exerciseId: 1, setNumber: 1, side: 'left', seconds: 30, loadKg: -10, day },
        { exerciseId: 1, setNumber: 1, side: 'right', seconds: 25, day },
        { exerciseId: 1, setNumber: 2, side: 'left', seconds: 30, loadKg: -10, day },
      ],
      [
        { exerciseId: 1, setNumber: 1, side: 'left', reps: 10, day },
        { exerciseId: 1, setNumber: 1, side: 'right', reps: 10, day },
      ],
      // One day's three sessions: the last one is read, each set with its own load.
      [
        { exerciseId: 1, sessionId: 2, setNumber: 1, reps: 5, day, performedAt: `${day}T12:00Z` },
        { exerciseId: 1, sessionId: 1, setNumber: 1, reps: 9, loadKg: 12.5, day },
        {
          exerciseId: 1,
          sessionId: 3,
          setNumber: 1,
          reps: 9,
          loadKg: 12.5,
          day,
          performedAt: `${day}T18:00Z`,
        },
        { exerciseId: 1, sessionId: 3, setNumber: 2, reps: 7, day, performedAt: `${day}T18:02Z` },
        {
          exerciseId: 1,
          sessionId: 3,
          setNumber: 3,
          reps: 6,
          loadKg: 15,
          day,
          performedAt: `${day}T18:04Z`,
        },
      ],
    ]
    for (const history of histories)
      for (const units of ['kg', 'lb'] as const)
        expect(playerLabels.lastTimeText(history, units)).toBe(lastTimeLabel(history, units))
  })

  it('read the blocks’ lines, scores and kinds as the shared rules do', () => {
    const plan = [
      { sets: 3, perSide: false },
      { sets: 4, perSide: false },
    ]
    for (const kind of ['superset', 'circuit', 'straight'] as const)
      for (const p of [
        { exercise: 0, setNumber: 2, side: null },
        { exercise: 1, setNumber: 1, side: null },
      ])
        expect(blockLabels.blockSetText(block(kind), plan, p)).toBe(
          blockSetLabel(block(kind), plan, p),
        )
    for (const b of [
      block('emom', { minutes: 12 }),
      block('amrap'),
      block('for-time', { capSeconds: 900 }),
      block('for-time'),
      block('tabata'),
      block('circuit'),
    ])
      for (const c of [clock({ interval: 3 }), clock({ phase: 'rest' }), clock({ phase: 'ready' })])
        expect(blockLabels.timedBlockText(b, run, c)).toBe(timedBlockLabel(b, run, c))
    for (const score of [
      { kind: 'time' as const, seconds: 522 },
      { kind: 'time' as const, seconds: null },
      { kind: 'rounds+reps' as const, rounds: 1, reps: 1 },
      { kind: 'rounds+reps' as const, rounds: 5, reps: 7 },
    ])
      expect(blockLabels.scoreText(score)).toBe(scoreLabel(score))
    for (const kind of BLOCK_KINDS) expect(blockKindLabel(kind)).toBe(BLOCK_KIND_LABELS[kind])
  })

  it('read suggestions, prescriptions, steps and records as the shared rules do', () => {
    for (const units of ['kg', 'lb'] as const) {
      for (const loadKg of [2.5, -2.5, 2.268])
        expect(playerLabels.loadChangeText(loadKg, units)).toBe(loadChangeLabel(loadKg, units))
      expect(
        playerLabels.prescriptionText(
          { exerciseId: 1, sets: 4, reps: '6-8', loadKg: 10, restSeconds: 90 },
          units,
        ),
      ).toBe(
        prescriptionLabel(
          { exerciseId: 1, sets: 4, reps: '6-8', loadKg: 10, restSeconds: 90 },
          units,
        ),
      )
    }
    expect(playerLabels.prescriptionText({ exerciseId: 1, sets: 1, seconds: 30 }, 'kg')).toBe(
      prescriptionLabel({ exerciseId: 1, sets: 1, seconds: 30 }, 'kg'),
    )
    const suggestion = suggestProgression({
      reps: '8-12',
      sets: 1,
      lastSession: [{ setNumber: 1, reps: 12 }],
      easier: null,
      harder: null,
      units: 'lb',
    })!
    expect(playerLabels.suggestionText(suggestion, 'lb')).toBe(suggestion.text)
    expect(stepOfText(2, 5)).toBe(stepOfLabel(2, 5))
    const next = { order: 3, exerciseName: 'Crow Pose', standard: { sets: 3, seconds: 20 } }
    expect(playerLabels.nextStepText(next)).toBe(nextStepLabel(next))
    for (const [kind, set] of [
      ['reps', { exerciseId: 1, setNumber: 1, reps: 12 }],
      ['reps', { exerciseId: 1, setNumber: 1, reps: 1 }],
      ['seconds', { exerciseId: 1, setNumber: 1, seconds: 45 }],
      ['load', { exerciseId: 1, setNumber: 1, reps: 5, loadKg: 10 }],
    ] as const)
      for (const timed of ['hold', 'work'] as const) {
        const figure = recordFigure(set, kind, 'kg', timed)
        expect(playerLabels.recordFigureText(figure)).toBe(figure)
      }
  })
})

describe('the player’s labels in German', () => {
  afterAll(() => i18n.activate('en'))

  it('say the target, the hold, a superset’s line, a score and a suggestion in German', async () => {
    const parts = await Promise.all([
      import('~/locales/de/player.po'),
      import('~/locales/de/training.po'),
      import('~/locales/de/app.po'),
    ])
    i18n.loadAndActivate({
      locale: 'de',
      messages: Object.assign({}, ...parts.map((part) => part.messages)),
    })
    const timed = { mode: 'timed' as const, targetReps: 8, workSeconds: 30 }
    expect(playerLabels.targetText(timed, false)).toBe('30 s halten')
    expect(playerLabels.targetText({ ...timed, mode: 'reps' }, false)).toBe('8 Wiederholungen')
    expect(playerLabels.timedWordsText('hold').start).toBe('Halten starten')
    expect(playerLabels.setLineText(1, { loadKg: 10, rpe: 8 }, 'kg')).toBe(
      '1 Wiederholung · +10 kg · RPE 8',
    )
    expect(
      playerLabels.lastTimeText(
        [
          { exerciseId: 1, setNumber: 1, side: 'left', reps: 10, loadKg: 5, day: 'x' },
          { exerciseId: 1, setNumber: 1, side: 'right', reps: 10, loadKg: 5, day: 'x' },
        ],
        'kg',
      ),
    ).toBe('Letztes Mal: 1 × 10 pro Seite @ +5 kg')
    expect(
      blockLabels.blockSetText(block('superset'), [{ sets: 3, perSide: false }], {
        exercise: 0,
        setNumber: 2,
        side: null,
      }),
    ).toBe('Supersatz B1 · Satz 2 von 3')
    expect(blockLabels.scoreText({ kind: 'rounds+reps', rounds: 1, reps: 7 })).toBe(
      'AMRAP: 1 Runde + 7 Wiederholungen',
    )
    const harder = exerciseSuggestion('harder', { id: 2, name: 'Diamond Push-ups' })
    expect(playerLabels.suggestionText(harder, 'kg')).toBe('Steigern: probier Diamond Push-ups')
    expect(playerLabels.recordFigureText('45 s hold')).toBe('45 s Halten')
  })
})
