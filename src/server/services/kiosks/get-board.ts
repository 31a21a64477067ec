import { asc, eq, inArray } from 'drizzle-orm'
import type { Drizzle } from '../../db/client'
import { exercises, workoutExercises } from '../../db/schema'
import { listWorkouts } from '../catalogue/list-workouts'
import { dailyWorkoutIds } from '../progress/daily-selection'
import { kioskWod } from '../wods/kiosk-wod'
import { workoutQr } from './workout-qr'
import { wallExerciseColumns, withPlans } from './wall-workout-rows'
import { planBlocks } from '../catalogue/workout-plan'
import { localDay } from '~/shared/rules/days'
import { bodyPartOf } from '~/shared/rules/explore'
import { sectionLabel } from '~/shared/rules/labels'
import { WORKOUT_CATEGORIES } from '~/shared/schemas/catalogue'
import type { Board, BoardExercise, KioskDevice } from '~/shared/schemas/kiosk'

/**
 * The wall screen's board: the gym's shared session for the kiosk's own day (daily-selection.ts,
 * the same for everyone; each athlete's own Daily is chosen from their profile, which never comes
 * here), with every workout's exercises and the QR code that opens it on a phone; led by the
 * gym's workout of the day once it is published (docs/product.md#workout-of-the-day). Nothing
 * about any member.
 */
export async function getBoard({
  db,
  kiosk,
  appUrl,
  now = new Date(),
}: {
  db: Drizzle
  kiosk: KioskDevice
  appUrl: string
  now?: Date
}): Promise<Board> {
  const day = localDay(now, kiosk.timeZone)
  const ids = await dailyWorkoutIds({ db, day })
  const [wod, list, rows] = await Promise.all([
    kioskWod({ db, kiosk, day, appUrl, now }),
    listWorkouts({ db, ids }),
    ids.length === 0
      ? Promise.resolve([])
      : db
          .select({ workoutId: workoutExercises.workoutId, ...wallExerciseColumns })
          .from(workoutExercises)
          .innerJoin(exercises, eq(exercises.id, workoutExercises.exerciseId))
          .where(inArray(workoutExercises.workoutId, ids))
          .orderBy(asc(workoutExercises.order), asc(workoutExercises.id))
          .all(),
  ])
  const rowsOf = new Map<number, (typeof rows)[number][]>()
  for (const row of rows) rowsOf.set(row.workoutId, [...(rowsOf.get(row.workoutId) ?? []), row])
  const blocks = await planBlocks(db, [...rowsOf.keys()])
  const byWorkout = new Map<number, BoardExercise[]>()
  for (const [workoutId, mine] of rowsOf) {
    byWorkout.set(
      workoutId,
      withPlans(mine, blocks.get(workoutId) ?? []).map(
        ({ workoutId: _workout, blockId: _block, bodyPart, ...exercise }) => ({
          ...exercise,
          bodyPart: bodyPartOf(bodyPart),
        }),
      ),
    )
  }
  const sections = WORKOUT_CATEGORIES.map((category) => ({
    category,
    label: sectionLabel(category),
    workouts: list
      .filter((w) => w.category === category)
      .map((w) => ({
        id: w.id,
        title: w.title,
        description: w.description,
        difficulty: w.difficulty,
        category: w.category,
        minutes: w.minutes,
        rounds: w.rounds,
        restBetweenExercises: w.restBetweenExercises,
        exercises: byWorkout.get(w.id) ?? [],
        qr: workoutQr(appUrl, w.id),
      })),
  })).filter((s) => s.workouts.length > 0)
  return { day, appUrl, kiosk, wod, sections }
}
