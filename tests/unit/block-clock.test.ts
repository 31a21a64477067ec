import { describe, expect, it } from 'vitest'
import {
  BLOCK_LEAD_IN_MS,
  blockClock,
  blockCues,
  blockCuesBetween,
  runningMs,
} from '~/shared/rules/block-clock'

const lead = BLOCK_LEAD_IN_MS

describe('a block clock', () => {
  it('runs an EMOM minute by minute, alternating its exercises, and ends after the last minute', () => {
    const emom = { kind: 'emom' as const, minutes: 10, exerciseCount: 2 }
    expect(blockClock(emom, 1_000)).toMatchObject({ phase: 'ready', remainingMs: 2_000 })
    expect(blockClock(emom, lead + 15_000)).toMatchObject({
      phase: 'work',
      interval: 1,
      intervals: 10,
      exerciseIndex: 0,
      remainingMs: 45_000,
    })
    expect(blockClock(emom, lead + 61_000)).toMatchObject({ interval: 2, exerciseIndex: 1 })
    expect(blockClock(emom, lead + 121_000)).toMatchObject({ interval: 3, exerciseIndex: 0 })
    expect(blockClock(emom, lead + 600_000)).toMatchObject({
      phase: 'done',
      interval: 10,
      remainingMs: 0,
    })
  })

  it('counts an AMRAP down and a For Time stopwatch up to its cap', () => {
    const amrap = blockClock({ kind: 'amrap', minutes: 12, exerciseCount: 3 }, lead + 60_000)
    expect(amrap).toMatchObject({ phase: 'work', remainingMs: 11 * 60_000, countsUp: false })
    const forTime = { kind: 'for-time' as const, capSeconds: 600, exerciseCount: 3 }
    expect(blockClock(forTime, lead + 90_000)).toMatchObject({
      phase: 'work',
      elapsedMs: 90_000,
      countsUp: true,
    })
    expect(blockClock(forTime, lead + 700_000)).toMatchObject({ phase: 'done', elapsedMs: 600_000 })
  })

  it('alternates Tabata work and rest with no rest after the last round', () => {
    const t = {
      kind: 'tabata' as const,
      workSeconds: 20,
      restSeconds: 10,
      rounds: 8,
      exerciseCount: 2,
    }
    expect(blockClock(t, lead + 5_000)).toMatchObject({
      phase: 'work',
      interval: 1,
      remainingMs: 15_000,
    })
    expect(blockClock(t, lead + 25_000)).toMatchObject({
      phase: 'rest',
      interval: 1,
      remainingMs: 5_000,
    })
    expect(blockClock(t, lead + 35_000)).toMatchObject({
      phase: 'work',
      interval: 2,
      exerciseIndex: 1,
    })
    expect(blockClock(t, lead + 7 * 30_000 + 19_000)).toMatchObject({ phase: 'work', interval: 8 })
    expect(blockClock(t, lead + 7 * 30_000 + 20_000)).toMatchObject({ phase: 'done' })
  })

  it('gives an untimed block a stopwatch with no end', () => {
    const c = blockClock({ kind: 'superset', exerciseCount: 2 }, 95_000)
    expect(c).toMatchObject({ phase: 'work', elapsedMs: 95_000, remainingMs: null, countsUp: true })
  })

  it('sounds each cue once however the readings fall', () => {
    const cues = blockCues({
      kind: 'tabata',
      workSeconds: 20,
      restSeconds: 10,
      rounds: 2,
      exerciseCount: 1,
    })
    expect(cues.map((c) => [c.atMs, c.kind])).toEqual([
      [0, 'tick'],
      [1_000, 'tick'],
      [2_000, 'tick'],
      [lead, 'work'],
      [lead + 20_000, 'rest'],
      [lead + 27_000, 'tick'],
      [lead + 28_000, 'tick'],
      [lead + 29_000, 'tick'],
      [lead + 30_000, 'work'],
      [lead + 50_000, 'finish'],
    ])
    let heard = 0
    for (let at = 0, last = -1; at <= lead + 60_000; last = at, at += 700) {
      heard += blockCuesBetween(cues, last, at).length
    }
    expect(heard).toBe(cues.length)
  })

  it('keeps running time across pauses from wall-clock instants', () => {
    expect(runningMs({ accumulatedMs: 5_000, runningSince: null }, 99_999)).toBe(5_000)
    expect(runningMs({ accumulatedMs: 5_000, runningSince: 10_000 }, 12_500)).toBe(7_500)
  })
})
