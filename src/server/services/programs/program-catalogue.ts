import { inArray } from 'drizzle-orm'
import type { Drizzle } from '../../db/client'
import { workouts } from '../../db/schema'
import { BUILTIN_PROGRAMS, type BuiltinProgram } from '../../catalogue/programs'
import { cachedCatalogue } from '../catalogue/catalogue-cache'

/**
 * The ids of the built-in workouts programs name, by key, as of the catalogue's version: an
 * admin may delete one, and a program missing a workout cannot be followed.
 */
export async function programWorkoutIds(db: Drizzle): Promise<ReadonlyMap<string, number>> {
  return cachedCatalogue(db, 'program-workout-ids', async (db) => {
    const keys = [...new Set(BUILTIN_PROGRAMS.flatMap((p) => p.sessions))]
    const rows = await db
      .select({ id: workouts.id, key: workouts.builtinKey })
      .from(workouts)
      .where(inArray(workouts.builtinKey, keys))
      .all()
    return new Map(rows.flatMap((r) => (r.key === null ? [] : [[r.key, r.id] as const])))
  })
}

/** The program's sessions as workout ids, or null when a workout is no longer in the catalogue. */
export function sessionIds(
  program: BuiltinProgram,
  ids: ReadonlyMap<string, number>,
): number[] | null {
  const sessions = program.sessions.map((key) => ids.get(key))
  return sessions.every((id) => id !== undefined) ? (sessions as number[]) : null
}
