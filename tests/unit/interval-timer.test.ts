import { describe, expect, it } from 'vitest'
import {
  cueSchedule,
  cuesBetween,
  displaySeconds,
  elapsedMs,
  formatTimer,
  type IntervalConfig,
  type IntervalCue,
  type IntervalEvent,
  intervalSnapshot,
  normalizeConfig,
  phaseAt,
  totalMs,
} from '~/shared/rules/interval-timer'

const T0 = 1_700_000_000_000
const s = (seconds: number) => seconds * 1000
const config: IntervalConfig = { workSeconds: 20, restSeconds: 10, rounds: 3 }

/**
 * A fake clock and a screen that polls the pure functions every `pollMs`, playing what
 * `cuesBetween` says, the way the kiosk hook does.
 */
function screen(cfg: IntervalConfig, pollMs = 100) {
  let now = T0
  let lastLook = T0
  const events: IntervalEvent[] = []
  const heard: { kind: IntervalCue['kind']; at: number; round: number }[] = []
  const look = () => {
    for (const cue of cuesBetween(cfg, events, lastLook, now)) {
      heard.push({ kind: cue.kind, at: now - T0, round: cue.round })
    }
    lastLook = now
  }
  const api = {
    events,
    heard,
    get now() {
      return now
    },
    send(type: IntervalEvent['type']) {
      events.push({ type, at: now } as IntervalEvent)
      // As the hook does: a start's own instant is inside the first window it looks at.
      if (type === 'start') lastLook = now - 1
      look()
      return api
    },
    advance(ms: number) {
      const end = now + ms
      while (now < end) {
        now = Math.min(end, now + pollMs)
        look()
      }
      return api
    },
    snapshot() {
      return intervalSnapshot(cfg, events, now)
    },
  }
  return api
}

describe('the interval timer’s shape', () => {
  it('lasts a 3 s lead-in plus every work and the rests between them (none after the last)', () => {
    expect(totalMs(config)).toBe(s(3 + 3 * 20 + 2 * 10))
    expect(totalMs({ workSeconds: 30, restSeconds: 0, rounds: 1 })).toBe(s(33))
  })

  it('walks Get ready, Work, Rest, Work, Rest, Work, Done by running time', () => {
    expect(phaseAt(config, 0)).toEqual({
      phase: 'ready',
      round: 1,
      remainingMs: s(3),
      phaseMs: s(3),
    })
    expect(phaseAt(config, s(2.5))).toMatchObject({ phase: 'ready', remainingMs: 500 })
    expect(phaseAt(config, s(3))).toEqual({
      phase: 'work',
      round: 1,
      remainingMs: s(20),
      phaseMs: s(20),
    })
    expect(phaseAt(config, s(22.999))).toMatchObject({ phase: 'work', round: 1, remainingMs: 1 })
    expect(phaseAt(config, s(23))).toEqual({
      phase: 'rest',
      round: 1,
      remainingMs: s(10),
      phaseMs: s(10),
    })
    expect(phaseAt(config, s(33))).toMatchObject({ phase: 'work', round: 2, remainingMs: s(20) })
    expect(phaseAt(config, s(53))).toMatchObject({ phase: 'rest', round: 2 })
    expect(phaseAt(config, s(63))).toMatchObject({ phase: 'work', round: 3 })
    expect(phaseAt(config, s(82.9))).toMatchObject({ phase: 'work', round: 3, remainingMs: 100 })
    expect(phaseAt(config, s(83))).toEqual({ phase: 'done', round: 3, remainingMs: 0, phaseMs: 0 })
    expect(phaseAt(config, s(500))).toMatchObject({ phase: 'done', round: 3 })
  })

  it('skips the rest phase entirely when rest is 0 seconds', () => {
    const noRest = { workSeconds: 10, restSeconds: 0, rounds: 2 }
    expect(phaseAt(noRest, s(12.9))).toMatchObject({ phase: 'work', round: 1 })
    expect(phaseAt(noRest, s(13))).toMatchObject({ phase: 'work', round: 2, remainingMs: s(10) })
    expect(cueSchedule(noRest).map((c) => c.kind)).toEqual([
      'tick',
      'tick',
      'tick',
      'work',
      'work',
      'finish',
    ])
  })

  it('schedules 3-2-1 ticks before every work phase, and work, rest and finish cues', () => {
    expect(cueSchedule(config).map((c) => [c.kind, c.atElapsedMs / 1000, c.round])).toEqual([
      ['tick', 0, 1],
      ['tick', 1, 1],
      ['tick', 2, 1],
      ['work', 3, 1],
      ['rest', 23, 1],
      ['tick', 30, 2],
      ['tick', 31, 2],
      ['tick', 32, 2],
      ['work', 33, 2],
      ['rest', 53, 2],
      ['tick', 60, 3],
      ['tick', 61, 3],
      ['tick', 62, 3],
      ['work', 63, 3],
      ['finish', 83, 3],
    ])
  })

  it('never puts a tick on top of the rest cue when the rest is 3 s or shorter', () => {
    const short = { workSeconds: 5, restSeconds: 2, rounds: 2 }
    const kinds = cueSchedule(short).map((c) => `${c.kind}@${c.atElapsedMs / 1000}`)
    expect(kinds).toEqual([
      'tick@0',
      'tick@1',
      'tick@2',
      'work@3',
      'rest@8',
      'tick@9',
      'work@10',
      'finish@15',
    ])
  })

  it('clamps a config to whole numbers within the limits, falling back to defaults', () => {
    expect(normalizeConfig({ workSeconds: 2, restSeconds: -5, rounds: 500 })).toEqual({
      workSeconds: 5,
      restSeconds: 0,
      rounds: 99,
    })
    expect(normalizeConfig({ workSeconds: 32.6, restSeconds: Number.NaN })).toEqual({
      workSeconds: 33,
      restSeconds: 20,
      rounds: 8,
    })
  })

  it('shows whole seconds rounded up, m:ss for phases and a bare digit for the lead-in', () => {
    expect(displaySeconds(20_000)).toBe(20)
    expect(displaySeconds(19_001)).toBe(20)
    expect(displaySeconds(1)).toBe(1)
    expect(displaySeconds(0)).toBe(0)
    expect(formatTimer(2_400, 'ready')).toBe('3')
    expect(formatTimer(40_000, 'work')).toBe('0:40')
    expect(formatTimer(725_000, 'rest')).toBe('12:05')
    expect(formatTimer(0, 'done')).toBe('0:00')
  })
})

