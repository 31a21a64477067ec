import { describe, expect, it } from 'vitest'
import {
  adjustRest,
  afterLogging,
  brokenRecords,
  clockLabel,
  detailsForm,
  bySession,
  isPerSide,
  lastTimeLabel,
  lastTimeLoad,
  loadLabel,
  nextOpenPosition,
  openPosition,
  parseDetails,
  playablePosition,
  positionKey,
  prefilledDetails,
  recordFigure,
  sessionLabel,
  setLine,
  summarize,
  sessionSpanSeconds,
  summaryFigures,
  switchSidesWords,
  SWITCH_SIDES_SECONDS,
  targetLabel,
  timedWords,
  type PlanItem,
} from '~/shared/rules/player'

const reps = (targetReps: number) => ({ mode: 'reps' as const, targetReps, workSeconds: 30 })

describe('the player’s target', () => {
  it("reads '8 reps', '1 rep', 'Hold 30 s' and '10 per side'", () => {
    expect(targetLabel(reps(8), false)).toBe('8 reps')
    expect(targetLabel(reps(1), false)).toBe('1 rep')
    expect(targetLabel({ mode: 'timed', targetReps: 10, workSeconds: 30 }, false)).toBe('Hold 30 s')
    expect(targetLabel(reps(10), true)).toBe('10 per side')
    expect(targetLabel({ mode: 'timed', targetReps: 10, workSeconds: 45 }, true)).toBe(
      'Hold 45 s per side',
    )
  })
  it('knows per-side exercises by their reps text', () => {
    expect(isPerSide('10 per leg')).toBe(true)
    expect(isPerSide('5 per side')).toBe(true)
    expect(isPerSide('30 seconds per side')).toBe(true)
    expect(isPerSide('5 each arm')).toBe(true)
    expect(isPerSide('40 seconds (switch sides at 20)')).toBe(true)
    expect(isPerSide('8-12')).toBe(false)
    expect(isPerSide('10 each direction')).toBe(false)
    expect(isPerSide(null)).toBe(false)
  })
  it("words timed work that is not a hold 'Work 30 s' with a plain Start", () => {
    const timed = { mode: 'timed' as const, targetReps: 10, workSeconds: 30 }
    expect(targetLabel(timed, false, 'work')).toBe('Work 30 s')
    expect(targetLabel(timed, true, 'work')).toBe('Work 30 s per side')
    expect(targetLabel(timed, false, 'hold')).toBe('Hold 30 s')
    expect(timedWords('work')).toMatchObject({ start: 'Start', running: 'Working' })
    expect(timedWords('work').hint).toBe(
      'Start, work, then stop: the seconds you worked are logged',
    )
    expect(timedWords('hold')).toMatchObject({ start: 'Start Hold', running: 'Holding' })
    expect(timedWords('hold').hint).toBe('Start, hold, then stop: the seconds you held are logged')
    expect(Object.values(timedWords('work')).join(' ')).not.toMatch(/hold/i)
  })
  it("words loads: '+5 kg' added, '−10 kg' assistance", () => {
    expect(loadLabel(5)).toBe('+5 kg')
    expect(loadLabel(-10)).toBe('−10 kg')
    expect(loadLabel(2.5)).toBe('+2.5 kg')
  })
})

describe("the words of a timed set, the player's and the tracker's", () => {
  it('never call timed work a hold, on the tracker either', () => {
    for (const text of Object.values(timedWords('work'))) expect(text).not.toMatch(/\bhold|\bheld/i)
    expect(timedWords('work').tapHint).toBe(
      'Tap the circle (or press Space) to start or pause the work timer',
    )
    expect(timedWords('hold').tapHint).toBe(
      'Tap the circle (or press Space) to start or pause the hold',
    )
  })
  it("say 'Switch sides' between the sides, the same for the player and the tracker", () => {
    expect(SWITCH_SIDES_SECONDS).toBe(5)
    expect(switchSidesWords.startsIn('Right side', 4)).toBe('Right side starts in 4 s')
    expect(switchSidesWords.announce('Right leg')).toBe('Switch sides: right leg in 5 seconds')
    expect(switchSidesWords.go('Right side')).toBe('Go: right side')
  })
})

