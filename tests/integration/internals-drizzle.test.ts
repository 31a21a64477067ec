// drizzle's private surface group commit relies on, reached through
// src/server/internals/drizzle.ts (docs/architecture.md#internals): a query prepared as
// `db.batch` prepares it must give its SQL and parameters, and map libSQL's batch result to what
// drizzle's own batch answers.
import { eq } from 'drizzle-orm'
import { integer, sqliteTable, text } from 'drizzle-orm/sqlite-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '~/server/db/client'
import { preparedForBatch } from '~/server/internals/drizzle'
import { installed } from '../support/installed'
import { createTestDatabase, ensureBaseDatabase } from '../support/test-db'

const drizzle = installed('drizzle-orm')
const notes = sqliteTable('internals_notes', {
  id: integer('id').primaryKey(),
  body: text('body').notNull(),
})

let database: Database

beforeAll(async () => {
  await ensureBaseDatabase()
  database = createTestDatabase()
  await database.client.execute(
    'CREATE TABLE internals_notes (id INTEGER PRIMARY KEY, body TEXT NOT NULL)',
  )
})
afterAll(() => database.close())

describe(`drizzle internals (${drizzle})`, () => {
  it('prepares a query as its batch does: SQL, parameters, and the result mapped back', async () => {
    const db = database.db
    const build = () =>
      [
        db.insert(notes).values({ id: 1, body: 'one' }).returning(),
        db.update(notes).set({ body: 'uno' }).where(eq(notes.id, 1)),
        db.select().from(notes).where(eq(notes.id, 1)),
      ] as const
    const prepared = build().map((query) => preparedForBatch(query))
    const statements = prepared.map((p) => {
      const query = p.getQuery()
      expect(
        typeof query.sql === 'string' && Array.isArray(query.params),
        `${drizzle}: _prepare().getQuery() no longer answers { sql, params }; group commit (db/group-commit.ts) sends them to libSQL itself`,
      ).toBe(true)
      return { sql: query.sql, args: query.params as never[] }
    })
    const results = await database.client.batch(statements, 'write')
    const ours = prepared.map((p, i) => p.mapResult(results[i], true))

    await database.client.execute('DELETE FROM internals_notes')
    const theirs = await db.batch(build())
    expect(
      ours,
      `${drizzle}: _prepare().mapResult(result, true) no longer maps a libSQL batch result as db.batch does; group commit answers each writer with it`,
    ).toEqual(theirs)
    expect(ours[2]).toEqual([{ id: 1, body: 'uno' }])
  })
})
