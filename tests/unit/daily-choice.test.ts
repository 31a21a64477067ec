import { describe, expect, it } from 'vitest'
import {
  levelFromCheck,
  levelOffer,
  sessionOutcome,
  targetSpan,
} from '~/shared/rules/athlete-level'
import {
  chooseSession,
  difficultiesFor,
  fitsAthlete,
  focusSection,
  seed,
  type ChoiceAthlete,
  type ChoiceWorkout,
} from '~/shared/rules/daily-choice'
import { addDays } from '~/shared/rules/days'

let next = 0
const workout = (
  category: string,
  difficulty: string,
  minutes: number,
  equipment: string[] = ['none'],
): ChoiceWorkout => ({ id: (next += 1), category, difficulty, minutes, equipment })

const athlete = (fields: Partial<ChoiceAthlete> = {}): ChoiceAthlete => ({
  userId: 7,
  trainingLevel: 'intermediate',
  goals: ['general'],
  equipment: [],
  sessionMinutes: 60,
  ...fields,
})

describe("Daily's choice", () => {
  it('trains at the level and the one below, never above', () => {
    expect(difficultiesFor('beginner')).toEqual(['beginner'])
    expect(difficultiesFor('intermediate')).toEqual(['beginner', 'intermediate'])
    expect(difficultiesFor('advanced')).toEqual(['intermediate', 'advanced'])
    const me = athlete({ trainingLevel: 'intermediate' })
    expect(fitsAthlete({ difficulty: 'advanced', equipment: [] }, me)).toBe(false)
    expect(fitsAthlete({ difficulty: 'expert', equipment: [] }, me)).toBe(false)
    expect(fitsAthlete({ difficulty: 'beginner', equipment: ['mat'] }, me)).toBe(true)
  })

  it('leaves out a workout with any exercise needing equipment the athlete lacks', () => {
    const me = athlete({ equipment: ['rings'] })
    expect(fitsAthlete({ difficulty: 'beginner', equipment: ['none', 'pull-up bar'] }, me)).toBe(
      false,
    )
    expect(
      fitsAthlete({ difficulty: 'beginner', equipment: ['rings or pull-up bar', 'mat'] }, me),
    ).toBe(true)
    expect(fitsAthlete({ difficulty: 'beginner', equipment: ['parallettes or floor'] }, me)).toBe(
      true,
    )
  })

  it('is the same for the same user and day, and differs between users', () => {
    const pool = [0, 1, 2, 3, 4].flatMap(() => [
      workout('warmup', 'beginner', 6),
      workout('skills', 'beginner', 10),
      workout('workout', 'beginner', 20),
      workout('cooldown', 'beginner', 6),
    ])
    const me = athlete()
    expect(chooseSession(pool, me, '2026-05-04')).toEqual(chooseSession(pool, me, '2026-05-04'))
    const days = Array.from({ length: 10 }, (_, i) => addDays('2026-05-04', i))
    const mine = days.map((d) => chooseSession(pool, me, d).join())
    const theirs = days.map((d) => chooseSession(pool, athlete({ userId: 8 }), d).join())
    expect(mine).not.toEqual(theirs)
    expect(seed('7:1')).toBe(seed('7:1'))
  })

  it('repeats no workout within 3 days where a section has 3 that fit, and alternates with 2', () => {
    const three = [1, 2, 3].map(() => workout('workout', 'beginner', 20))
    const two = [1, 2].map(() => workout('warmup', 'beginner', 6))
    const me = athlete({ sessionMinutes: 90 })
    const picks = Array.from({ length: 30 }, (_, i) =>
      chooseSession([...three, ...two], me, addDays('2026-01-01', i)),
    )
    for (let i = 2; i < picks.length; i += 1) {
      expect(new Set([picks[i]![1], picks[i - 1]![1], picks[i - 2]![1]]).size).toBe(3)
      expect(picks[i]![0]).not.toBe(picks[i - 1]![0])
    }
  })

  it('keeps the session near the minutes: warm-up and the goal always, the rest while they fit', () => {
    const pool = [
      workout('warmup', 'beginner', 6),
      workout('skills', 'beginner', 12),
      workout('workout', 'beginner', 20),
      workout('cooldown', 'beginner', 6),
    ]
    const sections = (fields: Partial<ChoiceAthlete>) =>
      chooseSession(pool, athlete(fields), '2026-05-04').map(
        (id) => pool.find((w) => w.id === id)!.category,
      )
    expect(sections({ sessionMinutes: 60 })).toEqual(['warmup', 'skills', 'workout', 'cooldown'])
    expect(sections({ sessionMinutes: 25 })).toEqual(['warmup', 'workout'])
    expect(sections({ sessionMinutes: 30 })).toEqual(['warmup', 'workout', 'cooldown'])
    expect(sections({ sessionMinutes: 10 })).toEqual(['warmup', 'workout'])
    expect(sections({ sessionMinutes: 20, goals: ['skills'] })).toEqual(['warmup', 'skills'])
    expect(sections({ sessionMinutes: 15, goals: ['mobility'] })).toEqual(['warmup', 'cooldown'])
    expect(focusSection(['general'])).toBe('workout')
    expect(focusSection(['mobility', 'strength'])).toBe('workout')
  })

  it('prefers workouts nearest the section’s share of the minutes', () => {
    const mains = [18, 20, 24, 29, 34].map((m) => workout('workout', 'beginner', m))
    const short = Array.from({ length: 20 }, (_, i) =>
      chooseSession(mains, athlete({ sessionMinutes: 30 }), addDays('2026-01-01', i)),
    ).flat()
    // 30 minutes: the main workout's share is 13.5, so the three shortest rotate.
    expect(new Set(short)).toEqual(new Set(mains.slice(0, 3).map((w) => w.id)))
  })
})

