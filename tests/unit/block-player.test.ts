import { describe, expect, it } from 'vitest'
import { BLOCK_LEAD_IN_MS } from '~/shared/rules/block-clock'
import {
  afterLoggingInBlocks,
  afterSkipping,
  allStraight,
  blockAt,
  blockScore,
  blocksOfPlan,
  blockSetLabel,
  intervalReps,
  intervalSet,
  logsReps,
  newTimedRun,
  planInBlocks,
  type PlayerBlock,
  roundOfSet,
  roundOrder,
  roundSets,
  runClock,
  scoreLabel,
  timedBlockLabel,
  timedExercise,
} from '~/shared/rules/block-player'
import { afterLogging, type PlanItem, type Position, positionKey } from '~/shared/rules/player'
import { sentSetNumber, setNumberBases } from '~/shared/rules/set-numbers'

const lead = BLOCK_LEAD_IN_MS
const item = (sets: number, perSide = false, timed = false): PlanItem => ({ sets, perSide, timed })
const at = (exercise: number, setNumber: number, side: Position['side'] = null): Position => ({
  exercise,
  setNumber,
  side,
})
const keys = (...ps: Position[]) => new Set(ps.map(positionKey))
const rest = (i: number) => [60, 20, 0, 45][i] ?? 30

describe('the blocks of a plan', () => {
  it('puts each block’s exercises side by side and keeps exercises of no block as one straight block', () => {
    const exercises = [{ id: 1 }, { id: 2 }, { id: 3 }, { id: 4 }]
    const { exercises: ordered, blocks } = blocksOfPlan(exercises, [
      { id: 10, kind: 'superset', exercises: [{ id: 3 }, { id: 1 }] },
      { id: 11, kind: 'emom', minutes: 10, exercises: [{ id: 2 }] },
    ])
    expect(ordered.map((e) => e.id)).toEqual([3, 1, 2, 4])
    expect(blocks).toMatchObject([
      { id: 10, kind: 'superset', index: 0, start: 0, end: 2 },
      { id: 11, kind: 'emom', minutes: 10, index: 1, start: 2, end: 3 },
      { id: null, kind: 'straight', index: 2, start: 3, end: 4 },
    ])
    expect(blockAt(blocks, 1)?.id).toBe(10)
    expect(allStraight(blocks)).toBe(false)
  })

  it('plays a workout with only straight blocks exactly as before', () => {
    const exercises = [{ id: 1 }, { id: 2 }]
    const { exercises: ordered, blocks } = blocksOfPlan(exercises, [
      { id: 5, kind: 'straight', exercises: [{ id: 1 }, { id: 2 }] },
    ])
    expect(ordered).toEqual(exercises)
    expect(allStraight(blocks)).toBe(true)
    expect(allStraight(blocksOfPlan(exercises, undefined).blocks)).toBe(true)
    const plan = [item(2), item(1, true, true)]
    for (const [logged, done] of [
      [at(0, 1), keys(at(0, 1))],
      [at(0, 2), keys(at(0, 1), at(0, 2))],
      [at(1, 1, 'left'), keys(at(0, 1), at(0, 2), at(1, 1, 'left'))],
    ] as const) {
      const before = afterLogging(plan, logged, done)
      const now = afterLoggingInBlocks(plan, blocks, logged, done, rest)
      expect(now.next).toEqual(before.next)
      expect(now.switchSides).toBe(before.switchSides)
      expect(now.rest !== null).toBe(before.rest)
      if (now.rest) expect(now.restSeconds).toBe(rest(logged.exercise))
    }
    expect(blockSetLabel(blocks[0], plan, at(0, 1))).toBeNull()
    expect(roundOfSet(blocks[0], at(0, 1))).toBeNull()
  })
})

