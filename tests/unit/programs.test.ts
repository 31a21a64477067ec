// Programs (docs/product.md#programs): the scheduling rule (the next day from the start day, the
// days a week, what was done, a pause, the end), what leads Daily, and built-in programs an
// athlete can follow (real built-in workouts, a target every week).
import { describe, expect, it } from 'vitest'
import { builtinCatalogue } from '~/server/catalogue/content'
import { BUILTIN_PROGRAMS } from '~/server/catalogue/programs'
import { addDays } from '~/shared/rules/days'
import {
  dailyLead,
  gapAfter,
  nextPlanWorkout,
  programDayLabel,
  programPosition,
  startDayInWindow,
  trainingDaysPerWeek,
  WEEK_LAYOUTS,
  weekAndDay,
  weekTargetLabel,
} from '~/shared/rules/programs'

const START = '2025-06-02' // a Monday
const A = 11
const B = 22
const two = { weeks: 2, sessions: [A, B], startDay: START, pausedOn: null }

describe('the schedule', () => {
  it('spreads 2 to 6 days over a week, the gaps adding up to seven', () => {
    for (let n = 2; n <= 6; n += 1) {
      expect(WEEK_LAYOUTS[n]).toHaveLength(n)
      const gaps = Array.from({ length: n }, (_, i) => gapAfter(i, n))
      expect(gaps.reduce((a, b) => a + b, 0)).toBe(7)
      expect(gaps.every((g) => g >= 1)).toBe(true)
    }
    expect([0, 1, 2].map((i) => gapAfter(i, 3))).toEqual([2, 2, 3])
  })

  it('takes the days a week as 2-6, 3 when unset', () => {
    expect(trainingDaysPerWeek(null)).toBe(3)
    expect(trainingDaysPerWeek(undefined)).toBe(3)
    expect(trainingDaysPerWeek(1)).toBe(2)
    expect(trainingDaysPerWeek(7)).toBe(6)
    expect(trainingDaysPerWeek(4)).toBe(4)
  })

  it('numbers days week by week', () => {
    expect(weekAndDay(0, 3)).toEqual({ week: 1, day: 1 })
    expect(weekAndDay(5, 3)).toEqual({ week: 2, day: 3 })
    expect(weekAndDay(5, 5)).toEqual({ week: 2, day: 1 })
    expect(programDayLabel(2, 3)).toBe('Week 2 · Day 3')
  })
})

