import { eq, inArray, sql } from 'drizzle-orm'
import { builtinCatalogue } from '../catalogue/content'
import type { Catalogue } from '../catalogue/types'
import type { Database } from './client'
import { loadVariationLinks } from './catalogue-links'
import { badges, exercises, skills, workouts } from './schema'

/**
 * Adds built-in content that is not in the database yet, keyed by `builtin_key`. Rows that exist
 * are never updated, so an admin's edits survive every restart; a workout's exercise list is
 * written only together with the workout itself.
 */
export async function loadCatalogue(
  database: Database,
  catalogue: Catalogue = builtinCatalogue,
): Promise<{ added: number }> {
  return database.write(async (db) => {
    let added = 0
    if (catalogue.exercises.length) {
      const res = await db
        .insert(exercises)
        .values(catalogue.exercises.map(({ key, ...e }) => ({ ...e, builtinKey: key })))
        .onConflictDoNothing({ target: exercises.builtinKey })
        .run()
      added += res.rowsAffected
    }
    const exerciseIds = new Map(
      (
        await db
          .select({ id: exercises.id, key: exercises.builtinKey })
          .from(exercises)
          .where(inArray(exercises.builtinKey, catalogue.exercises.map((e) => e.key).concat('')))
          .all()
      ).map((r) => [r.key, r.id]),
    )
    for (const { key, exercises: list, ...w } of catalogue.workouts) {
      const existing = await db
        .select({ id: workouts.id })
        .from(workouts)
        .where(eq(workouts.builtinKey, key))
        .get()
      if (existing) continue
      const rows = list.map((item, index) => {
        const exerciseId = exerciseIds.get(item.exercise)
        if (!exerciseId)
          throw new Error(`Built-in workout ${key} names unknown exercise ${item.exercise}`)
        return {
          exerciseId,
          order: index + 1,
          sets: item.sets,
          reps: item.reps,
          duration: item.duration ?? null,
          restTime: item.restTime ?? null,
        }
      })
      // The workout and its exercise list commit together.
      await db.batch([
        db.insert(workouts).values({ ...w, builtinKey: key }),
        ...rows.map((r) =>
          db.run(sql`INSERT INTO workout_exercises (workout_id, exercise_id, "order", sets, reps, duration, rest_time, created_at)
            SELECT id, ${r.exerciseId}, ${r.order}, ${r.sets}, ${r.reps}, ${r.duration}, ${r.restTime}, ${Date.now()} FROM workouts WHERE builtin_key = ${key}`),
        ),
      ])
      added += 1 + rows.length
    }
    if (catalogue.skills.length) {
      const res = await db
        .insert(skills)
        .values(catalogue.skills.map(({ key, ...s }) => ({ ...s, builtinKey: key })))
        .onConflictDoNothing({ target: skills.builtinKey })
        .run()
      added += res.rowsAffected
    }
    if (catalogue.badges.length) {
      const res = await db
        .insert(badges)
        .values(catalogue.badges.map(({ key, ...b }) => ({ ...b, builtinKey: key })))
        .onConflictDoNothing({ target: badges.builtinKey })
        .run()
      added += res.rowsAffected
    }
    added += await loadVariationLinks(db)
    return { added }
  })
}