describe('a superset', () => {
  // A (3 sets, rest 20 s named) with B (2 sets, no rest named: 15 s), then a straight exercise.
  const plan = [item(3), item(2), item(1)]
  const blocks: PlayerBlock[] = [
    { id: 1, kind: 'superset', restSeconds: 120, index: 0, start: 0, end: 2 },
    { id: 2, kind: 'straight', index: 1, start: 2, end: 3 },
  ]
  const partner = (i: number) => (i === 0 ? 20 : 15)

  it('alternates A1 → A2 → short rest … round rest, skipping a partner out of sets', () => {
    expect(roundOrder(plan, blocks[0]!)).toEqual([at(0, 1), at(1, 1), at(0, 2), at(1, 2), at(0, 3)])
    const done = keys(at(0, 1))
    expect(afterLoggingInBlocks(plan, blocks, at(0, 1), done, partner)).toMatchObject({
      next: at(1, 1),
      rest: 'partner',
      restSeconds: 20,
    })
    done.add(positionKey(at(1, 1)))
    expect(afterLoggingInBlocks(plan, blocks, at(1, 1), done, partner)).toMatchObject({
      next: at(0, 2),
      rest: 'round',
      restSeconds: 120,
    })
    done.add(positionKey(at(0, 2)))
    done.add(positionKey(at(1, 2)))
    // B has run out of sets: A3 follows B2 after the round's rest, then the next block.
    expect(afterLoggingInBlocks(plan, blocks, at(1, 2), done, partner)).toMatchObject({
      next: at(0, 3),
      rest: 'round',
    })
    done.add(positionKey(at(0, 3)))
    expect(afterLoggingInBlocks(plan, blocks, at(0, 3), done, partner)).toMatchObject({
      next: at(2, 1),
      rest: 'round',
      restSeconds: 120,
    })
    done.add(positionKey(at(2, 1)))
    expect(afterLoggingInBlocks(plan, blocks, at(2, 1), done, partner).next).toBeNull()
  })

  it('rests 90 s after a round when the block names no rest, and comes back to a skipped set', () => {
    const plain = [{ ...blocks[0]!, restSeconds: undefined }, blocks[1]!]
    const done = keys(at(0, 1), at(0, 2), at(1, 2))
    // B1 was skipped: after A2 and B2, A3 is next, then B1 before the block ends.
    expect(afterLoggingInBlocks(plan, plain, at(1, 2), done, partner)).toMatchObject({
      next: at(0, 3),
      restSeconds: 90,
    })
    done.add(positionKey(at(0, 3)))
    expect(afterLoggingInBlocks(plan, plain, at(0, 3), done, partner).next).toEqual(at(1, 1))
  })

  it('does both sides of a per-side partner before moving on, a timed one through Switch sides', () => {
    const sided = [item(2), item(2, true, true)]
    const block: PlayerBlock = { id: 1, kind: 'superset', index: 0, start: 0, end: 2 }
    const done = keys(at(0, 1), at(1, 1, 'left'))
    expect(afterLoggingInBlocks(sided, [block], at(1, 1, 'left'), done, partner)).toEqual({
      next: at(1, 1, 'right'),
      rest: null,
      restSeconds: 0,
      switchSides: true,
    })
  })

  it('skips only the exercise on screen: its partner’s sets left are offered, without it', () => {
    // Inverted Rows (3 sets) with Pike Push-ups (3 sets), then Split Squats: Rows set 1 done,
    // then Skip Exercise on Pike Push-ups.
    const rows = [item(3), item(3), item(2)]
    const done = keys(at(0, 1))
    expect(afterSkipping(rows, blocks, at(1, 1), done, new Set())).toEqual(at(0, 2))
    const skipped = new Set([1])
    done.add(positionKey(at(0, 2)))
    expect(afterLoggingInBlocks(rows, blocks, at(0, 2), done, partner, skipped)).toMatchObject({
      next: at(0, 3),
      rest: 'round',
      restSeconds: 120,
    })
    done.add(positionKey(at(0, 3)))
    // Rows done: on to the next block, never back to the skipped Pike Push-ups.
    expect(afterLoggingInBlocks(rows, blocks, at(0, 3), done, partner, skipped).next).toEqual(
      at(2, 1),
    )
    // Skipping the last exercise with sets left moves on to the next block.
    expect(afterSkipping(rows, blocks, at(0, 3), keys(at(0, 1), at(0, 2)), skipped)).toEqual(
      at(2, 1),
    )
    // A straight exercise's skip goes to the next exercise as always.
    expect(afterSkipping(rows, blocks, at(2, 1), done, skipped)).toBeNull()
  })

  it('labels its sets and logs their round', () => {
    expect(blockSetLabel(blocks[0], plan, at(0, 2))).toBe('Superset A1 · Set 2 of 3')
    expect(blockSetLabel(blocks[0], plan, at(1, 1))).toBe('Superset A2 · Set 1 of 2')
    expect(roundOfSet(blocks[0], at(1, 2))).toBe(2)
  })
})

