// docs/product.md#streak and #completion: which days count for the streak, and when a workout
// is completed, block by block.
import { describe, expect, it } from 'vitest'
import { type CompletionPlan, workoutProgress } from '~/shared/rules/completion'
import {
  isStreakDay,
  STREAK_SETS,
  type StreakSet,
  streakDays,
  streakOf,
} from '~/shared/rules/streak'

const set = (day: string, exerciseId: number, setNumber: number, extra: Partial<StreakSet> = {}) =>
  ({
    day,
    workoutId: 1,
    exerciseId,
    setNumber,
    round: null,
    imported: false,
    ...extra,
  }) as StreakSet

describe('the streak rule', () => {
  it('counts a day with a completed workout, or with three sets', () => {
    expect(STREAK_SETS).toBe(3)
    expect(isStreakDay({ completedWorkouts: 1, sets: 0 })).toBe(true)
    expect(isStreakDay({ completedWorkouts: 0, sets: 3 })).toBe(true)
    expect(isStreakDay({ completedWorkouts: 0, sets: 2 })).toBe(false)
  })

  it('counts eleven sets of a workout ended early, in any workouts or practice together', () => {
    const early = Array.from({ length: 11 }, (_, i) =>
      set('2026-11-22', 10 + (i % 5), 1 + Math.floor(i / 5)),
    )
    expect(streakOf([], early, '2026-11-22')).toBe(1)
    // Two sets of a workout and one of a practice (no workout) make three.
    const mixed = [
      set('2026-11-21', 1, 1),
      set('2026-11-21', 1, 2),
      set('2026-11-21', 7, 1, { workoutId: null }),
    ]
    expect(streakOf([], [...early, ...mixed], '2026-11-22')).toBe(2)
  })

  it('counts both sides of a per-side set once, a resent set once, and no imported set', () => {
    const day = '2026-11-22'
    expect(
      streakDays(
        [],
        [set(day, 1, 1, { round: null }), set(day, 1, 1), set(day, 2, 1), set(day, 2, 1)],
      ),
    ).toEqual([])
    expect(
      streakDays([], [set(day, 1, 1), set(day, 2, 1), set(day, 3, 1, { imported: true })]),
    ).toEqual([])
    // A circuit's rounds are sets of their own.
    expect(
      streakDays(
        [],
        [set(day, 1, 1, { round: 1 }), set(day, 1, 1, { round: 2 }), set(day, 1, 1, { round: 3 })],
      ),
    ).toEqual([day])
  })

  it('joins completion days and set days into one run', () => {
    const sets = [1, 2, 3].map((n) => set('2026-11-21', 4, n))
    expect(streakOf(['2026-11-20', '2026-11-22'], sets, '2026-11-22')).toBe(3)
    // Nothing yet today: the run up to yesterday still counts.
    expect(streakOf(['2026-11-20'], sets, '2026-11-22')).toBe(2)
    expect(streakOf(['2026-11-20'], sets.slice(0, 2), '2026-11-22')).toBe(0)
  })
})

const plan = (
  blocks: CompletionPlan['blocks'],
  items: CompletionPlan['items'],
): CompletionPlan => ({
  blocks,
  items,
})
const logged = (
  exerciseId: number,
  blockId: number | null,
  setNumber: number,
  round: number | null = null,
) => ({
  exerciseId,
  blockId,
  setNumber,
  round,
})