describe('last time', () => {
  it("reads 'Last time: 3 × 8 @ +5 kg' from the latest day's sets", () => {
    const day = '2026-03-02'
    const sets = [1, 2, 3].map((setNumber) => ({
      exerciseId: 1,
      setNumber,
      reps: 8,
      loadKg: 5,
      day,
    }))
    const older = { exerciseId: 1, setNumber: 1, reps: 20, day: '2026-03-01' }
    expect(lastTimeLabel([...sets, older])).toBe('Last time: 3 × 8 @ +5 kg')
  })
  it('lists unequal sets, holds in seconds, per side once per set number, and nothing without a history', () => {
    const day = '2026-03-02'
    expect(
      lastTimeLabel([
        { exerciseId: 1, setNumber: 2, reps: 7, day },
        { exerciseId: 1, setNumber: 1, reps: 8, day },
      ]),
    ).toBe('Last time: 8, 7')
    expect(lastTimeLabel([{ exerciseId: 1, setNumber: 1, seconds: 30, day }])).toBe(
      'Last time: 1 × 30 s',
    )
    expect(
      lastTimeLabel([
        { exerciseId: 1, setNumber: 1, side: 'left', reps: 10, day },
        { exerciseId: 1, setNumber: 1, side: 'right', reps: 10, day },
      ]),
    ).toBe('Last time: 1 × 10 per side')
    expect(lastTimeLabel([])).toBeNull()
  })

  // Pull-ups three times on one day: a workout (with the day's best set), an AMRAP, a practice.
  const day = '2026-03-02'
  const at = (time: string) => `${day}T${time}:00.000Z`
  const pullUps = [
    { exerciseId: 1, sessionId: 10, setNumber: 1, reps: 9, loadKg: 12.5, performedAt: at('07:00') },
    { exerciseId: 1, sessionId: 10, setNumber: 2, reps: 7, loadKg: 15, performedAt: at('07:03') },
    { exerciseId: 1, sessionId: 10, setNumber: 3, reps: 6, loadKg: 15, performedAt: at('07:06') },
    { exerciseId: 1, sessionId: 11, setNumber: 1, reps: 5, performedAt: at('12:00') },
    { exerciseId: 1, sessionId: 11, setNumber: 2, reps: 5, performedAt: at('12:02') },
    {
      exerciseId: 1,
      sessionId: 12,
      setNumber: 1,
      reps: 7,
      loadKg: 11.34,
      performedAt: at('18:00'),
    },
    {
      exerciseId: 1,
      sessionId: 12,
      setNumber: 2,
      reps: 7,
      loadKg: 11.34,
      performedAt: at('18:02'),
    },
  ].map((s) => ({ ...s, day }))

  it("reads the last session, not the day's sessions merged by set number", () => {
    // Newest first, as the server answers them.
    expect(lastTimeLabel([...pullUps].reverse())).toBe('Last time: 2 × 7 @ +11.34 kg')
    expect(lastTimeLabel(pullUps.slice(0, 5))).toBe('Last time: 2 × 5')
    expect(bySession(pullUps).map((s) => s.map((set) => set.reps))).toEqual([
      [7, 7],
      [5, 5],
      [9, 7, 6],
    ])
  })

  it('gives every set its own load when loads differ, each run of one load with its load', () => {
    expect(lastTimeLabel(pullUps.slice(0, 3))).toBe('Last time: 9 @ +12.5 kg · 7, 6 @ +15 kg')
    expect(sessionLabel(pullUps.slice(0, 3), 'lb')).toBe('9 @ +27.6 lb · 7, 6 @ +33.1 lb')
    // A set without load between loaded ones reads without one; equal runs as '{n} × {figure}'.
    expect(
      sessionLabel([
        { exerciseId: 1, setNumber: 1, reps: 8 },
        { exerciseId: 1, setNumber: 2, reps: 8 },
        { exerciseId: 1, setNumber: 3, reps: 6, loadKg: 5 },
        { exerciseId: 1, setNumber: 4, reps: 5, loadKg: -10 },
      ]),
    ).toBe('2 × 8 · 6 @ +5 kg · 5 @ −10 kg')
    expect(
      sessionLabel([
        { exerciseId: 1, setNumber: 1, side: 'left', reps: 10, loadKg: 5 },
        { exerciseId: 1, setNumber: 1, side: 'right', reps: 10, loadKg: 5 },
        { exerciseId: 1, setNumber: 2, side: 'left', reps: 8, loadKg: 10 },
        { exerciseId: 1, setNumber: 2, side: 'right', reps: 8, loadKg: 10 },
      ]),
    ).toBe('10 per side @ +5 kg · 8 per side @ +10 kg')
  })

  it('lists a set number done twice in one session twice, in the order done', () => {
    const twice = [
      { exerciseId: 1, setNumber: 1, reps: 6, performedAt: at('19:00') },
      { exerciseId: 1, setNumber: 1, reps: 8, performedAt: at('08:00') },
      { exerciseId: 1, setNumber: 2, reps: 7, performedAt: at('08:02') },
    ].map((s) => ({ ...s, day, sessionId: 3 }))
    expect(lastTimeLabel(twice)).toBe('Last time: 8, 7, 6')
  })

  it("pre-fills the last session's load of the same set number, else of its last set", () => {
    const workout = pullUps.slice(0, 3)
    expect(lastTimeLoad(workout)).toBe(12.5)
    expect(lastTimeLoad(workout, 3)).toBe(15)
    expect(lastTimeLoad(workout, 5)).toBe(15)
    expect(lastTimeLoad(pullUps.slice(3, 5))).toBeNull()
    expect(lastTimeLoad([])).toBeNull()
  })
})