describe('a circuit', () => {
  it('goes round k of n through its exercises, with their rest between and the block’s after', () => {
    const block: PlayerBlock = {
      id: 3,
      kind: 'circuit',
      rounds: 3,
      restSeconds: 60,
      index: 0,
      start: 0,
      end: 3,
    }
    const plan = planInBlocks([item(1), item(5), item(2)], [block])
    expect(plan.map((p) => p.sets)).toEqual([3, 3, 3])
    const done = keys(at(0, 1))
    expect(afterLoggingInBlocks(plan, [block], at(0, 1), done, () => 0)).toMatchObject({
      next: at(1, 1),
      rest: 'partner',
      restSeconds: 0,
    })
    done.add(positionKey(at(1, 1)))
    done.add(positionKey(at(2, 1)))
    expect(afterLoggingInBlocks(plan, [block], at(2, 1), done, () => 0)).toMatchObject({
      next: at(0, 2),
      rest: 'round',
      restSeconds: 60,
    })
    expect(blockSetLabel(block, plan, at(1, 2))).toBe('Round 2 of 3')
    // Exercises of 1 set each still go round all 3 rounds.
    const single = planInBlocks([item(1), item(1)], [{ ...block, end: 2 }])
    expect(roundOrder(single, { ...block, end: 2 })).toEqual([
      at(0, 1),
      at(1, 1),
      at(0, 2),
      at(1, 2),
      at(0, 3),
      at(1, 3),
    ])
    // Skipping the first exercise in round 2 keeps the second's rounds 2 and 3.
    expect(
      afterSkipping(single, [{ ...block, end: 2 }], at(0, 2), keys(at(0, 1), at(1, 1)), new Set()),
    ).toEqual(at(1, 2))
    expect(roundOfSet(block, at(1, 2))).toBe(2)
  })
})

describe('an EMOM', () => {
  const block: PlayerBlock = { id: 4, kind: 'emom', minutes: 10, index: 1, start: 2, end: 4 }
  it('shows the minute and its exercise, and Done logs that minute once', () => {
    const t0 = 1_000_000
    let run = newTimedRun(block, t0)
    const ready = runClock(block, run, t0 + 1000)
    expect(ready.phase).toBe('ready')
    expect(intervalSet(block, run, ready)).toBeNull()
    const minute3 = runClock(block, run, t0 + lead + 2 * 60_000 + 10_000)
    expect(timedBlockLabel(block, run, minute3)).toBe('Minute 3 of 10')
    expect(timedExercise(block, minute3)).toBe(2)
    // Minute 1 was missed: minute 3 is the exercise's first set (its round stays the minute).
    expect(intervalSet(block, run, minute3)).toEqual({ exercise: 2, setNumber: 1, round: 3 })
    expect(intervalSet(block, { ...run, intervalsDone: [1] }, minute3)).toEqual({
      exercise: 2,
      setNumber: 2,
      round: 3,
    })
    run = { ...run, intervalsDone: [3] }
    expect(intervalSet(block, run, minute3)).toBeNull()
    const minute4 = runClock(block, run, t0 + lead + 3 * 60_000)
    expect(timedExercise(block, minute4)).toBe(3)
    expect(intervalSet(block, run, minute4)).toEqual({ exercise: 3, setNumber: 1, round: 4 })
    const minute5 = runClock(block, run, t0 + lead + 4 * 60_000)
    expect(intervalSet(block, run, minute5)).toEqual({ exercise: 2, setNumber: 2, round: 5 })
    expect(blockScore(block, run, minute4)).toBeNull()
  })

  it('logs the reps set on the stepper, the target when untouched (a Tabata: the last interval’s)', () => {
    const run = newTimedRun(block, 0)
    expect(intervalReps(block, run, 3, 10)).toBe(10)
    expect(intervalReps(block, { ...run, intervalReps: { 3: 8 } }, 3, 10)).toBe(8)
    // Every minute starts at the target.
    expect(intervalReps(block, { ...run, intervalReps: { 3: 8 } }, 5, 10)).toBe(10)
    // A Tabata's interval starts where the same exercise's last one ended; the other's at its own.
    const tabata: PlayerBlock = { ...block, kind: 'tabata', rounds: 8 }
    expect(intervalReps(tabata, { ...run, intervalReps: { 3: 8 } }, 5, 10)).toBe(8)
    expect(intervalReps(tabata, { ...run, intervalReps: { 3: 8 } }, 4, 12)).toBe(12)
  })
})

