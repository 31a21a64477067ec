// What one day holds of one workout, as the completion rule reads it (docs/product.md#completion):
// for the writers off the set log's hot path (the progress call, a correction).
import { type SQLChunk, sql } from 'drizzle-orm'
import type { Drizzle } from '../../db/client'
import type { CompletionLog } from '~/shared/rules/completion'
import type { Prescription } from '~/shared/schemas/calendar'

export interface DayLog extends CompletionLog {
  sets: {
    id: number
    exerciseId: number
    blockId: number | null
    setNumber: number
    round: number | null
  }[]
  scoredBlockIds: number[]
  markedExerciseIds: number[]
}

export async function dayLogOf(
  db: Drizzle,
  userId: number,
  workoutId: number,
  day: string,
): Promise<DayLog> {
  const row = await db.get<{
    sets: string
    scored: string
    marked: string
    prescription: string | null
  }>(sql`
    SELECT
      (SELECT json_group_array(json_array(id, exercise_id, block_id, set_number, round))
        FROM logged_sets WHERE user_id = ${userId} AND day = ${day} AND workout_id = ${workoutId})
        AS sets,
      (SELECT json_group_array(DISTINCT block_id) FROM block_scores WHERE user_id = ${userId}
        AND day = ${day} AND workout_id = ${workoutId} AND block_id IS NOT NULL) AS scored,
      (SELECT json_group_array(DISTINCT exercise_id) FROM exercise_completions
        WHERE user_id = ${userId} AND day = ${day} AND workout_id = ${workoutId}
        AND exercise_id IS NOT NULL AND from_sets = 0) AS marked,
      (${prescriptionOfDay(sql`${userId}`, sql`${day}`, sql`${workoutId}`)}) AS prescription`)
  return {
    sets: (
      JSON.parse(row?.sets ?? '[]') as [number, number, number | null, number, number | null][]
    ).map(([id, exerciseId, blockId, setNumber, round]) => ({
      id,
      exerciseId,
      blockId,
      setNumber,
      round,
    })),
    scoredBlockIds: JSON.parse(row?.scored ?? '[]') as number[],
    markedExerciseIds: JSON.parse(row?.marked ?? '[]') as number[],
    prescribed: prescribedExercises(row?.prescription ?? null),
  }
}

/**
 * The prescription (JSON) of the athlete's first calendar entry of the workout on the day, for
 * the completion rule: a trainer's prescribed sets are what the workout asked that day.
 */
export const prescriptionOfDay = (userId: SQLChunk, day: SQLChunk, workoutId: SQLChunk) =>
  sql`SELECT prescription FROM calendar_entries WHERE user_id = ${userId} AND day = ${day}
    AND workout_id = ${workoutId} ORDER BY position LIMIT 1`

/** The exercises of a stored prescription, as the completion rule reads them. */
export function prescribedExercises(json: string | null): DayLog['prescribed'] {
  if (!json) return null
  const parsed = JSON.parse(json) as Partial<Prescription> | null
  return Array.isArray(parsed?.exercises) ? parsed.exercises : null
}
