// docs/architecture.md#request-cost: every embedded connection keeps its compiled statements,
// with their columns and modes; each kept statement must still behave exactly as a fresh one,
// run after run with new arguments.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '~/server/db/client'
import { keptStatementCount } from '~/server/db/statement-cache'
import { trimStartupMemory } from '~/server/memory'
import { createTestDatabase, ensureBaseDatabase } from '../support/test-db'

let database: Database

beforeAll(async () => {
  await ensureBaseDatabase()
  database = createTestDatabase()
  await database.client.execute('CREATE TABLE notes (id INTEGER PRIMARY KEY, body TEXT NOT NULL)')
})
afterAll(() => database.close())

describe('kept statements', () => {
  it('run a write again and again with new arguments, then read every row it wrote', async () => {
    const insert = 'INSERT INTO notes (body) VALUES (?)'
    for (const body of ['one', 'two', 'three']) {
      const result = await database.client.execute({ sql: insert, args: [body] })
      expect(result.rowsAffected).toBe(1)
      expect(result.rows).toEqual([])
    }
    const read = await database.client.execute('SELECT body FROM notes ORDER BY id')
    expect(read.rows.map((r) => r.body)).toEqual(['one', 'two', 'three'])
  })

  it('fail a write that breaks a constraint, and run the same statement fine afterwards', async () => {
    const insert = 'INSERT INTO notes (id, body) VALUES (?, ?)'
    await database.client.execute({ sql: insert, args: [100, 'first'] })
    await expect(database.client.execute({ sql: insert, args: [100, 'again'] })).rejects.toThrow(
      /UNIQUE/,
    )
    await database.client.execute({ sql: insert, args: [101, 'next'] })
    const read = await database.client.execute('SELECT body FROM notes WHERE id >= 100 ORDER BY id')
    expect(read.rows.map((r) => r.body)).toEqual(['first', 'next'])
  })

  it('answer a write that returns rows with its rows, run after run', async () => {
    const insert = 'INSERT INTO notes (body) VALUES (?) RETURNING body'
    for (const body of ['a', 'b']) {
      const result = await database.client.execute({ sql: insert, args: [body] })
      expect(result.rows.map((r) => r.body)).toEqual([body])
    }
  })

  it('are let go once start-up is over, and compile again with the same answers', async () => {
    const read = 'SELECT body FROM notes WHERE id = ?'
    const before = await database.client.execute({ sql: read, args: [100] })
    expect(keptStatementCount()).toBeGreaterThan(0)
    await trimStartupMemory(database)
    expect(keptStatementCount()).toBe(0)
    const after = await database.client.execute({ sql: read, args: [100] })
    expect(after.rows).toEqual(before.rows)
    await database.client.execute({ sql: 'INSERT INTO notes (body) VALUES (?)', args: ['later'] })
    const last = await database.client.execute('SELECT body FROM notes ORDER BY id DESC LIMIT 1')
    expect(last.rows.map((r) => r.body)).toEqual(['later'])
    expect(keptStatementCount()).toBe(3)
  })
})