describe('the workout summary', () => {
  it('leaves out every figure that is 0: no Held 0 s, no Total reps 0', () => {
    expect(summaryFigures(summarize([{ exerciseId: 1, setNumber: 1, reps: 8 }]))).toEqual([
      ['Total reps', '8'],
    ])
    expect(summaryFigures(summarize([{ exerciseId: 3, setNumber: 1, seconds: 30 }]))).toEqual([
      ['Held', '30 s'],
    ])
    // A set of 0 reps (logged as nothing done) adds no line either.
    expect(summaryFigures(summarize([{ exerciseId: 1, setNumber: 1, reps: 0 }]))).toEqual([])
  })
  it("times the session as the server does: the span of its sets, never the screen's", () => {
    expect(
      sessionSpanSeconds([
        { performedAt: '2026-12-07T10:02:00.000Z' },
        { performedAt: '2026-12-07T10:00:00.000Z' },
        { performedAt: '2026-12-07T10:14:31.400Z' },
      ]),
    ).toBe(871)
    // One set, or none, spans nothing: the summary shows no time then.
    expect(sessionSpanSeconds([{ performedAt: '2026-12-07T10:00:00.000Z' }])).toBe(0)
    expect(sessionSpanSeconds([])).toBe(0)
    // A set without a time (or an unreadable one) is left out.
    expect(
      sessionSpanSeconds([
        { performedAt: '2026-12-07T10:00:00.000Z' },
        {},
        { performedAt: 'not a time' },
        { performedAt: '2026-12-07T10:01:05.000Z' },
      ]),
    ).toBe(65)
  })
  it('counts sets once per set number, sums reps, held seconds and loaded volume', () => {
    expect(
      summarize([
        { exerciseId: 1, setNumber: 1, reps: 8, loadKg: 10 },
        { exerciseId: 1, setNumber: 2, reps: 6, loadKg: -5 },
        { exerciseId: 2, setNumber: 1, side: 'left', reps: 10 },
        { exerciseId: 2, setNumber: 1, side: 'right', reps: 10 },
        { exerciseId: 3, setNumber: 1, seconds: 28 },
      ]),
    ).toEqual({ sets: 4, totalReps: 34, heldSeconds: 28, workedSeconds: 0, volumeKg: 80 })
  })
  it('keeps timed work apart from holds: worked seconds are never held', () => {
    // Exercise 3 is a plank (a hold), 4 Jumping Jacks (timed work).
    const kinds = new Map([
      [3, 'hold'],
      [4, 'work'],
    ] as const)
    const sets = [
      { exerciseId: 3, setNumber: 1, seconds: 28 },
      { exerciseId: 4, setNumber: 1, seconds: 30 },
      { exerciseId: 4, setNumber: 2, seconds: 31 },
    ]
    const totals = summarize(sets, kinds)
    expect(totals).toMatchObject({ heldSeconds: 28, workedSeconds: 61 })
    expect(summaryFigures(totals)).toEqual([
      ['Held', '28 s'],
      ['Worked', '61 s'],
    ])
    // Timed work alone says Worked, never Held.
    const work = summarize(sets.slice(1), kinds)
    expect(summaryFigures(work)).toEqual([['Worked', '61 s']])
    expect(
      brokenRecords(
        [{ exerciseId: 4, setNumber: 2, seconds: 31, records: ['seconds'] }],
        'kg',
        kinds,
      ),
    ).toEqual([{ exerciseId: 4, kind: 'seconds', figure: '31 s work' }])
    expect(recordFigure({ exerciseId: 3, setNumber: 1, seconds: 45 }, 'seconds')).toBe('45 s hold')
    expect(
      recordFigure({ exerciseId: 4, setNumber: 1, seconds: 45 }, 'seconds', 'lb', 'work'),
    ).toBe('45 s work')
  })
  it('names each record broken once, with its best figure', () => {
    expect(
      brokenRecords([
        { exerciseId: 1, setNumber: 1, reps: 9, records: ['reps'] },
        { exerciseId: 1, setNumber: 2, reps: 10, records: ['reps'] },
        { exerciseId: 2, setNumber: 1, seconds: 45, records: ['seconds'] },
        { exerciseId: 3, setNumber: 1, reps: 5, loadKg: 10, records: ['load'] },
        { exerciseId: 3, setNumber: 2, reps: 5, loadKg: 5 },
      ]),
    ).toEqual([
      { exerciseId: 1, kind: 'reps', figure: '10 reps' },
      { exerciseId: 2, kind: 'seconds', figure: '45 s hold' },
      { exerciseId: 3, kind: 'load', figure: '+10 kg × 5' },
    ])
  })
  it('reads time as a stopwatch', () => {
    expect(clockLabel(45)).toBe('0:45')
    expect(clockLabel(725)).toBe('12:05')
    expect(clockLabel(3723)).toBe('1:02:03')
  })
})

