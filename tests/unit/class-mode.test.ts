import { describe, expect, it } from 'vitest'
import { BLOCK_LEAD_IN_MS } from '~/shared/rules/block-clock'
import {
  applyClassCommand,
  CLASS_OVER_MESSAGE,
  classFace,
  clockDigits,
} from '~/shared/rules/class-mode'

const lead = BLOCK_LEAD_IN_MS
const stopped = { blockIndex: 0, accumulatedMs: 0, runningSince: null }

describe('a class’s commands', () => {
  it('starts, pauses keeping the time run, and starts again from there', () => {
    const started = applyClassCommand(stopped, 'start', 1_000, 2)
    expect(started).toEqual({ blockIndex: 0, accumulatedMs: 0, runningSince: 1_000 })
    const paused = applyClassCommand(started as never, 'pause', 6_000, 2)
    expect(paused).toEqual({ blockIndex: 0, accumulatedMs: 5_000, runningSince: null })
    expect(applyClassCommand(paused as never, 'start', 9_000, 2)).toEqual({
      blockIndex: 0,
      accumulatedMs: 5_000,
      runningSince: 9_000,
    })
  })

  it('leaves a running clock alone on start and a stopped one on pause', () => {
    const running = { blockIndex: 1, accumulatedMs: 200, runningSince: 500 }
    expect(applyClassCommand(running, 'start', 9_000, 2)).toBe(running)
    expect(applyClassCommand(stopped, 'pause', 9_000, 2)).toBe(stopped)
  })

  it('moves to the next block from its start, still running if it was, and is over after the last', () => {
    const running = { blockIndex: 0, accumulatedMs: 200, runningSince: 500 }
    expect(applyClassCommand(running, 'next', 9_000, 2)).toEqual({
      blockIndex: 1,
      accumulatedMs: 0,
      runningSince: 9_000,
    })
    const last = { blockIndex: 1, accumulatedMs: 0, runningSince: 500 }
    const over = applyClassCommand(last, 'next', 9_000, 2)
    expect(over).toEqual({ blockIndex: 2, accumulatedMs: 0, runningSince: null })
    expect(applyClassCommand(over as never, 'next', 9_000, 2)).toBe(CLASS_OVER_MESSAGE)
    expect(applyClassCommand(over as never, 'start', 9_000, 2)).toBe(CLASS_OVER_MESSAGE)
  })

  it('resets the current block, or the whole class once it is over', () => {
    const running = { blockIndex: 1, accumulatedMs: 200, runningSince: 500 }
    expect(applyClassCommand(running, 'reset', 9_000, 3)).toEqual({
      blockIndex: 1,
      accumulatedMs: 0,
      runningSince: null,
    })
    expect(applyClassCommand({ ...stopped, blockIndex: 3 }, 'reset', 9_000, 3)).toEqual(stopped)
  })
})

describe('what the wall and the remote show', () => {
  const forTime = { kind: 'for-time' as const, capSeconds: 720, rounds: 5, exerciseCount: 2 }

  it('shows a For Time block counting up after its Get ready, and holds it while paused', () => {
    expect(classFace(forTime, { accumulatedMs: 0, runningSince: null }, 0)).toMatchObject({
      kindLabel: 'For Time',
      detail: '5 rounds · cap 12:00',
      phaseLabel: 'Ready to start',
      digits: '0:00',
      running: false,
    })
    const started = { accumulatedMs: 0, runningSince: 10_000 }
    expect(classFace(forTime, started, 11_000)).toMatchObject({
      phaseLabel: 'Get ready',
      digits: '0:02',
    })
    expect(classFace(forTime, started, 10_000 + lead + 65_400)).toMatchObject({
      phaseLabel: 'Work',
      digits: '1:05',
    })
    const paused = { accumulatedMs: lead + 65_400, runningSince: null }
    expect(classFace(forTime, paused, 999_999)).toMatchObject({
      phaseLabel: 'Paused',
      digits: '1:05',
    })
    expect(
      classFace(forTime, { accumulatedMs: lead + 720_000, runningSince: null }, 0),
    ).toMatchObject({
      phaseLabel: 'Time',
      digits: '12:00',
    })
  })

  it('names the minute of an EMOM and the round of a Tabata, from the first one before work starts', () => {
    const emom = { kind: 'emom' as const, minutes: 10, exerciseCount: 2 }
    expect(classFace(emom, { accumulatedMs: 0, runningSince: null }, 0)).toMatchObject({
      detail: 'Minute 1 of 10',
      digits: '1:00',
    })
    expect(classFace(emom, { accumulatedMs: lead + 125_000, runningSince: null }, 0)).toMatchObject(
      {
        detail: 'Minute 3 of 10',
        digits: '0:55',
      },
    )
    const tabata = { kind: 'tabata' as const, exerciseCount: 1 }
    expect(classFace(tabata, { accumulatedMs: lead + 55_000, runningSince: 0 }, 0)).toMatchObject({
      kindLabel: 'Tabata',
      detail: 'Round 2 of 8',
      phaseLabel: 'Rest',
      digits: '0:05',
    })
  })

  it('counts an AMRAP down from its minutes and runs a stopwatch for untimed blocks', () => {
    const amrap = { kind: 'amrap' as const, minutes: 12, exerciseCount: 3 }
    expect(classFace(amrap, { accumulatedMs: 0, runningSince: null }, 0)).toMatchObject({
      detail: '12 min',
      digits: '12:00',
    })
    const circuit = { kind: 'circuit' as const, rounds: 3, exerciseCount: 3 }
    expect(classFace(circuit, { accumulatedMs: 0, runningSince: null }, 0)).toMatchObject({
      kindLabel: 'Circuit',
      detail: '3 rounds',
      digits: '0:00',
    })
    expect(classFace(circuit, { accumulatedMs: 0, runningSince: 0 }, 4_200)).toMatchObject({
      phaseLabel: 'Work',
      digits: '0:04',
    })
  })

  it('writes times as m:ss, and h:mm:ss past an hour, rounding as each clock counts', () => {
    expect(clockDigits(0, true)).toBe('0:00')
    expect(clockDigits(9_999, true)).toBe('0:09')
    expect(clockDigits(9_001, false)).toBe('0:10')
    expect(clockDigits(3_723_000, true)).toBe('1:02:03')
    expect(clockDigits(-5, false)).toBe('0:00')
  })
})