describe('reps or seconds in a block', () => {
  it('counts a rep exercise in reps wherever its row gives it a time in a round or clock block', () => {
    // Jump Squats written '20 seconds' in a Tabata: a rep exercise, logged in reps.
    expect(logsReps('tabata', 'timed', 'reps')).toBe(true)
    expect(logsReps('emom', 'timed', 'reps')).toBe(true)
    expect(logsReps('circuit', 'timed', 'reps')).toBe(true)
    // A plank (a hold) and Mountain Climbers (timed work) log seconds.
    expect(logsReps('tabata', 'timed', 'timed')).toBe(false)
    // Straight sets and supersets follow the row as the player always did.
    expect(logsReps('straight', 'timed', 'reps')).toBe(false)
    expect(logsReps('superset', 'timed', 'reps')).toBe(false)
    expect(logsReps(undefined, 'reps', 'timed')).toBe(true)
  })
})

describe('a second run of a workout the same day', () => {
  it('numbers its sets on from the day’s earlier runs, exercise by exercise', () => {
    const day = [
      { workoutId: 7, exerciseId: 1, setNumber: 1 },
      { workoutId: 7, exerciseId: 1, setNumber: 3 },
      { workoutId: 7, exerciseId: 2, setNumber: 1 },
      { workoutId: 8, exerciseId: 3, setNumber: 5 },
      { workoutId: null, exerciseId: 1, setNumber: 9 },
    ]
    const bases = setNumberBases(day, 7)
    expect(bases).toEqual({ 1: 3, 2: 1 })
    expect(sentSetNumber({ workoutId: 7, exerciseId: 1, setNumber: 1 }, bases, 100)).toBe(4)
    expect(sentSetNumber({ workoutId: 7, exerciseId: 4, setNumber: 2 }, bases, 100)).toBe(2)
    // A swapped exercise's set is logged outside the workout: its own numbers.
    expect(sentSetNumber({ exerciseId: 1, setNumber: 1 }, bases, 100)).toBe(1)
    expect(sentSetNumber({ workoutId: 7, exerciseId: 1, setNumber: 99 }, bases, 100)).toBe(100)
    expect(sentSetNumber({ workoutId: 7, exerciseId: 1, setNumber: 2 }, undefined, 100)).toBe(2)
  })
})

describe('an AMRAP', () => {
  const block: PlayerBlock = { id: 5, kind: 'amrap', minutes: 12, index: 0, start: 0, end: 3 }
  it('counts rounds, logs each round’s sets, and scores rounds + reps', () => {
    const t0 = 0
    let run = newTimedRun(block, t0)
    const clock = runClock(block, run, lead + 5 * 60_000)
    expect(clock.remainingMs).toBe(7 * 60_000)
    expect(timedBlockLabel(block, run, clock)).toBe('Round 1 · AMRAP 12 min')
    expect(roundSets(block, 1)).toEqual([
      { exercise: 0, setNumber: 1, round: 1 },
      { exercise: 1, setNumber: 1, round: 1 },
      { exercise: 2, setNumber: 1, round: 1 },
    ])
    run = { ...run, rounds: 5, reps: 7 }
    const end = runClock(block, run, lead + 12 * 60_000)
    expect(end.phase).toBe('done')
    expect(timedBlockLabel(block, run, end)).toBe('Round 6 · AMRAP 12 min')
    const score = blockScore(block, run, end)
    expect(score).toEqual({ kind: 'rounds+reps', rounds: 5, reps: 7 })
    expect(scoreLabel(score!)).toBe('AMRAP: 5 rounds + 7 reps')
    expect(scoreLabel({ kind: 'rounds+reps', rounds: 1, reps: 1 })).toBe('AMRAP: 1 round + 1 rep')
  })
})