describe('the details of a set', () => {
  it('start from the previous set of the same exercise in the session, never another one', () => {
    const sets = [
      { exerciseId: 1, loadKg: 10, rpe: 8 },
      { exerciseId: 2, loadKg: null, rpe: null },
      { exerciseId: 1, loadKg: 12.5 },
    ]
    const none = { loadKg: null, rpe: null, fromLastTime: false }
    expect(prefilledDetails(sets, 1)).toEqual({ ...none, loadKg: 12.5 })
    expect(prefilledDetails(sets, 2)).toEqual(none)
    expect(prefilledDetails(sets, 3)).toEqual(none)
    expect(prefilledDetails([], 1)).toEqual(none)
  })
  it('never carry effort: an RPE belongs to the set it was rated for', () => {
    const rated = [{ exerciseId: 1, loadKg: 10, rpe: 8 }]
    expect(prefilledDetails(rated, 1)).toEqual({
      loadKg: 10,
      rpe: null,
      fromLastTime: false,
    })
  })
  it("start from a ladder step's standard load until a set of it is logged", () => {
    expect(prefilledDetails([], 1, 10)).toEqual({ loadKg: 10, rpe: null, fromLastTime: false })
    expect(prefilledDetails([{ exerciseId: 1 }], 1, 10)).toEqual({
      loadKg: null,
      rpe: null,
      fromLastTime: false,
    })
  })
  it("start a new session's first set from the last session's load, and say so", () => {
    expect(prefilledDetails([], 1, null, 12.5)).toEqual({
      loadKg: 12.5,
      rpe: null,
      fromLastTime: true,
    })
    // Once a set of it is logged in this session, the session's own load carries on.
    expect(prefilledDetails([{ exerciseId: 1, loadKg: 15 }], 1, null, 12.5)).toEqual({
      loadKg: 15,
      rpe: null,
      fromLastTime: false,
    })
    expect(prefilledDetails([{ exerciseId: 2, loadKg: 15 }], 1, null, null).fromLastTime).toBe(
      false,
    )
  })
  it('read the form: no load for 0, nonsense or beyond the limits; RPE in half steps', () => {
    expect(parseDetails({ load: '10', rpe: '8' })).toEqual({ loadKg: 10, rpe: 8 })
    expect(parseDetails({ load: '-5', rpe: '8.5' })).toEqual({ loadKg: -5, rpe: 8.5 })
    expect(parseDetails({ load: '', rpe: '' })).toEqual({ loadKg: null, rpe: null })
    expect(parseDetails({ load: '0', rpe: '11' })).toEqual({ loadKg: null, rpe: null })
    expect(parseDetails({ load: '501', rpe: '8.2' })).toEqual({ loadKg: null, rpe: null })
    expect(parseDetails({ load: 'abc', rpe: '0' })).toEqual({ loadKg: null, rpe: null })
    expect(detailsForm({ loadKg: 2.5, rpe: null })).toEqual({ load: '2.5', rpe: '' })
  })
  it("show on the Log Set line as '8 reps · +10 kg · RPE 8', and nothing without details", () => {
    expect(setLine(8, { loadKg: 10, rpe: 8 })).toBe('8 reps · +10 kg · RPE 8')
    expect(setLine(1, { loadKg: -10, rpe: null })).toBe('1 rep · −10 kg')
    expect(setLine(null, { loadKg: null, rpe: 7.5 })).toBe('RPE 7.5')
    expect(setLine(8, { loadKg: null, rpe: null })).toBeNull()
  })
})