describe('the interval timer against a clock', () => {
  it('is idle with nothing sent, and after a reset', () => {
    const idle = intervalSnapshot(config, [], T0)
    expect(idle).toMatchObject({ status: 'idle', phase: 'idle', round: 1, elapsedMs: 0 })
    const events: IntervalEvent[] = [
      { type: 'start', at: T0 },
      { type: 'reset', at: T0 + s(10) },
    ]
    expect(intervalSnapshot(config, events, T0 + s(20))).toMatchObject({ status: 'idle' })
    expect(cuesBetween(config, events, T0 + s(10), T0 + s(40))).toEqual([])
  })

  it('plays the whole sequence at the right instants when polled every 100 ms', () => {
    const t = screen(config).send('start')
    t.advance(s(90))
    expect(t.heard.map((h) => [h.kind, h.at / 1000])).toEqual([
      ['tick', 0],
      ['tick', 1],
      ['tick', 2],
      ['work', 3],
      ['rest', 23],
      ['tick', 30],
      ['tick', 31],
      ['tick', 32],
      ['work', 33],
      ['rest', 53],
      ['tick', 60],
      ['tick', 61],
      ['tick', 62],
      ['work', 63],
      ['finish', 83],
    ])
    expect(t.snapshot()).toMatchObject({
      status: 'done',
      phase: 'done',
      remainingMs: 0,
      elapsedMs: s(83),
    })
  })

  it('keeps time by the clock, not by the number of polls: one late look sees the right phase', () => {
    const events: IntervalEvent[] = [{ type: 'start', at: T0 }]
    expect(intervalSnapshot(config, events, T0 + s(40))).toMatchObject({
      status: 'running',
      phase: 'work',
      round: 2,
      remainingMs: s(13),
    })
    // A screen that was asleep for 40 s is told every cue it missed, in order.
    expect(cuesBetween(config, events, T0 + s(2.5), T0 + s(40)).map((c) => c.kind)).toEqual([
      'work',
      'rest',
      'tick',
      'tick',
      'tick',
      'work',
    ])
  })

  it('freezes while paused and carries on from the same point after resume', () => {
    const t = screen(config).send('start').advance(s(10))
    expect(t.snapshot()).toMatchObject({ phase: 'work', remainingMs: s(13) })
    t.send('pause').advance(s(60))
    expect(t.snapshot()).toMatchObject({
      status: 'paused',
      phase: 'work',
      round: 1,
      remainingMs: s(13),
      elapsedMs: s(10),
    })
    const heardBeforeResume = t.heard.length
    t.send('resume')
    expect(t.heard.length).toBe(heardBeforeResume)
    t.advance(s(12.9))
    expect(t.snapshot()).toMatchObject({ status: 'running', phase: 'work', remainingMs: 100 })
    t.advance(100)
    expect(t.snapshot()).toMatchObject({ phase: 'rest', round: 1 })
    expect(t.heard.at(-1)).toEqual({ kind: 'rest', at: s(83), round: 1 })
  })

  it('sounds a cue once when paused exactly on it, not again on resume', () => {
    const t = screen(config).send('start').advance(s(3))
    expect(t.heard.at(-1)).toMatchObject({ kind: 'work', at: s(3) })
    const count = t.heard.length
    t.send('pause').advance(s(5)).send('resume').advance(s(1))
    expect(t.heard.length).toBe(count)
    expect(t.snapshot()).toMatchObject({ phase: 'work', remainingMs: s(19) })
  })

  it('survives several pauses, counting only running time', () => {
    const t = screen(config).send('start')
    for (let i = 0; i < 4; i++) t.advance(s(5)).send('pause').advance(s(30)).send('resume')
    expect(t.snapshot()).toMatchObject({ elapsedMs: s(20), phase: 'work', remainingMs: s(3) })
    expect(elapsedMs(config, t.events, t.now)).toBe(s(20))
  })

  it('ignores events that do not fit: a second start, pause twice, resume while running', () => {
    const events: IntervalEvent[] = [
      { type: 'start', at: T0 },
      { type: 'start', at: T0 + s(5) },
      { type: 'resume', at: T0 + s(6) },
      { type: 'pause', at: T0 + s(10) },
      { type: 'pause', at: T0 + s(12) },
      { type: 'resume', at: T0 + s(20) },
      { type: 'resume', at: T0 + s(25) },
    ]
    expect(elapsedMs(config, events, T0 + s(30))).toBe(s(20))
  })

  it('ignores an event older than one already applied', () => {
    const events: IntervalEvent[] = [
      { type: 'start', at: T0 },
      { type: 'pause', at: T0 + s(10) },
      { type: 'resume', at: T0 + s(5) },
    ]
    expect(intervalSnapshot(config, events, T0 + s(30))).toMatchObject({
      status: 'paused',
      elapsedMs: s(10),
    })
  })

  it('stays done after the end: pausing changes nothing and Start needs a reset', () => {
    const events: IntervalEvent[] = [
      { type: 'start', at: T0 },
      { type: 'pause', at: T0 + s(100) },
      { type: 'start', at: T0 + s(110) },
    ]
    expect(intervalSnapshot(config, events, T0 + s(120))).toMatchObject({
      status: 'done',
      elapsedMs: s(83),
    })
    const again: IntervalEvent[] = [
      ...events,
      { type: 'reset', at: T0 + s(130) },
      { type: 'start', at: T0 + s(131) },
    ]
    expect(intervalSnapshot(config, again, T0 + s(135))).toMatchObject({
      status: 'running',
      phase: 'work',
      elapsedMs: s(4),
    })
    expect(cuesBetween(config, again, T0 + s(130), T0 + s(135)).map((c) => c.kind)).toEqual([
      'tick',
      'tick',
      'tick',
      'work',
    ])
  })

  it('says nothing for an empty or backwards window', () => {
    const events: IntervalEvent[] = [{ type: 'start', at: T0 }]
    expect(cuesBetween(config, events, T0 + s(3), T0 + s(3))).toEqual([])
    expect(cuesBetween(config, events, T0 + s(5), T0 + s(1))).toEqual([])
  })

  it('plays the same cues however coarsely it is polled, each within one poll of its instant', () => {
    const schedule = cueSchedule(config).map((c) => c.atElapsedMs)
    const fine = screen(config, 16).send('start').advance(s(100))
    const coarse = screen(config, 1000).send('start').advance(s(100))
    expect(coarse.heard.map((h) => h.kind)).toEqual(fine.heard.map((h) => h.kind))
    expect(coarse.heard.map((h) => h.at)).toEqual(schedule)
    fine.heard.forEach((h, i) => {
      expect(h.at).toBeGreaterThanOrEqual(schedule[i]!)
      expect(h.at - schedule[i]!).toBeLessThan(16)
    })
  })
})
