import { describe, expect, it } from 'vitest'
import { builtinCatalogue } from '~/server/catalogue/content'
import {
  initialTracker,
  perSideUnit,
  remainingSeconds,
  restoreTracker,
  sideLabel,
  stepTracker,
  SWITCH_SIDES_SECONDS,
  TIMED_MOVEMENT_KEYS,
  timedKind,
  type TrackerEffect,
  type TrackerEvent,
  type TrackerState,
  trackerConfig,
} from '~/shared/rules/tracker'

/** Drives the machine with a fake clock, collecting every effect. */
function run(state: TrackerState) {
  let now = 1_000_000
  let ids = 0
  const effects: TrackerEffect[] = []
  const api = {
    get state() {
      return state
    },
    effects,
    send(type: TrackerEvent['type']) {
      const out = stepTracker(state, { type, now, id: `id-${++ids}` } as TrackerEvent)
      state = out.state
      effects.push(...out.effects)
      return api
    },
    /** Advances the clock, ticking every second like the UI would (or not at all). */
    advance(ms: number, tickEvery = 1000) {
      const end = now + ms
      while (now < end) {
        now = Math.min(end, now + tickEvery)
        api.send('tick')
      }
      return api
    },
    seconds(which: 'work' | 'rest') {
      return remainingSeconds(state[which], now)
    },
  }
  return api
}

describe('tracker configuration (docs/product.md#tracker)', () => {
  it('counts reps toward numeric reps, the first number of text reps, or 10', () => {
    expect(trackerConfig({ sets: 3, reps: 12 })).toMatchObject({
      mode: 'reps',
      targetReps: 12,
      sets: 3,
      restSeconds: 30,
    })
    expect(trackerConfig({ reps: '8-12' })).toMatchObject({ mode: 'reps', targetReps: 8 })
    expect(trackerConfig({ reps: 'max' })).toMatchObject({ mode: 'reps', targetReps: 10, sets: 1 })
  })
  it("is timed when the reps text mentions 'second', taking its number as the duration", () => {
    expect(trackerConfig({ reps: '45 seconds' })).toMatchObject({ mode: 'timed', workSeconds: 45 })
    expect(trackerConfig({ reps: 'Hold for seconds' })).toMatchObject({
      mode: 'timed',
      workSeconds: 30,
    })
  })
  it('is timed when the exercise has a duration', () => {
    expect(trackerConfig({ reps: '10', duration: 20, restTime: 90 })).toMatchObject({
      mode: 'timed',
      workSeconds: 20,
      restSeconds: 90,
    })
  })
  it('uses the explore defaults: 3 sets, 8-12 reps, 60 s rest', () => {
    expect(trackerConfig({}, { explore: true })).toMatchObject({
      sets: 3,
      mode: 'reps',
      targetReps: 8,
      restSeconds: 60,
    })
  })
})

describe('rep mode', () => {
  it('adds a rep per tap, then offers the rest timer while sets remain', () => {
    const t = run(initialTracker(trackerConfig({ sets: 2, reps: 3, restTime: 20 })))
    t.send('tap').send('tap')
    expect(t.state).toMatchObject({ phase: 'working', set: 1, reps: 2 })
    t.send('tap')
    expect(t.state).toMatchObject({ phase: 'setDone', set: 1, reps: 3 })
    t.send('tap')
    expect(t.state.reps).toBe(3) // no reps beyond the target
    t.send('startRest')
    expect(t.state).toMatchObject({ phase: 'resting', set: 2, reps: 0 })
    expect(t.seconds('rest')).toBe(20)
    expect(t.effects).toEqual(['rep', 'rep', 'rep', 'setCompleted', 'restStarted'])
  })

  it('finishes after the last set', () => {
    const t = run(initialTracker(trackerConfig({ sets: 1, reps: 2 })))
    t.send('tap').send('tap')
    expect(t.state.phase).toBe('finished')
    expect(t.effects).toContain('exerciseFinished')
    t.send('tap').send('startRest')
    expect(t.state.phase).toBe('finished')
  })
})

