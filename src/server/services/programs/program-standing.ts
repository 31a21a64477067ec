import { and, eq, gte, inArray } from 'drizzle-orm'
import type { Drizzle } from '../../db/client'
import { users, workoutCompletions } from '../../db/schema'
import { builtinProgram, type BuiltinProgramWeek } from '../../catalogue/programs'
import { programPosition, trainingDaysPerWeek } from '~/shared/rules/programs'
import type { ProgramStanding, WeekTargetAnswer } from '~/shared/schemas/programs'
import { listWorkouts } from '../catalogue/list-workouts'
import { dailyCard } from '../progress/daily-card'
import { programWorkoutIds, sessionIds } from './program-catalogue'

/** The user's program columns (migration 0018) and what the schedule needs. */
export async function readProgramColumns(db: Drizzle, userId: number) {
  return db
    .select({
      programKey: users.programKey,
      startDay: users.programStartDay,
      pausedOn: users.programPausedOn,
      daysPerWeek: users.daysPerWeek,
      dailyLead: users.dailyLead,
    })
    .from(users)
    .where(eq(users.id, userId))
    .get()
}
export type ProgramColumns = NonNullable<Awaited<ReturnType<typeof readProgramColumns>>>

export function weekTargetAnswer(week: BuiltinProgramWeek): WeekTargetAnswer {
  return {
    sets: week.sets,
    reps: week.reps ?? null,
    loadKg: week.loadKg ?? null,
    deload: week.deload ?? false,
  }
}

/**
 * Where the user stands in the program they follow (docs/product.md#programs), or null without
 * one (or when its key or one of its workouts is no longer there). Reads only the completions of
 * the program's workouts since its start, on the (user_id, day) index.
 */
export async function programStanding({
  db,
  userId,
  columns,
  today,
  completedToday,
}: {
  db: Drizzle
  userId: number
  columns: ProgramColumns
  today: string
  /** Workouts completed today, for the card's done state (the caller usually has them). */
  completedToday: ReadonlySet<number>
}): Promise<ProgramStanding | null> {
  const { programKey, startDay, pausedOn } = columns
  const program = programKey ? builtinProgram(programKey) : undefined
  if (!program || !startDay) return null
  const sessions = sessionIds(program, await programWorkoutIds(db))
  if (!sessions) return null
  const daysPerWeek = trainingDaysPerWeek(columns.daysPerWeek)
  const [completions, all] = await Promise.all([
    db
      .select({ workoutId: workoutCompletions.workoutId, day: workoutCompletions.day })
      .from(workoutCompletions)
      .where(
        and(
          eq(workoutCompletions.userId, userId),
          gte(workoutCompletions.day, startDay),
          inArray(workoutCompletions.workoutId, [...new Set(sessions)]),
        ),
      )
      .all(),
    listWorkouts({ db }),
  ])
  const position = programPosition({
    weeks: program.weeks.length,
    sessions,
    daysPerWeek,
    startDay,
    pausedOn,
    today,
    completions: completions.flatMap((c) =>
      c.workoutId === null ? [] : [{ workoutId: c.workoutId, day: c.day }],
    ),
  })
  const base = {
    id: program.key,
    name: program.name,
    startDay,
    pausedOn,
    weeks: program.weeks.length,
    daysPerWeek,
    done: position.done,
    total: position.total,
  }
  if (position.state === 'finished') {
    return {
      ...base,
      state: 'finished',
      week: null,
      day: null,
      dueDay: null,
      target: null,
      note: null,
      workout: null,
    }
  }
  const week = program.weeks[position.week - 1]
  const workout = all.find((w) => w.id === position.workoutId)
  return {
    ...base,
    state: position.state,
    week: position.week,
    day: position.day,
    dueDay: position.dueDay,
    target: week ? weekTargetAnswer(week) : null,
    note: week?.note ?? null,
    workout: workout ? dailyCard(workout, completedToday) : null,
  }
}
