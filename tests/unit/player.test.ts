import { describe, expect, it } from 'vitest'
import {
  afterLogging,
  brokenRecords,
  clockLabel,
  isPerSide,
  lastTimeLabel,
  loadLabel,
  nextOpenPosition,
  openPosition,
  positionKey,
  summarize,
  targetLabel,
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
    expect(isPerSide('8-12')).toBe(false)
    expect(isPerSide(null)).toBe(false)
  })
  it("words loads: '+5 kg' added, '−10 kg' assistance", () => {
    expect(loadLabel(5)).toBe('+5 kg')
    expect(loadLabel(-10)).toBe('−10 kg')
    expect(loadLabel(2.5)).toBe('+2.5 kg')
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
})

describe('the workout summary', () => {
  it('counts sets once per set number, sums reps, held seconds and loaded volume', () => {
    expect(
      summarize([
        { exerciseId: 1, setNumber: 1, reps: 8, loadKg: 10 },
        { exerciseId: 1, setNumber: 2, reps: 6, loadKg: -5 },
        { exerciseId: 2, setNumber: 1, side: 'left', reps: 10 },
        { exerciseId: 2, setNumber: 1, side: 'right', reps: 10 },
        { exerciseId: 3, setNumber: 1, seconds: 28 },
      ]),
    ).toEqual({ sets: 4, totalReps: 34, heldSeconds: 28, volumeKg: 80 })
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
    })
    expect(log({ exercise: 0, setNumber: 2, side: null })).toEqual({
      next: { exercise: 1, setNumber: 1, side: 'left' },
      rest: true,
    })
    expect(log({ exercise: 1, setNumber: 1, side: 'left' })).toEqual({
      next: { exercise: 1, setNumber: 1, side: 'right' },
      rest: false,
    })
    expect(log({ exercise: 1, setNumber: 1, side: 'right' }).next).toEqual({
      exercise: 2,
      setNumber: 1,
      side: null,
    })
    expect(log({ exercise: 2, setNumber: 1, side: null })).toEqual({ next: null, rest: false })
  })
  it('finds the first open set of an exercise, and none once it is done', () => {
    const done = new Set(['0:1:'])
    expect(openPosition(plan, 0, done)).toEqual({ exercise: 0, setNumber: 2, side: null })
    done.add('0:2:')
    expect(openPosition(plan, 0, done)).toBeNull()
    expect(nextOpenPosition(plan, 0, done)).toEqual({ exercise: 1, setNumber: 1, side: 'left' })
  })
})