describe('timed mode', () => {
  it('starts and pauses on tap and ends the set at zero, starting rest by itself', () => {
    const t = run(initialTracker(trackerConfig({ sets: 2, reps: '5 seconds', restTime: 10 })))
    t.send('tap')
    t.advance(2000)
    expect(t.seconds('work')).toBe(3)
    t.send('tap') // pause
    t.advance(10_000)
    expect(t.seconds('work')).toBe(3)
    t.send('tap') // resume
    t.advance(3000)
    expect(t.state).toMatchObject({ phase: 'resting', set: 2 })
    expect(t.seconds('rest')).toBe(10)
    expect(t.effects).toEqual(['setCompleted', 'restStarted'])
  })

  it('keeps time by the clock when ticks are late or missing (a backgrounded tab)', () => {
    const t = run(initialTracker(trackerConfig({ sets: 2, duration: 30, restTime: 30 })))
    t.send('tap')
    t.advance(29_000, 29_000) // one late tick
    expect(t.seconds('work')).toBe(1)
    t.advance(5_000, 5_000)
    expect(t.state).toMatchObject({ phase: 'resting', set: 2 })
    // The rest began when the late tick noticed; it is still a full rest from there.
    expect(t.seconds('rest')).toBe(30)
  })

  it('finishes the exercise when the last timed set reaches zero', () => {
    const t = run(initialTracker(trackerConfig({ sets: 1, duration: 3 })))
    t.send('tap').advance(3000)
    expect(t.state.phase).toBe('finished')
    expect(t.effects).toEqual(['setCompleted', 'exerciseFinished'])
  })
})

describe('rest', () => {
  function resting() {
    const t = run(initialTracker(trackerConfig({ sets: 3, reps: 1, restTime: 30 })))
    return t.send('tap').send('startRest')
  }

  it('counts down and completes at zero with the rest-completed effect', () => {
    const t = resting().advance(29_000)
    expect(t.seconds('rest')).toBe(1)
    t.advance(1000)
    expect(t.state.phase).toBe('ready')
    expect(t.effects.at(-1)).toBe('restCompleted')
    t.send('tap')
    expect(t.state).toMatchObject({ phase: 'setDone', set: 2, reps: 1 })
  })

  it('pauses, resumes and resets', () => {
    const t = resting().advance(10_000)
    t.send('pauseRest').advance(60_000)
    expect(t.seconds('rest')).toBe(20)
    expect(t.state.phase).toBe('resting')
    t.send('resumeRest').advance(5000)
    expect(t.seconds('rest')).toBe(15)
    t.send('resetRest')
    expect(t.seconds('rest')).toBe(30)
    expect(t.state.rest.running).toBe(false)
    t.send('resumeRest').advance(30_000)
    expect(t.state.phase).toBe('ready')
  })

  it('skips straight to the next set without the rest-completed effect', () => {
    const t = resting().send('skipRest')
    expect(t.state).toMatchObject({ phase: 'ready', set: 2, reps: 0 })
    expect(t.effects).not.toContain('restCompleted')
    t.advance(60_000)
    expect(t.effects).not.toContain('restCompleted')
  })

  it('ignores rest controls outside a rest', () => {
    const t = run(initialTracker(trackerConfig({ sets: 2, reps: 5 })))
    for (const e of ['pauseRest', 'resumeRest', 'resetRest', 'skipRest', 'startRest'] as const)
      t.send(e)
    expect(t.state).toMatchObject({ phase: 'working', set: 1, reps: 0 })
  })
})

describe('the sets it notes for the set log', () => {
  it('notes each finished set with its number, reps and the id of the event that finished it', () => {
    const t = run(initialTracker(trackerConfig({ sets: 2, reps: 2, restTime: 10 })))
    t.send('tap').send('tap').send('startRest').send('skipRest').send('tap').send('tap')
    expect(t.state.phase).toBe('finished')
    expect(
      t.state.done.map(({ clientId, setNumber, side, reps }) => ({
        clientId,
        setNumber,
        side,
        reps,
      })),
    ).toEqual([
      { clientId: 'id-2', setNumber: 1, side: null, reps: 2 },
      { clientId: 'id-6', setNumber: 2, side: null, reps: 2 },
    ])
  })

  it('notes a hold with the seconds held', () => {
    const t = run(initialTracker(trackerConfig({ sets: 1, reps: '5 seconds' })))
    t.send('tap').advance(5000)
    expect(t.state.done).toMatchObject([{ setNumber: 1, side: null, seconds: 5 }])
    expect(t.state.done[0]!.reps).toBeUndefined()
  })
})

