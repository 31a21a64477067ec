import { existsSync, mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { count, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { openDatabase } from '~/server/db/client'
import { loadCatalogue } from '~/server/db/catalogue'
import { migrateDatabase } from '~/server/db/migrate'
import { exercises, userTypes, users, workoutExercises, workouts } from '~/server/db/schema'
import { seedDemoAccounts } from '~/server/seed/demo-accounts'
import { builtinCatalogue } from '~/server/catalogue/content'
import { createTestDatabase } from '../support/test-db'

describe('the database', () => {
  it('creates a missing file database in a missing folder, migrates it and turns on WAL', async () => {
    const dir = join(mkdtempSync(join(tmpdir(), 'db-')), 'nested', 'data')
    const database = openDatabase(`file:${dir}/app.db`)
    await migrateDatabase(database)
    expect(existsSync(`${dir}/app.db`)).toBe(true)
    const mode = await database.client.execute('PRAGMA journal_mode')
    expect(mode.rows[0]?.[0]).toBe('wal')
    const roles = await database.db.select({ name: userTypes.name }).from(userTypes).all()
    expect(roles.map((r) => r.name).sort()).toEqual(['admin', 'manager', 'trainer', 'user'])
    database.close()
  })

  it('works in memory, batches included', async () => {
    const database = openDatabase(':memory:')
    await migrateDatabase(database)
    await loadCatalogue(database)
    const [row] = await database.db.select({ n: count() }).from(workouts).all()
    expect(row?.n).toBe(builtinCatalogue.workouts.length)
    database.close()
  })

  it('migrating twice changes nothing', async () => {
    const database = createTestDatabase()
    await migrateDatabase(database)
    await migrateDatabase(database)
    const [row] = await database.db.select({ n: count() }).from(userTypes).all()
    expect(row?.n).toBe(4)
    database.close()
  })

  it('enforces foreign keys', async () => {
    const database = createTestDatabase()
    const error = await database
      .write((db) =>
        db
          .insert(users)
          .values({ username: 'x', email: 'x@example.test', googleId: 'x', userTypeId: 999 })
          .run(),
      )
      .catch((e: Error) => e)
    expect(String((error as Error & { cause?: Error }).cause?.message)).toMatch(/FOREIGN KEY/)
    database.close()
  })
})

describe('the built-in catalogue loader', () => {
  it('loads every built-in row once, however often it runs', async () => {
    const database = createTestDatabase()
    const first = await loadCatalogue(database)
    const second = await loadCatalogue(database)
    expect(first.added).toBeGreaterThan(0)
    expect(second.added).toBe(0)
    const [w] = await database.db.select({ n: count() }).from(workouts).all()
    const [we] = await database.db.select({ n: count() }).from(workoutExercises).all()
    expect(w?.n).toBe(builtinCatalogue.workouts.length)
    expect(we?.n).toBe(builtinCatalogue.workouts.reduce((sum, x) => sum + x.exercises.length, 0))
    database.close()
  })

  it("never overwrites an admin's edit or re-adds a removed exercise of a workout", async () => {
    const database = createTestDatabase()
    await loadCatalogue(database)
    await database.write((db) =>
      db
        .update(exercises)
        .set({ name: 'Knuckle Push-ups' })
        .where(eq(exercises.builtinKey, 'push-ups'))
        .run(),
    )
    const fundamentals = await database.db
      .select()
      .from(workouts)
      .where(eq(workouts.builtinKey, 'fundamentals'))
      .get()
    const before = await database.db
      .select()
      .from(workoutExercises)
      .where(eq(workoutExercises.workoutId, fundamentals!.id))
      .all()
    await database.write((db) =>
      db.delete(workoutExercises).where(eq(workoutExercises.id, before[0]!.id)).run(),
    )
    await loadCatalogue(database)
    const pushUps = await database.db
      .select()
      .from(exercises)
      .where(eq(exercises.builtinKey, 'push-ups'))
      .get()
    expect(pushUps?.name).toBe('Knuckle Push-ups')
    const after = await database.db
      .select()
      .from(workoutExercises)
      .where(eq(workoutExercises.workoutId, fundamentals!.id))
      .all()
    expect(after).toHaveLength(before.length - 1)
    database.close()
  })

  it('gives built-in workouts their exercises in order', async () => {
    const database = createTestDatabase()
    await loadCatalogue(database)
    const fundamentals = await database.db
      .select()
      .from(workouts)
      .where(eq(workouts.builtinKey, 'fundamentals'))
      .get()
    const rows = await database.db
      .select({ order: workoutExercises.order, name: exercises.name })
      .from(workoutExercises)
      .innerJoin(exercises, eq(exercises.id, workoutExercises.exerciseId))
      .where(eq(workoutExercises.workoutId, fundamentals!.id))
      .orderBy(workoutExercises.order)
      .all()
    expect(rows.map((r) => r.name)).toEqual(['Push-ups', 'Pull-ups', 'Squats', 'Plank'])
    expect(rows.map((r) => r.order)).toEqual([1, 2, 3, 4])
    database.close()
  })
})

describe('the development seed', () => {
  it('creates the four demo accounts with their roles, once', async () => {
    const database = createTestDatabase()
    await seedDemoAccounts(database)
    await seedDemoAccounts(database)
    const rows = await database.db
      .select({ email: users.email, role: userTypes.name })
      .from(users)
      .innerJoin(userTypes, eq(userTypes.id, users.userTypeId))
      .all()
    expect(rows.sort((a, b) => a.email.localeCompare(b.email))).toEqual([
      { email: 'admin@demo.local', role: 'admin' },
      { email: 'athlete@demo.local', role: 'user' },
      { email: 'manager@demo.local', role: 'manager' },
      { email: 'trainer@demo.local', role: 'trainer' },
    ])
    database.close()
  })
})
