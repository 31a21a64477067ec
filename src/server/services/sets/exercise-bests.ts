// The bests kept per athlete, exercise and side (`exercise_bests`, docs/product.md#records): the
// set log raises them in a set's batch, a correction recomputes its exercise's, and the records
// answer reads them, so none of the three grows with an athlete's history.
import { type SQL, sql } from 'drizzle-orm'
import type { Drizzle } from '../../db/client'
import { WrittenStatement } from '../../db/group-commit'
import { RECORD_RULES } from '~/shared/schemas/sets'
import { COUNTS, remarkExercise } from './set-marks'

/** A set as it was logged, for the bests it may raise. */
interface LoggedFigures {
  userId: number
  exerciseId: number
  side: string | null
  reps: number | null
  seconds: number | null
  loadKg: number | null
  day: string
  clientId: string
}

const RAISE = `INSERT INTO exercise_bests (user_id, exercise_id, side_key, kind, reps_key, value,
  set_id, day) VALUES (?, ?, ?, ?, ?, ?,
  (SELECT id FROM logged_sets WHERE user_id = ? AND client_id = ?), ?)
  ON CONFLICT (user_id, exercise_id, side_key, kind, reps_key) DO UPDATE SET
  value = excluded.value, set_id = excluded.set_id, day = excluded.day
  WHERE excluded.value > exercise_bests.value`

/**
 * The statements that raise the bests a just-inserted set beats (strictly: a tie keeps the set
 * that reached it first); none for a set that counts for no record (`counts` false: a warm-up
 * or cool-down workout's). `known`: the bests of the set's side as read for the batch that
 * claims the progress version (a correction in between fails that claim, and the set is read
 * again), so a figure that beats none of them needs no statement; most sets beat nothing.
 */
export function raiseBests(
  set: LoggedFigures,
  counts: boolean,
  known: { reps: number | null; seconds: number | null; load: number | null },
): WrittenStatement[] {
  if (!counts) return []
  const figures: [kind: string, repsKey: number, value: number][] = []
  const beats = (value: number, best: number | null) => best === null || value > best
  if (set.reps !== null && beats(set.reps, known.reps)) figures.push(['reps', 0, set.reps])
  if (
    set.seconds !== null &&
    set.seconds >= RECORD_RULES.minHoldSeconds &&
    beats(set.seconds, known.seconds)
  )
    figures.push(['seconds', 0, set.seconds])
  if (set.loadKg !== null && set.reps !== null && beats(set.loadKg, known.load))
    figures.push(['load', set.reps, set.loadKg])
  return figures.map(
    ([kind, repsKey, value]) =>
      new WrittenStatement(RAISE, [
        set.userId,
        set.exerciseId,
        set.side ?? '',
        kind,
        repsKey,
        value,
        set.userId,
        set.clientId,
        set.day,
      ]),
  )
}

/** The bests of the sets `scope` keeps (a condition on `logged_sets l`), ranked afresh. */
export function rankedBests(scope: SQL): SQL {
  const ranked = (kind: string, repsKey: SQL, value: SQL, by: SQL, where: SQL) => sql`
    SELECT l.user_id, l.exercise_id, coalesce(l.side, '') AS side_key, ${kind} AS kind,
      ${repsKey} AS reps_key, ${value} AS value, l.id AS set_id, l.day,
      row_number() OVER (PARTITION BY l.user_id, l.exercise_id, coalesce(l.side, '')${by}
        ORDER BY ${value} DESC, l.id) AS rank
    FROM logged_sets l LEFT JOIN workouts w ON w.id = l.workout_id
    WHERE ${scope} AND ${COUNTS} AND ${where}`
  return sql`
    INSERT INTO exercise_bests (user_id, exercise_id, side_key, kind, reps_key, value, set_id, day)
    SELECT user_id, exercise_id, side_key, kind, reps_key, value, set_id, day FROM (
      ${ranked('reps', sql`0`, sql`l.reps`, sql``, sql`l.reps IS NOT NULL`)}
      UNION ALL
      ${ranked('seconds', sql`0`, sql`l.seconds`, sql``, sql`l.seconds >= ${RECORD_RULES.minHoldSeconds}`)}
      UNION ALL
      ${ranked('load', sql`l.reps`, sql`l.load_kg`, sql`, l.reps`, sql`l.load_kg IS NOT NULL AND l.reps IS NOT NULL`)}
    ) WHERE rank = 1`
}

/**
 * A correction's statements: the athlete's bests of the exercise dropped and ranked afresh, and
 * its sets marked afresh (a correction costs the exercise's history, not the athlete's).
 */
export function recomputeExercise(db: Drizzle, userId: number, exerciseId: number) {
  return [
    db.run(
      sql`DELETE FROM exercise_bests WHERE user_id = ${userId} AND exercise_id = ${exerciseId}`,
    ),
    db.run(rankedBests(sql`l.user_id = ${userId} AND l.exercise_id = ${exerciseId}`)),
    remarkExercise(db, userId, exerciseId),
  ]
}