describe('per-side exercises', () => {
  it("reads 'per leg', 'per side', 'per arm' and 'each side' from the reps text", () => {
    expect(perSideUnit('10 per leg')).toBe('leg')
    expect(perSideUnit('3 per side')).toBe('side')
    expect(perSideUnit('30 seconds per side')).toBe('side')
    expect(perSideUnit('5 each arm')).toBe('arm')
    expect(perSideUnit('10 each direction')).toBeNull()
    expect(perSideUnit('12')).toBeNull()
    expect(perSideUnit(null)).toBeNull()
    expect(sideLabel('leg', 'left')).toBe('Left leg')
    expect(sideLabel('side', 'right')).toBe('Right side')
    expect(trackerConfig({ reps: '10 per leg' })).toMatchObject({ targetReps: 10, perSide: 'leg' })
  })

  it("reads the older '40 seconds (switch sides at 20)' as 20 s per side", () => {
    expect(perSideUnit('40 seconds (switch sides at 20)')).toBe('side')
    expect(perSideUnit('60 seconds (switch legs at 30)')).toBe('leg')
    expect(trackerConfig({ reps: '40 seconds (switch sides at 20)', duration: 30 })).toMatchObject({
      mode: 'timed',
      workSeconds: 20,
      perSide: 'side',
    })
    expect(trackerConfig({ reps: '20 seconds per side' })).toMatchObject({
      mode: 'timed',
      workSeconds: 20,
      perSide: 'side',
    })
  })

  it('runs every built-in timed exercise of a workout that switches sides per side', () => {
    for (const workout of builtinCatalogue.workouts) {
      for (const entry of workout.exercises) {
        if (/switch/i.test(entry.reps)) expect.fail(`${workout.key}: ${entry.reps}`)
      }
    }
  })

  it('counts the left side to the target, then the right, and notes one set per side', () => {
    const t = run(initialTracker(trackerConfig({ sets: 2, reps: '2 per leg', restTime: 10 })))
    expect(t.state).toMatchObject({ side: 'left', reps: 0 })
    t.send('tap').send('tap')
    expect(t.state).toMatchObject({ phase: 'working', set: 1, side: 'right', reps: 0 })
    expect(t.effects).toEqual(['rep', 'rep', 'sideCompleted'])
    t.send('tap').send('tap')
    expect(t.state).toMatchObject({ phase: 'setDone', set: 1, side: 'right', reps: 2 })
    t.send('startRest')
    expect(t.state).toMatchObject({ phase: 'resting', set: 2, side: 'left', reps: 0 })
    t.send('skipRest').send('tap').send('tap').send('tap').send('tap')
    expect(t.state.phase).toBe('finished')
    expect(t.state.done.map((d) => [d.setNumber, d.side, d.reps])).toEqual([
      [1, 'left', 2],
      [1, 'right', 2],
      [2, 'left', 2],
      [2, 'right', 2],
    ])
  })

  it("times the left side, shows 'Switch sides' for 5 s, then times the right side by itself and rests", () => {
    const t = run(
      initialTracker(trackerConfig({ sets: 2, reps: '5 seconds per side', restTime: 10 })),
    )
    t.send('tap').advance(5000)
    expect(t.state).toMatchObject({ phase: 'switching', set: 1, side: 'right' })
    expect(t.effects).toEqual(['sideCompleted'])
    expect(remainingSeconds(t.state.switching!, 1_005_000)).toBe(SWITCH_SIDES_SECONDS)
    // A tap on the circle does nothing to the right side's countdown until the switch is over.
    expect(t.state.work.running).toBe(false)
    t.advance(SWITCH_SIDES_SECONDS * 1000)
    expect(t.state).toMatchObject({ phase: 'working', set: 1, side: 'right' })
    expect(t.state.switching).toBeUndefined()
    expect(t.state.work.running).toBe(true)
    expect(t.effects).toEqual(['sideCompleted', 'sideStarted'])
    t.advance(5000)
    expect(t.state).toMatchObject({ phase: 'resting', set: 2, side: 'left' })
    expect(t.effects).toEqual(['sideCompleted', 'sideStarted', 'setCompleted', 'restStarted'])
    expect(t.state.done.map((d) => [d.setNumber, d.side, d.seconds])).toEqual([
      [1, 'left', 5],
      [1, 'right', 5],
    ])
    // The second set switches sides the same way, and the last side finishes the exercise.
    t.send('skipRest')
      .send('tap')
      .advance(5000)
      .advance(SWITCH_SIDES_SECONDS * 1000)
      .advance(5000)
    expect(t.state.phase).toBe('finished')
    expect(t.state.done.map((d) => [d.setNumber, d.side])).toEqual([
      [1, 'left'],
      [1, 'right'],
      [2, 'left'],
      [2, 'right'],
    ])
  })

  it("cancels 'Switch sides' with a tap: the right side then waits for its own tap", () => {
    const t = run(initialTracker(trackerConfig({ sets: 1, reps: '5 seconds per side' })))
    t.send('tap').advance(5000).advance(2000)
    expect(t.state.phase).toBe('switching')
    t.send('tap')
    expect(t.state).toMatchObject({ phase: 'working', side: 'right' })
    expect(t.state.switching).toBeUndefined()
    t.advance(10_000)
    expect(t.state.work.running).toBe(false)
    expect(t.seconds('work')).toBe(5)
    t.send('tap').advance(5000)
    expect(t.state.phase).toBe('finished')
    expect(t.effects).toEqual(['sideCompleted', 'setCompleted', 'exerciseFinished'])
  })

  it('times the right side from the end of the switch, not from a late tick', () => {
    const t = run(initialTracker(trackerConfig({ sets: 1, reps: '20 seconds per side' })))
    t.send('tap').advance(20_000)
    // A backgrounded tab: the next tick comes 15 s later, 10 s into the right side.
    t.advance(15_000, 15_000)
    expect(t.state).toMatchObject({ phase: 'working', side: 'right' })
    expect(t.seconds('work')).toBe(10)
  })

  it('switches sides only for a timed per-side set: a rep set goes to the right side at once', () => {
    const t = run(initialTracker(trackerConfig({ sets: 1, reps: '1 per leg' })))
    t.send('tap')
    expect(t.state).toMatchObject({ phase: 'working', side: 'right', reps: 0 })
    expect(t.state.switching).toBeUndefined()
  })
})