describe('a For Time', () => {
  const block: PlayerBlock = {
    id: 6,
    kind: 'for-time',
    rounds: 3,
    capSeconds: 900,
    index: 0,
    start: 0,
    end: 2,
  }
  it('records the time at Done, and none when the cap runs out first', () => {
    const run = newTimedRun(block, 0)
    const clock = runClock(block, run, lead + 522_000)
    expect(timedBlockLabel(block, run, clock)).toBe('For Time · cap 15:00')
    const done = { ...run, finishedAtMs: lead + 522_400 }
    // Stopped at Done: the clock stays where it stopped.
    const stopped = runClock(block, done, lead + 700_000)
    expect(stopped.elapsedMs).toBe(522_400)
    const score = blockScore(block, done, stopped)
    expect(score).toEqual({ kind: 'time', seconds: 522 })
    expect(scoreLabel(score!)).toBe('For Time: 8:42')
    const capped = runClock(block, run, lead + 900_000)
    expect(capped.phase).toBe('done')
    expect(blockScore(block, run, capped)).toEqual({ kind: 'time', seconds: null })
    expect(scoreLabel({ kind: 'time', seconds: null })).toBe('For Time: Time cap reached')
    expect(timedBlockLabel({ ...block, capSeconds: undefined }, run, clock)).toBe('For Time')
  })
})

describe('a Tabata', () => {
  const block: PlayerBlock = {
    id: 7,
    kind: 'tabata',
    rounds: 8,
    workSeconds: 20,
    restSeconds: 10,
    index: 0,
    start: 0,
    end: 2,
  }
  it('alternates work and rest, its exercises by round, and logs each work interval once', () => {
    const run = newTimedRun(block, 0)
    expect(timedBlockLabel(block, run, runClock(block, run, 0))).toBe('Tabata · Work / Rest')
    const work2 = runClock(block, run, lead + 35_000)
    expect(work2).toMatchObject({ phase: 'work', interval: 2 })
    expect(timedBlockLabel(block, run, work2)).toBe('Tabata · Work')
    expect(timedExercise(block, work2)).toBe(1)
    expect(intervalSet(block, run, work2)).toEqual({ exercise: 1, setNumber: 1, round: 2 })
    const rest2 = runClock(block, run, lead + 52_000)
    expect(timedBlockLabel(block, run, rest2)).toBe('Tabata · Rest')
    expect(intervalSet(block, { ...run, intervalsDone: [2] }, rest2)).toBeNull()
    expect(runClock(block, run, lead + 8 * 30_000).phase).toBe('done')
  })
})

describe("a superset's places", () => {
  it('letter the block as the editor numbers it, even after an empty block', () => {
    const { blocks } = blocksOfPlan(
      [{ id: 11 }, { id: 12 }, { id: 13 }],
      [
        { id: 1, kind: 'straight', exercises: [] },
        { id: 2, kind: 'superset', exercises: [{ id: 11 }, { id: 12 }] },
        { id: 3, kind: 'superset', exercises: [{ id: 13 }] },
      ],
    )
    const plan = [item(3), item(3), item(2)]
    expect(blockSetLabel(blocks[0], plan, at(1, 2))).toBe('Superset B2 · Set 2 of 3')
    expect(blockSetLabel(blocks[1], plan, at(2, 1))).toBe('Superset C1 · Set 1 of 2')
  })
})