describe('the next day', () => {
  it('is Week 1 · Day 1 on the start day, due', () => {
    const p = programPosition({ ...two, daysPerWeek: 3, today: START, completions: [] })
    expect(p).toMatchObject({ state: 'due', week: 1, day: 1, workoutId: A, dueDay: START })
    expect(p).toMatchObject({ done: 0, total: 6 })
  })

  it('is upcoming before a later start', () => {
    const p = programPosition({
      ...two,
      daysPerWeek: 3,
      today: addDays(START, -2),
      completions: [],
    })
    expect(p).toMatchObject({ state: 'upcoming', week: 1, day: 1, dueDay: START })
  })

  it('moves on once the day is done, to a day the gap later (a rest day in between)', () => {
    const completions = [{ workoutId: A, day: START }]
    const p = programPosition({ ...two, daysPerWeek: 3, today: START, completions })
    expect(p).toMatchObject({ state: 'upcoming', week: 1, day: 2, workoutId: B })
    expect(p).toMatchObject({ dueDay: addDays(START, 2), done: 1 })
    const later = programPosition({ ...two, daysPerWeek: 3, today: addDays(START, 2), completions })
    expect(later.state).toBe('due')
  })

  it('follows the days a week: 2 a week is three days, then four', () => {
    const completions = [
      { workoutId: A, day: START },
      { workoutId: B, day: addDays(START, 3) },
    ]
    const p = programPosition({ ...two, daysPerWeek: 2, today: START, completions })
    expect(p).toMatchObject({ week: 2, day: 1, workoutId: A, dueDay: addDays(START, 7) })
  })

  it('counts a day only when its workout was completed on or after its scheduled day', () => {
    // Before the start, and Day 2's workout a day early: neither counts.
    const early = [
      { workoutId: A, day: addDays(START, -1) },
      { workoutId: A, day: START },
      { workoutId: B, day: addDays(START, 1) },
    ]
    const p = programPosition({
      ...two,
      daysPerWeek: 3,
      today: addDays(START, 2),
      completions: early,
    })
    expect(p).toMatchObject({ state: 'due', week: 1, day: 2, workoutId: B, done: 1 })
    // The other workout does not count for a day either.
    const wrong = [{ workoutId: B, day: START }]
    expect(
      programPosition({ ...two, daysPerWeek: 3, today: START, completions: wrong }),
    ).toMatchObject({ week: 1, day: 1, done: 0 })
  })

  it('waits for a late day and schedules the rest from when it was done', () => {
    // Day 2 was due on the 4th and done on the 9th: Day 3 is due two days after that.
    const completions = [
      { workoutId: A, day: START },
      { workoutId: B, day: addDays(START, 7) },
    ]
    const p = programPosition({ ...two, daysPerWeek: 3, today: addDays(START, 7), completions })
    expect(p).toMatchObject({ week: 1, day: 3, workoutId: A, dueDay: addDays(START, 9) })
  })

  it('uses each completion once: a workout repeated later in the program needs its own day', () => {
    const completions = [{ workoutId: A, day: START }]
    const p = programPosition({
      weeks: 1,
      sessions: [A],
      startDay: START,
      pausedOn: null,
      daysPerWeek: 2,
      today: addDays(START, 3),
      completions,
    })
    expect(p).toMatchObject({ week: 1, day: 2, done: 1, state: 'due' })
  })

  it('pauses: nothing is due, and on resuming the next day is due at once', () => {
    const completions = [{ workoutId: A, day: START }]
    const paused = programPosition({
      ...two,
      pausedOn: addDays(START, 1),
      daysPerWeek: 3,
      today: addDays(START, 10),
      completions,
    })
    expect(paused).toMatchObject({ state: 'paused', week: 1, day: 2, dueDay: null, done: 1 })
    // Resumed ten days later: Day 2 is due that day, not ten days late, and Day 3 two days after.
    const resumed = addDays(START, 11)
    const back = programPosition({ ...two, daysPerWeek: 3, today: resumed, completions })
    expect(back).toMatchObject({ state: 'due', week: 1, day: 2 })
    const after = programPosition({
      ...two,
      daysPerWeek: 3,
      today: resumed,
      completions: [...completions, { workoutId: B, day: resumed }],
    })
    expect(after).toMatchObject({ state: 'upcoming', week: 1, day: 3, dueDay: addDays(resumed, 2) })
  })

  it('finishes after the last day of the last week', () => {
    const days = [0, 2, 4, 7, 9, 11].map((d) => addDays(START, d))
    const completions = days.map((day, i) => ({ workoutId: i % 2 === 0 ? A : B, day }))
    const p = programPosition({ ...two, daysPerWeek: 3, today: days[5]!, completions })
    expect(p).toEqual({ state: 'finished', done: 6, total: 6, finishedOn: days[5] })
    const short = programPosition({
      ...two,
      daysPerWeek: 3,
      today: days[5]!,
      completions: completions.slice(0, 5),
    })
    expect(short).toMatchObject({ state: 'due', week: 2, day: 3, done: 5 })
  })
})

