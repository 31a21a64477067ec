// Every built-in workout's plan read back from the real catalogue database, against the rows it
// was written from (src/server/catalogue/content.ts), as the session page (`plan` of the session
// API, docs/product.md#session-review) and the gym's wall (docs/product.md#workout-of-the-day)
// read it: a rep row plans its reps as written, never its time estimate as seconds; only an
// exercise the player times plans seconds; blocks plan their rounds, minutes or intervals.
import { eq } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import { builtinCatalogue } from '~/server/catalogue/content'
import type { BuiltinWorkoutExercise } from '~/server/catalogue/types'
import { workouts } from '~/server/db/schema'
import { workoutPlanRows } from '~/server/services/catalogue/workout-plan'
import { wallWorkoutRows } from '~/server/services/kiosks/wall-workout-rows'
import { planLine } from '~/client/routes/kiosk/-components/board-format'
import { plannedText } from '~/client/components/progress/training-labels'
import { type BlockKind } from '~/shared/rules/blocks'
import { plannedExercises, plannedLabel } from '~/shared/rules/prescription'
import { createTestDatabase, SERVED_DB } from '../support/test-db'

const database = createTestDatabase(SERVED_DB)
afterAll(() => database.close())

const ownDuration = new Map(builtinCatalogue.exercises.map((e) => [e.key, e.duration ?? null]))

/** The wall's line of a row as the wall and the score page show it. */
const wallLine = (e: Awaited<ReturnType<typeof wallWorkoutRows>>[1][number]) =>
  planLine({ ...e, bodyPart: e.bodyPart ?? '' })

interface Expected {
  sets: number | null
  reps: string | null
  seconds: number | null
  line: string
}

/** What a row plans, worked out from the row and its block as content.ts writes them. */
function expected(
  row: BuiltinWorkoutExercise,
  block: { kind: BlockKind; rounds?: number; minutes?: number; workSeconds?: number },
  at: number,
  size: number,
  blockRows: readonly BuiltinWorkoutExercise[],
): Expected {
  const own = ownDuration.get(row.exercise) ?? null
  const secondsText = /second/i.test(row.reps)
  const timedByPlayer = (own !== null && own > 0) || secondsText
  const alternate = (count: number) => (at < count ? Math.floor((count - 1 - at) / size) + 1 : 0)
  const sets =
    block.kind === 'circuit'
      ? (block.rounds ?? Math.max(...blockRows.map((r) => r.sets)))
      : block.kind === 'emom'
        ? alternate(block.minutes ?? 10)
        : block.kind === 'tabata'
          ? alternate(block.rounds ?? 8)
          : block.kind === 'amrap'
            ? null
            : block.kind === 'for-time'
              ? (block.rounds ?? null)
              : row.sets
  const seconds =
    block.kind === 'tabata'
      ? (block.workSeconds ?? 20)
      : timedByPlayer
        ? secondsText
          ? Number(/\d+/.exec(row.reps)?.[0])
          : own
        : null
  const reps = seconds === null ? (/^\d+(?:-\d+)?/.exec(row.reps)?.[0] ?? null) : null
  const figure = seconds !== null ? `${seconds} s` : row.reps
  const line =
    sets === null
      ? /^\d+(-\d+)?$/.test(figure)
        ? `${figure} reps`
        : figure
      : `${sets} × ${figure}`
  return { sets, reps, seconds, line }
}

describe("every built-in workout's plan", () => {
  it('reads from its rows on the session page and on the wall', async () => {
    const { db } = database
    let repRows = 0
    for (const workout of builtinCatalogue.workouts) {
      const row = await db
        .select({ id: workouts.id })
        .from(workouts)
        .where(eq(workouts.builtinKey, workout.key))
        .get()
      expect(row, workout.key).toBeDefined()
      const id = row!.id
      const { rows, blocks } = await workoutPlanRows(db, id)
      const plan = plannedExercises(rows, null, blocks)
      const [, wallRows] = await wallWorkoutRows(db, id)
      const specs = workout.blocks ?? [
        { kind: 'straight' as const, size: workout.exercises.length },
      ]
      expect(plan).toHaveLength(workout.exercises.length)
      let start = 0
      for (const spec of specs) {
        const blockRows = workout.exercises.slice(start, start + spec.size)
        blockRows.forEach((content, at) => {
          const i = start + at
          const where = `${workout.title}, ${content.exercise}`
          const want = expected(content, spec, at, spec.size, blockRows)
          expect(plan[i], where).toMatchObject({
            sets: want.sets,
            reps: want.reps,
            seconds: want.seconds,
          })
          // The wall (and the score page) read the same plan.
          expect(wallRows[i]?.plan, where).toMatchObject({
            sets: want.sets,
            reps: want.reps,
            seconds: want.seconds,
          })
          expect(wallLine(wallRows[i]!), where).toBe(want.line)
          // The session page's words, the same in the shared English and on the screen.
          expect(plannedText(plan[i]!, 'kg'), where).toBe(plannedLabel(plan[i]!, 'kg'))
          if (want.seconds === null) {
            repRows++
            expect(plannedLabel(plan[i]!, 'kg'), where).not.toMatch(/\d+ s\b/)
          }
        })
        start += spec.size
      }
    }
    expect(repRows).toBeGreaterThan(50)
  })

  it('words the blocks as the player runs them', async () => {
    const { db } = database
    const planOf = async (key: string) => {
      const row = await db
        .select({ id: workouts.id })
        .from(workouts)
        .where(eq(workouts.builtinKey, key))
        .get()
      const { rows, blocks } = await workoutPlanRows(db, row!.id)
      const [, wall] = await wallWorkoutRows(db, row!.id)
      return {
        labels: plannedExercises(rows, null, blocks).map((p) => plannedLabel(p, 'kg')),
        wall: wall.map((e) => `${e.plan.label ? `${e.plan.label} ` : ''}${e.name} ${wallLine(e)}`),
      }
    }
    expect((await planOf('upper-body-strength')).labels[0]).toBe('4 sets · 6-8 reps')
    const supersets = await planOf('push-pull-supersets')
    expect(supersets.labels.slice(0, 3)).toEqual([
      'Superset A1 · 4 sets · 5-8 reps',
      'Superset A2 · 4 sets · 8-10 reps',
      'Superset B1 · 3 sets · 10-12 reps',
    ])
    expect(supersets.labels[4]).toBe('Superset C1 · 3 sets · 8 reps per leg')
    expect(supersets.wall[0]).toBe('A1 Pull-ups 4 × 5-8')
    expect((await planOf('bodyweight-circuit')).labels[0]).toBe('Circuit · 3 rounds · 10 reps')
    expect((await planOf('emom-12-push-and-legs')).labels).toEqual([
      'EMOM 12 min · 6 minutes · 10 reps',
      'EMOM 12 min · 6 minutes · 10 reps',
    ])
    const amrap = await planOf('amrap-20-5-10-15')
    expect(amrap.labels[0]).toBe('AMRAP 20 min · 5 reps')
    expect(amrap.wall[0]).toBe('Pull-ups 5 reps')
    const forTime = await planOf('five-rounds-for-time')
    expect(forTime.labels[0]).toBe('For Time · cap 20 min · 5 rounds · 10 reps')
    expect(forTime.wall).toEqual(['Burpees 5 × 10', 'Pull-ups 5 × 10', 'Squats 5 × 20'])
    expect((await planOf('tabata-core-and-cardio')).labels[1]).toBe('Tabata · 4 intervals · 20 s')
  })
})