describe('the two-minute check', () => {
  it('gives the highest level three of the four numbers reach', () => {
    expect(levelFromCheck({ pushUps: 5, pullUps: 0, squats: 20, plankSeconds: 30 })).toBe(
      'beginner',
    )
    expect(levelFromCheck({ pushUps: 10, pullUps: 0, squats: 25, plankSeconds: 45 })).toBe(
      'intermediate',
    )
    expect(levelFromCheck({ pushUps: 30, pullUps: 2, squats: 50, plankSeconds: 120 })).toBe(
      'advanced',
    )
    expect(levelFromCheck({ pushUps: 40, pullUps: 15, squats: 10, plankSeconds: 20 })).toBe(
      'beginner',
    )
  })
})

describe('level offers', () => {
  const set = (setNumber: number, reps: number) => ({ setNumber, reps })
  it('reads targets: ranges, plain figures and holds', () => {
    expect(targetSpan('8-12')).toEqual({ min: 8, max: 12, unit: 'reps' })
    expect(targetSpan('10 per leg')).toEqual({ min: 10, max: 10, unit: 'reps' })
    expect(targetSpan('30 seconds')).toEqual({ min: 30, max: 30, unit: 'seconds' })
    expect(targetSpan('max')).toBeNull()
  })

  it('marks a session top, missed or between', () => {
    const squats = (logged: { setNumber: number; reps: number }[]) => [
      { reps: '8-12', sets: 2, logged },
    ]
    expect(sessionOutcome(squats([set(1, 12), set(2, 12)]))).toBe('top')
    expect(sessionOutcome(squats([set(1, 12)]))).toBe('between')
    expect(sessionOutcome(squats([set(1, 12), set(2, 7)]))).toBe('missed')
    expect(sessionOutcome(squats([set(1, 10), set(2, 10)]))).toBe('between')
    expect(sessionOutcome(squats([]))).toBe('between')
  })

  it('offers up after three tops, down after three misses, and nothing at the ends', () => {
    expect(levelOffer('beginner', ['top', 'top', 'top'])).toMatchObject({
      direction: 'up',
      level: 'intermediate',
      title: 'Ready for Intermediate?',
    })
    expect(levelOffer('beginner', ['top', 'top'])).toBeNull()
    expect(levelOffer('beginner', ['top', 'between', 'top'])).toBeNull()
    expect(levelOffer('advanced', ['top', 'top', 'top'])).toBeNull()
    expect(levelOffer('advanced', ['missed', 'missed', 'missed'])).toMatchObject({
      direction: 'down',
      level: 'intermediate',
    })
    expect(levelOffer('beginner', ['missed', 'missed', 'missed'])).toBeNull()
  })
})