describe('restoring a tracker kept on the device', () => {
  const config = trackerConfig({ sets: 3, reps: 5, restTime: 30 })

  it('takes back the set, the reps and the finished sets when the targets are the same', () => {
    const t = run(initialTracker(config))
    t.send('tap').send('tap').send('tap').send('tap').send('tap').send('startRest').send('skipRest')
    t.send('tap').send('tap')
    const kept = JSON.parse(JSON.stringify(t.state)) as unknown
    const back = restoreTracker(config, kept)
    expect(back).toMatchObject({ phase: 'working', set: 2, reps: 2 })
    expect(back.done).toEqual(t.state.done)
  })

  it("comes back to 'Switch sides' and starts the right side when its count ran out meanwhile", () => {
    const sides = trackerConfig({ sets: 1, reps: '5 seconds per side' })
    const t = run(initialTracker(sides)).send('tap').advance(5000)
    const back = restoreTracker(sides, JSON.parse(JSON.stringify(t.state)) as unknown)
    expect(back).toMatchObject({ phase: 'switching', side: 'right' })
    const later = stepTracker(back, { type: 'tick', now: 1_005_000 + 6000 })
    expect(later.state).toMatchObject({ phase: 'working', side: 'right' })
    expect(later.effects).toEqual(['sideStarted'])
    // A kept 'Switch sides' without its count is malformed: afresh.
    expect(restoreTracker(sides, { ...t.state, switching: undefined })).toEqual(
      initialTracker(sides),
    )
  })

  it('starts afresh when the targets changed or what was kept is malformed', () => {
    const t = run(initialTracker(config)).send('tap')
    const other = trackerConfig({ sets: 3, reps: 8, restTime: 30 })
    expect(restoreTracker(other, t.state)).toEqual(initialTracker(other))
    for (const bad of [null, 'x', 42, { ...t.state, set: 9 }, { ...t.state, done: 'x' }, {}])
      expect(restoreTracker(config, bad)).toEqual(initialTracker(config))
  })
})

describe('timed work or a hold', () => {
  /** Every built-in exercise that some built-in workout, or its own numbers, times. */
  function builtinTimed() {
    const { exercises, workouts } = builtinCatalogue
    const timedIn = (reps: string | null | undefined, duration?: number | null) =>
      trackerConfig({ reps, duration }).mode === 'timed'
    return exercises.filter(
      (e) =>
        timedIn(e.reps, e.duration) ||
        workouts.some((w) =>
          w.exercises.some((x) => x.exercise === e.key && timedIn(x.reps, e.duration)),
        ),
    )
  }

  it('is work for cardio and the listed built-in movement, a hold for everything else', () => {
    expect(timedKind({ category: 'cardio', demo: null })).toBe('work')
    expect(timedKind({ category: 'flexibility', demo: 'wrist-prep' })).toBe('work')
    expect(timedKind({ category: 'flexibility', demo: 'couch-stretch' })).toBe('hold')
    expect(timedKind({ category: 'core', demo: null })).toBe('hold')
  })

  it('sorts every timed exercise of the built-in catalogue as this list says', () => {
    const timed = builtinTimed()
    const work = timed
      .filter((e) => timedKind({ category: e.category ?? '', demo: e.key }) === 'work')
      .map((e) => e.key)
      .sort()
    expect(work).toEqual([...TIMED_MOVEMENT_KEYS].sort())
    // The holds, for the record: reviewing a new timed exercise means adding it to one side.
    const names = timed.map((e) => e.name)
    for (const hold of ['Side Plank', 'Plank', 'Dead Hang', 'Couch Stretch', "Child's Pose"])
      expect(names).toContain(hold)
    expect(timed.length).toBeGreaterThan(40)
  })
})
