import { eq, inArray, sql } from 'drizzle-orm'
import { builtinCatalogue } from '../catalogue/content'
import { SKILL_LADDERS } from '../catalogue/skill-ladders'
import type { BuiltinLadder, Catalogue } from '../catalogue/types'
import type { Database, Drizzle } from './client'
import { storedBlockNumbers } from '~/shared/schemas/blocks'
import { loadVariationLinks } from './catalogue-links'
import { badges, exercises, skillPrerequisites, skills, skillSteps, workouts } from './schema'

/**
 * Adds built-in content that is not in the database yet, keyed by `builtin_key`. Rows that exist
 * are never updated, so an admin's edits survive every restart; a workout's exercise list is
 * written only together with the workout itself, and a skill's ladder (its steps and the skills
 * it requires) only while the skill has no steps: on a fresh database and on one made before
 * ladders existed alike, never over a ladder that was changed since.
 */
export async function loadCatalogue(
  database: Database,
  catalogue: Catalogue = builtinCatalogue,
  ladders: Readonly<Record<string, BuiltinLadder>> = SKILL_LADDERS,
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
    for (const { key, exercises: list, blocks = [], ...w } of catalogue.workouts) {
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
      // Exercise i's block: blocks take the list's exercises in turn (none: the trigger's
      // straight block, as before blocks).
      const blockOf = blocks.flatMap((b, i) => Array.from({ length: b.size }, () => i + 1))
      if (blocks.length > 0 && blockOf.length !== rows.length) {
        throw new Error(
          `Built-in workout ${key}: its blocks take ${blockOf.length} of ${rows.length} exercises`,
        )
      }
      // The workout, its blocks and its exercise list commit together.
      await db.batch([
        db.insert(workouts).values({ ...w, builtinKey: key }),
        ...blocks.map(({ kind, size: _size, ...numbers }, i) => {
          const n = storedBlockNumbers(kind, numbers)
          return db.run(sql`INSERT INTO workout_blocks (workout_id, position, kind, rounds, minutes, work_seconds, rest_seconds, cap_seconds, created_at)
            SELECT id, ${i + 1}, ${kind}, ${n.rounds}, ${n.minutes}, ${n.workSeconds}, ${n.restSeconds}, ${n.capSeconds}, ${Date.now()} FROM workouts WHERE builtin_key = ${key}`)
        }),
        ...rows.map((r, i) =>
          db.run(sql`INSERT INTO workout_exercises (workout_id, block_id, exercise_id, "order", sets, reps, duration, rest_time, created_at)
            SELECT w.id, (SELECT b.id FROM workout_blocks b WHERE b.workout_id = w.id AND b.position = ${blockOf[i] ?? null}), ${r.exerciseId}, ${r.order}, ${r.sets}, ${r.reps}, ${r.duration}, ${r.restTime}, ${Date.now()} FROM workouts w WHERE w.builtin_key = ${key}`),
        ),
      ])
      added += blocks.length
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
    added += await loadLadders(db, catalogue, ladders)
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

/**
 * Writes the ladder of each built-in skill that has none yet, whole, in one batch with its
 * requirements. A ladder naming an exercise the library lacks is left for a later start (when
 * the exercise is there), so a skill never gets half a ladder.
 */
async function loadLadders(
  db: Drizzle,
  catalogue: Catalogue,
  ladders: Readonly<Record<string, BuiltinLadder>>,
): Promise<number> {
  const keys = catalogue.skills.map((s) => s.key).filter((key) => ladders[key] !== undefined)
  if (keys.length === 0) return 0
  const skillRows = await db
    .select({ id: skills.id, key: skills.builtinKey })
    .from(skills)
    .where(
      inArray(
        skills.builtinKey,
        catalogue.skills.map((s) => s.key),
      ),
    )
    .all()
  const skillIds = new Map(skillRows.map((r) => [r.key, r.id]))
  const climbed = new Set(
    (await db.selectDistinct({ skillId: skillSteps.skillId }).from(skillSteps).all()).map(
      (r) => r.skillId,
    ),
  )
  const exerciseKeys = [
    ...new Set(keys.flatMap((key) => ladders[key]?.steps.map((s) => s.exercise) ?? [])),
  ]
  const exerciseIds = new Map(
    (
      await db
        .select({ id: exercises.id, key: exercises.builtinKey })
        .from(exercises)
        .where(inArray(exercises.builtinKey, exerciseKeys.concat('')))
        .all()
    ).map((r) => [r.key, r.id]),
  )
  let added = 0
  for (const key of keys) {
    const skillId = skillIds.get(key)
    const ladder = ladders[key]
    if (skillId === undefined || !ladder || climbed.has(skillId)) continue
    const ids = ladder.steps.map((s) => exerciseIds.get(s.exercise))
    if (ids.length === 0 || !ids.every((id) => id !== undefined)) continue
    const steps = ladder.steps.map(({ standard }, index) => ({
      skillId,
      order: index + 1,
      exerciseId: ids[index] as number,
      sets: standard.sets,
      reps: standard.reps ?? null,
      seconds: standard.seconds ?? null,
      loadKg: standard.loadKg ?? null,
    }))
    const requires = ladder.requires
      .map((k) => skillIds.get(k))
      .filter((id): id is number => id !== undefined)
    await db.batch([
      db.insert(skillSteps).values(steps),
      ...requires.map((requiresSkillId) =>
        db.insert(skillPrerequisites).values({ skillId, requiresSkillId }).onConflictDoNothing(),
      ),
    ])
    added += steps.length + requires.length
  }
  return added
}