describe('what leads Daily', () => {
  it('is the only one there is, or the athlete’s choice (their program until they choose)', () => {
    expect(dailyLead({ hasProgram: false, hasPlan: false, choice: null })).toBeNull()
    expect(dailyLead({ hasProgram: true, hasPlan: false, choice: 'plan' })).toBe('program')
    expect(dailyLead({ hasProgram: false, hasPlan: true, choice: 'program' })).toBe('plan')
    expect(dailyLead({ hasProgram: true, hasPlan: true, choice: null })).toBe('program')
    expect(dailyLead({ hasProgram: true, hasPlan: true, choice: 'plan' })).toBe('plan')
  })

  it('leads a plan with the workout after the one done last, round again after the last', () => {
    expect(nextPlanWorkout([], new Map())).toBeNull()
    expect(nextPlanWorkout([1, 2, 3], new Map())).toEqual({ index: 0, workoutId: 1 })
    const done = new Map([
      [1, '2025-06-02'],
      [2, '2025-06-04'],
    ])
    expect(nextPlanWorkout([1, 2, 3], done)).toEqual({ index: 2, workoutId: 3 })
    expect(nextPlanWorkout([1, 2, 3], new Map([[3, '2025-06-02']]))).toEqual({
      index: 0,
      workoutId: 1,
    })
  })
})

describe('starting and targets', () => {
  it('starts from a week ago to four weeks ahead', () => {
    expect(startDayInWindow(START, START)).toBe(true)
    expect(startDayInWindow(addDays(START, -7), START)).toBe(true)
    expect(startDayInWindow(addDays(START, -8), START)).toBe(false)
    expect(startDayInWindow(addDays(START, 28), START)).toBe(true)
    expect(startDayInWindow(addDays(START, 29), START)).toBe(false)
  })

  it('words a week’s target, loads in the athlete’s unit', () => {
    expect(weekTargetLabel({ sets: 3 })).toBe('3 sets of each exercise')
    expect(weekTargetLabel({ sets: 2, deload: true })).toBe('Deload: 2 sets of each exercise')
    expect(weekTargetLabel({ sets: 5, reps: '5', loadKg: 2.5 })).toBe(
      '5 sets × 5 · +2.5 kg on the loaded lifts',
    )
    expect(weekTargetLabel({ sets: 5, reps: '3', loadKg: 10 }, 'lb')).toBe(
      '5 sets × 3 · +22 lb on the loaded lifts',
    )
  })
})

describe('the built-in programs', () => {
  const workoutKeys = new Set(builtinCatalogue.workouts.map((w) => w.key))

  it('ships at least three, with unique keys, each of real built-in workouts', () => {
    expect(BUILTIN_PROGRAMS.length).toBeGreaterThanOrEqual(3)
    expect(new Set(BUILTIN_PROGRAMS.map((p) => p.key)).size).toBe(BUILTIN_PROGRAMS.length)
    for (const program of BUILTIN_PROGRAMS) {
      expect(program.sessions.length, program.key).toBeGreaterThan(0)
      for (const key of program.sessions) expect(workoutKeys.has(key), key).toBe(true)
    }
  })

  it('has a beginner base of 8 weeks, a skills-first program and a strength program with load', () => {
    const base = BUILTIN_PROGRAMS.find((p) => p.key === 'bodyweight-base')
    expect(base).toMatchObject({ level: 'beginner' })
    expect(base?.weeks).toHaveLength(8)
    const skills = BUILTIN_PROGRAMS.find((p) => p.key === 'skills-first')
    const skillWorkouts = new Set(
      builtinCatalogue.workouts.filter((w) => w.category === 'skills').map((w) => w.key),
    )
    expect(skills?.sessions.every((key) => skillWorkouts.has(key))).toBe(true)
    const strength = BUILTIN_PROGRAMS.find((p) => p.key === 'strength-with-load')
    expect(strength?.weeks.some((w) => (w.loadKg ?? 0) > 0)).toBe(true)
  })

  it('progresses week by week: a target every week, a deload in each, more work after it', () => {
    for (const program of BUILTIN_PROGRAMS) {
      expect(program.weeks.every((w) => w.sets >= 1 && w.note.length > 0)).toBe(true)
      const deload = program.weeks.findIndex((w) => w.deload)
      expect(deload, program.key).toBeGreaterThan(0)
      const work = (w: (typeof program.weeks)[number]) => w.sets * 100 + (w.loadKg ?? 0)
      expect(work(program.weeks[deload]!)).toBeLessThan(work(program.weeks[deload - 1]!))
      expect(work(program.weeks.at(-2)!)).toBeGreaterThan(work(program.weeks[0]!))
    }
  })
})