describe('workoutProgress: what the workout asked', () => {
  const straight = plan(
    [{ id: 1, kind: 'straight' }],
    [
      { exerciseId: 10, blockId: 1, sets: 3 },
      { exerciseId: 11, blockId: 1, sets: 2 },
    ],
  )

  it('needs every planned set of straight work; a per-side set is one set', () => {
    const some = workoutProgress(straight, {
      sets: [logged(10, 1, 1), logged(10, 1, 2), logged(11, 1, 1), logged(11, 1, 2)],
      scoredBlockIds: [],
    })
    expect(some).toEqual({ done: 1, total: 2, completed: false, left: [10] })
    const all = workoutProgress(straight, {
      sets: [1, 2, 3]
        .map((n) => logged(10, 1, n))
        .concat([logged(11, 1, 1), logged(11, 1, 1), logged(11, null, 2)]),
      scoredBlockIds: [],
    })
    expect(all.completed).toBe(true)
  })

  it("takes a trainer's prescribed sets as what the workout asked that day", () => {
    const log = {
      sets: [logged(10, 1, 1), logged(11, 1, 1), logged(11, 1, 2)],
      scoredBlockIds: [],
    }
    expect(workoutProgress(straight, log).completed).toBe(false)
    const prescribed = workoutProgress(straight, {
      ...log,
      prescribed: [{ exerciseId: 10, sets: 1 }, { exerciseId: 11 }],
    })
    expect(prescribed).toEqual({ done: 2, total: 2, completed: true, left: [] })
    // More prescribed than the row: the row's sets are not enough.
    expect(
      workoutProgress(straight, { ...log, prescribed: [{ exerciseId: 11, sets: 3 }] }).left,
    ).toEqual([10, 11])
  })

  it('counts an exercise the athlete marked done (the tracker’s finish)', () => {
    const marked = workoutProgress(straight, {
      sets: [1, 2, 3].map((n) => logged(10, 1, n)),
      scoredBlockIds: [],
      markedExerciseIds: [11],
    })
    expect(marked.completed).toBe(true)
    expect(workoutProgress(plan([], []), { sets: [], scoredBlockIds: [] }).completed).toBe(false)
  })

  it('needs every round of a circuit, whatever its exercises’ sets', () => {
    const circuit = plan(
      [{ id: 2, kind: 'circuit', rounds: 3 }],
      [
        { exerciseId: 20, blockId: 2, sets: 1 },
        { exerciseId: 21, blockId: 2, sets: 1 },
      ],
    )
    const round1 = [logged(20, 2, 1, 1), logged(21, 2, 1, 1)]
    expect(workoutProgress(circuit, { sets: round1, scoredBlockIds: [] }).completed).toBe(false)
    const rounds = [1, 2, 3].flatMap((r) => [logged(20, 2, r, r), logged(21, 2, r, r)])
    expect(workoutProgress(circuit, { sets: rounds, scoredBlockIds: [] }).completed).toBe(true)
  })

  it('needs an AMRAP’s or a For Time’s score, not a round of it', () => {
    const amrap = plan(
      [{ id: 3, kind: 'amrap', minutes: 10 }],
      [
        { exerciseId: 30, blockId: 3, sets: 1 },
        { exerciseId: 31, blockId: 3, sets: 1 },
      ],
    )
    const round = [logged(30, 3, 1, 1), logged(31, 3, 1, 1)]
    expect(workoutProgress(amrap, { sets: round, scoredBlockIds: [] })).toMatchObject({
      completed: false,
      left: [30, 31],
    })
    expect(workoutProgress(amrap, { sets: round, scoredBlockIds: [3] }).completed).toBe(true)
  })

  it('needs an EMOM’s last minute and a Tabata’s last interval', () => {
    const emom = plan(
      [{ id: 4, kind: 'emom', minutes: 6 }],
      [
        { exerciseId: 40, blockId: 4, sets: 1 },
        { exerciseId: 41, blockId: 4, sets: 1 },
      ],
    )
    const minutes = (n: number) =>
      Array.from({ length: n }, (_, i) => logged(40 + (i % 2), 4, Math.floor(i / 2) + 1, i + 1))
    expect(workoutProgress(emom, { sets: minutes(1), scoredBlockIds: [] }).completed).toBe(false)
    expect(workoutProgress(emom, { sets: minutes(5), scoredBlockIds: [] }).completed).toBe(false)
    expect(workoutProgress(emom, { sets: minutes(6), scoredBlockIds: [] }).completed).toBe(true)
    // A missed minute in between does not matter once the clock ran out.
    expect(workoutProgress(emom, { sets: [minutes(6)[5]!], scoredBlockIds: [] }).completed).toBe(
      true,
    )
    const tabata = plan([{ id: 5, kind: 'tabata' }], [{ exerciseId: 50, blockId: 5, sets: 1 }])
    expect(
      workoutProgress(tabata, { sets: [logged(50, 5, 7, 7)], scoredBlockIds: [] }).completed,
    ).toBe(false)
    expect(
      workoutProgress(tabata, { sets: [logged(50, 5, 8, 8)], scoredBlockIds: [] }).completed,
    ).toBe(true)
  })
})
