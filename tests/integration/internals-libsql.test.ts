// The `libsql` driver's private surface the fast path relies on, reached through
// src/server/internals/libsql.ts (docs/architecture.md#internals): the driver is the declared
// package the client itself loads, the client compiles through `Database.prototype.prepare`
// (which the statement cache replaces), and a statement has the methods the session check and
// the cache call.
import { readFileSync, realpathSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '~/server/db/client'
import { keptStatementCount } from '~/server/db/statement-cache'
import { embeddedDriver } from '~/server/internals/libsql'
import { installed } from '../support/installed'
import { createTestDatabase, ensureBaseDatabase } from '../support/test-db'

const libsql = installed('libsql')
const client = installed('@libsql/client')

let database: Database

beforeAll(async () => {
  await ensureBaseDatabase()
  database = createTestDatabase()
})
afterAll(() => database.close())

describe(`libsql internals (${libsql}, ${client})`, () => {
  it('is a declared dependency, and the very copy the client loads', () => {
    const manifest = JSON.parse(readFileSync(join(process.cwd(), 'package.json'), 'utf8')) as {
      dependencies: Record<string, string>
    }
    expect(
      manifest.dependencies.libsql,
      'libsql is not in package.json: the statement cache and the session check use it directly',
    ).toBeDefined()
    const fromClient = createRequire(import.meta.resolve('@libsql/client')).resolve('libsql')
    const declared = createRequire(join(process.cwd(), 'package.json')).resolve('libsql')
    expect(
      realpathSync(fromClient),
      `${client} now loads another libsql than the declared ${libsql}: align package.json's libsql with the client's, or the statement cache patches a copy the client never uses`,
    ).toBe(realpathSync(declared))
  })

  it('offers Database.prototype.prepare, which the client calls for every statement', async () => {
    const Driver = embeddedDriver()
    expect(Driver, `${libsql} could not be loaded from ${client}`).not.toBeNull()
    expect(
      typeof Driver!.prototype.prepare,
      `${libsql}: Database.prototype.prepare is gone; the statement cache (db/statement-cache.ts) replaces it`,
    ).toBe('function')
    const sql = `SELECT ? AS n -- internals ${process.pid}`
    const before = keptStatementCount()
    await database.client.execute({ sql, args: [1] })
    expect(
      keptStatementCount(),
      `${client} no longer compiles through libsql's Database.prototype.prepare: the statement cache keeps nothing`,
    ).toBe(before + 1)
    const again = await database.client.execute({ sql, args: [2] })
    expect(again.rows[0]?.n).toBe(2)
    expect(keptStatementCount()).toBe(before + 1)
  })

  it('gives statements the methods the session check and the statement cache call', () => {
    const Driver = embeddedDriver()!
    const connection = new Driver(':memory:', { timeout: 5000 })
    try {
      const statement = connection.prepare('SELECT ? AS a, ? AS b')
      for (const method of ['columns', 'raw', 'safeIntegers', 'get'] as const) {
        expect(
          typeof statement[method],
          `${libsql}: a statement has no ${method}(); internals/libsql.ts calls or wraps it`,
        ).toBe('function')
      }
      expect(
        statement.raw(true).get([1, 'x']),
        `${libsql}: statement.raw(true).get(args) no longer answers the row as an array; the session check (db/hot-read.ts) reads it so`,
      ).toEqual([1, 'x'])
    } finally {
      connection.close()
    }
  })
})
