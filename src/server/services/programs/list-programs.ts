import { eq } from 'drizzle-orm'
import type { Drizzle } from '../../db/client'
import { users } from '../../db/schema'
import { BUILTIN_PROGRAMS } from '../../catalogue/programs'
import { AppError } from '../../errors'
import { sessionOf, trainingDaysPerWeek } from '~/shared/rules/programs'
import type { Workout } from '~/shared/schemas/catalogue'
import type { Program } from '~/shared/schemas/programs'
import { listWorkouts } from '../catalogue/list-workouts'
import { programWorkoutIds, sessionIds } from './program-catalogue'
import { weekTargetAnswer } from './program-standing'
import { tx } from '../../i18n/server-text'

/**
 * GET /api/programs: the built-in programs, each week by week with its target and its days'
 * workouts, scheduled to the caller's days a week (docs/product.md#programs). A program one of
 * whose workouts an admin deleted is left out: it cannot be followed.
 */
export async function listPrograms({
  db,
  userId,
}: {
  db: Drizzle
  userId: number
}): Promise<Program[]> {
  const [user, ids, all] = await Promise.all([
    db.select({ daysPerWeek: users.daysPerWeek }).from(users).where(eq(users.id, userId)).get(),
    programWorkoutIds(db),
    listWorkouts({ db }),
  ])
  if (!user) throw new AppError('NOT_FOUND', tx('User not found'))
  const daysPerWeek = trainingDaysPerWeek(user.daysPerWeek)
  const byId = new Map(all.map((w) => [w.id, w]))
  return BUILTIN_PROGRAMS.flatMap((program) => {
    const sessions = sessionIds(program, ids)
    if (!sessions || !sessions.every((id) => byId.has(id))) return []
    return [
      {
        id: program.key,
        name: program.name,
        description: program.description,
        level: program.level,
        equipment: program.equipment,
        daysPerWeek,
        weeks: program.weeks.map((target, w) => ({
          week: w + 1,
          target: weekTargetAnswer(target),
          note: target.note,
          days: Array.from({ length: daysPerWeek }, (_, d) => {
            const workout = byId.get(sessionOf(sessions, w * daysPerWeek + d)) as Workout
            const { id, title, category, difficulty, minutes } = workout
            return { day: d + 1, workout: { id, title, category, difficulty, minutes } }
          }),
        })),
      },
    ]
  })
}
