// tRPC's private surface the fast paths rely on, all of it reached through
// src/server/internals/trpc.ts (docs/architecture.md#internals). Each expectation names what
// moved, so an upgrade that breaks one says where to look.
import { initTRPC } from '@trpc/server'
import { describe, expect, it } from 'vitest'
import { appRouter } from '~/server/api/root'
import {
  MIDDLEWARE_RESULT_MARKER,
  procedureMeta,
  procedureType,
  routerProcedures,
} from '~/server/internals/trpc'
import { installed } from '../support/installed'

const trpc = installed('@trpc/server')
const t = initTRPC.meta<{ access?: string }>().create()

const router = t.router({
  top: t.procedure.meta({ access: 'public' }).query(() => 1),
  inner: t.router({
    read: t.procedure.query(() => 2),
    write: t.procedure.mutation(() => 3),
  }),
})

describe(`tRPC internals (${trpc})`, () => {
  it('lists a router’s procedures flat, by dotted path, each with its type', () => {
    const procedures = routerProcedures(router)
    expect(
      Object.keys(procedures).sort(),
      `${trpc}: router._def.procedures no longer lists every procedure by its dotted path; the tRPC GET fast path (http/trpc-queries.ts) and the REST operation list (api/rest-operations.ts) read it`,
    ).toEqual(['inner.read', 'inner.write', 'top'])
    expect(
      ['top', 'inner.read', 'inner.write'].map((path) => procedureType(procedures[path])),
      `${trpc}: a procedure no longer carries its type in _def.type; the tRPC GET fast path answers only queries by it`,
    ).toEqual(['query', 'query', 'mutation'])
  })

  it('reads the meta of a procedure builder and of a procedure', () => {
    const builder = t.procedure.meta({ access: 'public' })
    expect(
      procedureMeta<{ access?: string }>(builder)?.access,
      `${trpc}: a procedure builder no longer carries its .meta() in _def.meta; rest() in api/rest.ts derives a route's OpenAPI security from it`,
    ).toBe('public')
    expect(
      procedureMeta<{ access?: string }>(routerProcedures(router).top)?.access,
      `${trpc}: a procedure no longer carries its .meta() in _def.meta; api/rest-operations.ts lists REST routes by it`,
    ).toBe('public')
  })

  it('takes a middleware result made without next() when it carries the marker', async () => {
    const kept = t.middleware(() =>
      Promise.resolve({ ok: true as const, marker: MIDDLEWARE_RESULT_MARKER, data: 'kept' }),
    )
    const answered = t.router({ read: t.procedure.use(kept).query(() => 'computed') })
    const caller = t.createCallerFactory(answered)({})
    expect(
      MIDDLEWARE_RESULT_MARKER,
      `${trpc}: middlewareMarker is gone from @trpc/server/unstable-core-do-not-import; the kept catalogue answers (catalogueAnswer in api/trpc.ts) answer with it`,
    ).toBeDefined()
    await expect(
      caller.read(),
      `${trpc}: a middleware can no longer answer without next() by returning a result with middlewareMarker; catalogueAnswer in api/trpc.ts does`,
    ).resolves.toBe('kept')
  })

  it('finds every procedure of the app this way', () => {
    const procedures = routerProcedures(appRouter)
    const types = new Set(Object.values(procedures).map(procedureType))
    expect(Object.keys(procedures)).toContain('workouts.daily')
    expect([...types].sort()).toEqual(['mutation', 'query'])
  })
})