describe('the rest', () => {
  it('takes 15 s off, never below 0, and adds 15 s', () => {
    const now = 1_000_000
    const rest = { endsAt: now + 40_000, seconds: 60 }
    expect(adjustRest(rest, -15, now)).toEqual({ endsAt: now + 25_000, seconds: 45 })
    expect(adjustRest(rest, 15, now)).toEqual({ endsAt: now + 55_000, seconds: 75 })
    expect(adjustRest({ endsAt: now + 10_000, seconds: 10 }, -15, now)).toEqual({
      endsAt: now,
      seconds: 0,
    })
  })
})

describe('moving through the workout', () => {
  const plan: PlanItem[] = [
    { sets: 2, perSide: false },
    { sets: 1, perSide: true },
    { sets: 1, perSide: false },
  ]
  it('goes set by set, left then right without a rest, and rests between sets and exercises', () => {
    const done = new Set<string>()
    const log = (p: { exercise: number; setNumber: number; side: 'left' | 'right' | null }) => {
      done.add(positionKey(p))
      return afterLogging(plan, p, done)
    }
    expect(log({ exercise: 0, setNumber: 1, side: null })).toEqual({
      next: { exercise: 0, setNumber: 2, side: null },
      rest: true,
      switchSides: false,
    })
    expect(log({ exercise: 0, setNumber: 2, side: null })).toEqual({
      next: { exercise: 1, setNumber: 1, side: 'left' },
      rest: true,
      switchSides: false,
    })
    expect(log({ exercise: 1, setNumber: 1, side: 'left' })).toEqual({
      next: { exercise: 1, setNumber: 1, side: 'right' },
      rest: false,
      switchSides: false,
    })
    expect(log({ exercise: 1, setNumber: 1, side: 'right' }).next).toEqual({
      exercise: 2,
      setNumber: 1,
      side: null,
    })
    expect(log({ exercise: 2, setNumber: 1, side: null })).toEqual({
      next: null,
      rest: false,
      switchSides: false,
    })
  })
  it('finds the first open set of an exercise, and none once it is done', () => {
    const done = new Set(['0:1:'])
    expect(openPosition(plan, 0, done)).toEqual({ exercise: 0, setNumber: 2, side: null })
    done.add('0:2:')
    expect(openPosition(plan, 0, done)).toBeNull()
    expect(nextOpenPosition(plan, 0, done)).toEqual({ exercise: 1, setNumber: 1, side: 'left' })
  })
  it('switches sides between the sides of a timed per-side set, then rests after the right', () => {
    const holds: PlanItem[] = [{ sets: 2, perSide: true, timed: true }]
    const done = new Set(['0:1:left'])
    expect(afterLogging(holds, { exercise: 0, setNumber: 1, side: 'left' }, done)).toEqual({
      next: { exercise: 0, setNumber: 1, side: 'right' },
      rest: false,
      switchSides: true,
    })
    done.add('0:1:right')
    expect(afterLogging(holds, { exercise: 0, setNumber: 1, side: 'right' }, done)).toEqual({
      next: { exercise: 0, setNumber: 2, side: 'left' },
      rest: true,
      switchSides: false,
    })
  })
  it('never plays a per-side set without its side: a new session, a kept one, an edited workout', () => {
    const none = new Set<string>()
    // A new session starts at set 1 without a side: on a per-side exercise that is the left side.
    expect(playablePosition(plan, { exercise: 1, setNumber: 1, side: null }, none)).toEqual({
      exercise: 1,
      setNumber: 1,
      side: 'left',
    })
    // A session kept with the sideless set the player used to log still asks for left, then right.
    const ghost = new Set(['1:1:'])
    expect(playablePosition(plan, { exercise: 1, setNumber: 1, side: null }, ghost)).toEqual({
      exercise: 1,
      setNumber: 1,
      side: 'left',
    })
    expect(
      playablePosition(plan, { exercise: 1, setNumber: 1, side: null }, new Set(['1:1:left'])),
    ).toEqual({ exercise: 1, setNumber: 1, side: 'right' })
    // A side on an exercise that is no longer per side is dropped; a right side stays.
    expect(playablePosition(plan, { exercise: 0, setNumber: 2, side: 'left' }, none)).toEqual({
      exercise: 0,
      setNumber: 1,
      side: null,
    })
    expect(playablePosition(plan, { exercise: 1, setNumber: 1, side: 'right' }, none)).toEqual({
      exercise: 1,
      setNumber: 1,
      side: 'right',
    })
    // An exercise with every set logged stays shown as done.
    const all = new Set(['1:1:left', '1:1:right'])
    expect(playablePosition(plan, { exercise: 1, setNumber: 2, side: null }, all)).toEqual({
      exercise: 1,
      setNumber: 2,
      side: null,
    })
    expect(playablePosition(plan, { exercise: 1, setNumber: 1, side: 'left' }, all)).toEqual({
      exercise: 1,
      setNumber: 2,
      side: null,
    })
  })
})
