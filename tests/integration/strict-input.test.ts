// A strict API (docs/product.md#validation): a value of the wrong JSON type is refused with a 400
// naming the field, never turned into a number or a boolean; only a URL's text (path ids, query
// parameters) is read as a number, and only in its plain decimal form. Client ids are one set
// whatever their letter case. Over real HTTP, REST and tRPC alike.
import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { appRouter } from '~/server/api/root'
import { buildOpenApiDocument } from '~/server/http/openapi'
import { exercises, loggedSets, skills, userStepPasses } from '~/server/db/schema'
import type { LogSetsResult } from '~/shared/schemas/sets'
import type { Skill } from '~/shared/schemas/skills'
import { createSessionToken, createUser } from '../support/factories'
import { expectNoStackTrace, rest, type RestResponse } from '../support/rest'
import { serverHarness } from '../support/test-server'

const h = serverHarness()

interface Person {
  id: number
  token: string
}

async function person(opts: { trainerId?: number; role?: 'user' | 'trainer' | 'admin' } = {}) {
  const user = await createUser(h.server.database, opts)
  return { id: user.id, token: await createSessionToken(h.server.database, user.id) }
}

let pushUps: number
let admin: Person
beforeAll(async () => {
  const row = await h.server.database.db
    .select({ id: exercises.id })
    .from(exercises)
    .where(eq(exercises.builtinKey, 'push-ups'))
    .get()
  pushUps = row!.id
  admin = await person({ role: 'admin' })
})

/** The fields a 400 names: REST's `issues` paths, joined with dots. */
function issuePaths(res: RestResponse): string[] {
  const issues = (res.body as { issues?: { path: (string | number)[] }[] }).issues ?? []
  return issues.map((i) => i.path.join('.'))
}

/** A refusal of the input: 400, the field named, no stack trace or SQL. */
function expectRefused(res: RestResponse, field: string, what: string) {
  expect(res.status, `${what}: ${res.text}`).toBe(400)
  expect(issuePaths(res), `${what}: ${res.text}`).toContain(field)
  expectNoStackTrace(res)
  expect(res.text, what).not.toMatch(/SQLITE|SELECT |INSERT /i)
}

function logSets(who: Person, body: unknown) {
  return rest(h.server.url, 'POST', `/api/user/${who.id}/sets`, { token: who.token, body })
}

/** sets.log over tRPC's HTTP endpoint, as the React client sends it. */
function logSetsOverTrpc(who: Person, input: unknown) {
  return rest(h.server.url, 'POST', '/trpc/sets.log', { token: who.token, body: input })
}

async function storedSets(who: Person) {
  return h.server.database.db.select().from(loggedSets).where(eq(loggedSets.userId, who.id)).all()
}

describe('client ids', () => {
  it('are one set whatever their letter case: an upper-case retry is stored once and answered with the stored set', async () => {
    const me = await person()
    const clientId = randomUUID()
    const set = { clientId, exerciseId: pushUps, setNumber: 1, reps: 10 }
    const first = await logSets(me, set)
    expect(first.status, first.text).toBe(200)
    const stored = (first.body as LogSetsResult).sets[0]!
    expect(stored.clientId).toBe(clientId)

    const upper = clientId.toUpperCase()
    const retries = [
      await logSets(me, { ...set, clientId: upper }),
      await logSets(me, { set: { ...set, clientId: upper } }),
      // The offline queue replays its sets as a list.
      await logSets(me, { sets: [{ ...set, clientId: upper }] }),
    ]
    for (const retry of retries) {
      expect(retry.status, retry.text).toBe(200)
      expect((retry.body as LogSetsResult).sets).toEqual([stored])
    }
    const trpc = await logSetsOverTrpc(me, { userId: me.id, ...set, clientId: upper })
    expect(trpc.status, trpc.text).toBe(200)
    expect(trpc.body).toMatchObject({ result: { data: { sets: [stored] } } })

    const rows = await storedSets(me)
    expect(rows.map((r) => r.clientId)).toEqual([clientId])
  })

  it('are kept in lower case when they first arrive in upper case', async () => {
    const me = await person()
    const clientId = randomUUID()
    const res = await logSets(me, {
      clientId: clientId.toUpperCase(),
      exerciseId: pushUps,
      setNumber: 1,
      reps: 8,
    })
    expect(res.status, res.text).toBe(200)
    expect((res.body as LogSetsResult).sets[0]?.clientId).toBe(clientId)
    const again = await logSets(me, { clientId, exerciseId: pushUps, setNumber: 1, reps: 8 })
    expect((again.body as LogSetsResult).sets).toEqual((res.body as LogSetsResult).sets)
    expect(await storedSets(me)).toHaveLength(1)
  })
})

const WRONG_NUMBERS: [string, unknown][] = [
  ['true', true],
  ['""', ''],
  ['[5]', [5]],
  ['"5"', '5'],
  ['false', false],
  ['null', null],
  ['{}', {}],
]

describe('a number field sent another JSON type', () => {
  it('is a 400 naming reps, in each form a set can be sent, and stores nothing', async () => {
    const me = await person()
    for (const [label, reps] of WRONG_NUMBERS) {
      const set = { clientId: randomUUID(), exerciseId: pushUps, setNumber: 1, reps }
      expectRefused(await logSets(me, set), 'reps', `bare reps: ${label}`)
      expectRefused(await logSets(me, { set }), 'set.reps', `set.reps: ${label}`)
      expectRefused(await logSets(me, { sets: [set] }), 'sets.0.reps', `sets.0.reps: ${label}`)
    }
    expect(await storedSets(me)).toEqual([])
  })

  it('is a 400 naming reps through tRPC too, after REST has served the same procedure', async () => {
    const me = await person()
    // REST first: the adapter once marked the shared schema to coerce, for tRPC as well.
    const ok = await logSets(me, {
      clientId: randomUUID(),
      exerciseId: pushUps,
      setNumber: 1,
      reps: 3,
    })
    expect(ok.status, ok.text).toBe(200)
    for (const [label, reps] of WRONG_NUMBERS) {
      const res = await logSetsOverTrpc(me, {
        userId: me.id,
        clientId: randomUUID(),
        exerciseId: pushUps,
        setNumber: 1,
        reps,
      })
      expect(res.status, `${label}: ${res.text}`).toBe(400)
      const error = (res.body as { error: { data: { fieldErrors?: Record<string, unknown> } } })
        .error
      expect(Object.keys(error.data.fieldErrors ?? {}), `${label}: ${res.text}`).toContain('reps')
      expectNoStackTrace(res)
    }
    expect(await storedSets(me)).toHaveLength(1)
  })

  it('is a 400 naming the field on every REST body, and a boolean field takes no text or number', async () => {
    const refusedWrongly: string[] = []
    let checked = 0
    for (const { method, path, properties } of bodies()) {
      for (const [field, schema] of Object.entries(properties)) {
        for (const [label, value] of wrongValuesFor(typesOf(schema))) {
          const res = await rest(h.server.url, method, path, {
            token: admin.token,
            body: { [field]: value },
          })
          expectNoStackTrace(res)
          if (res.status !== 400 || !issuePaths(res).includes(field)) {
            refusedWrongly.push(`${method} ${path} ${field}: ${label} → ${res.status} ${res.text}`)
          }
          checked++
        }
      }
    }
    expect(refusedWrongly).toEqual([])
    // Every body with a number or a boolean: set log, progress, profile, catalogue, plans, steps...
    expect(checked).toBeGreaterThanOrEqual(150)
  })

  it('leaves no procedure input coercing, once REST has served every procedure', async () => {
    for (const { method, path } of bodies()) {
      await rest(h.server.url, method, path, { token: admin.token, body: {} })
    }
    const procedures = appRouter._def.procedures as unknown as Record<
      string,
      { _def: { inputs: unknown[] } }
    >
    const coercing = Object.entries(procedures)
      .filter(([, procedure]) => procedure._def.inputs.some((input) => coerces(input as ZodLike)))
      .map(([name]) => name)
    expect(coercing).toEqual([])
  })
})

interface JsonSchema {
  type?: string | string[]
  anyOf?: JsonSchema[]
  properties?: Record<string, JsonSchema>
}

/** Every REST operation with a JSON body, its path ids filled in, and the body's fields. */
function bodies(): { method: string; path: string; properties: Record<string, JsonSchema> }[] {
  const doc = buildOpenApiDocument(h.server.config)
  return Object.entries(doc.paths ?? {}).flatMap(([template, item]) =>
    (['post', 'patch', 'put'] as const).flatMap((method) => {
      const operation = (item as Record<string, unknown>)[method] as
        { requestBody?: { content: Record<string, { schema: JsonSchema }> } } | undefined
      const properties = operation?.requestBody?.content['application/json']?.schema.properties
      if (!properties || Object.keys(properties).length === 0) return []
      const path = `/api${template.replace(/\{\w+\}/g, '1')}`
      return [{ method: method.toUpperCase(), path, properties }]
    }),
  )
}

function typesOf(schema: JsonSchema): Set<string> {
  const own = schema.type === undefined ? [] : [schema.type].flat()
  return new Set([...own, ...(schema.anyOf ?? []).flatMap((s) => [...typesOf(s)])])
}

/** Values of another JSON type than a field of these types takes. */
function wrongValuesFor(types: Set<string>): [string, unknown][] {
  if (types.has('boolean')) {
    return [
      ['"false"', 'false'],
      ['0', 0],
      ['[true]', [true]],
    ]
  }
  if (!types.has('number') && !types.has('integer')) return []
  return WRONG_NUMBERS.filter(
    ([, value]) =>
      !(value === null && types.has('null')) && !(typeof value === 'string' && types.has('string')),
  )
}

interface ZodLike {
  _zod: { def: Record<string, unknown> & { type: string; coerce?: boolean } }
}

/** Whether a schema, or any schema inside it, turns another type into its own (z.coerce). */
function coerces(schema: ZodLike, seen = new Set<ZodLike>()): boolean {
  if (seen.has(schema)) return false
  seen.add(schema)
  const def = schema._zod.def
  if (def.coerce === true) return true
  const inside = [
    ...['innerType', 'element', 'in', 'out', 'left', 'right', 'keyType', 'valueType', 'rest'].map(
      (key) => def[key],
    ),
    ...((def.options as unknown[] | undefined) ?? []),
    ...((def.items as unknown[] | undefined) ?? []),
    ...Object.values((def.shape as Record<string, unknown> | undefined) ?? {}),
    ...(def.type === 'lazy' ? [(def.getter as () => unknown)()] : []),
  ]
  return inside.some(
    (child) =>
      typeof child === 'object' &&
      child !== null &&
      '_zod' in child &&
      coerces(child as ZodLike, seen),
  )
}

describe("a trainer's step sent as a boolean", () => {
  it("is a 400 naming step and takes none of the client's passed steps back", async () => {
    const trainer = await person({ role: 'trainer' })
    const client = await person({ trainerId: trainer.id })
    const row = await h.server.database.db
      .select({ id: skills.id })
      .from(skills)
      .where(eq(skills.builtinKey, 'front-lever'))
      .get()
    const skillPath = `/api/user/${client.id}/skills`
    const ladder = async () =>
      ((await rest(h.server.url, 'GET', skillPath, { token: client.token })).body as Skill[]).find(
        (s) => s.id === row!.id,
      )!
    const frontLever = await ladder()
    for (const step of frontLever.steps.slice(0, 2)) {
      const pass = await rest(
        h.server.url,
        'POST',
        `/api/skills/${frontLever.id}/steps/${step.id}/pass`,
        { token: client.token },
      )
      expect(pass.status, pass.text).toBe(200)
    }
    const before = await ladder()
    expect(before.passes).toHaveLength(2)
    const passRows = () =>
      h.server.database.db
        .select()
        .from(userStepPasses)
        .where(eq(userStepPasses.userId, client.id))
        .all()
    const rowsBefore = await passRows()

    const stepPath = `/api/trainer/clients/${client.id}/skills/${frontLever.id}/step`
    for (const [label, step] of [
      ['true', true],
      ['false', false],
      ['"1"', '1'],
      ['""', ''],
      ['[1]', [1]],
    ] as const) {
      const res = await rest(h.server.url, 'PUT', stepPath, {
        token: trainer.token,
        body: { step },
      })
      expectRefused(res, 'step', `step: ${label}`)
      const trpc = await rest(h.server.url, 'POST', '/trpc/trainer.setSkillStep', {
        token: trainer.token,
        body: { userId: client.id, id: frontLever.id, step },
      })
      expect(trpc.status, `tRPC step: ${label}: ${trpc.text}`).toBe(400)
    }
    expect(await ladder()).toEqual(before)
    expect(await passRows()).toEqual(rowsBefore)
  })
})

describe('query parameters', () => {
  it('read a plain decimal number, and refuse true, an empty value, other text and a repeated parameter with a 400 naming it', async () => {
    const me = await person()
    const base = `/api/user/${me.id}/sets`
    const fine = await rest(h.server.url, 'GET', `${base}?limit=5`, { token: me.token })
    expect(fine.status, fine.text).toBe(200)
    for (const query of [
      'limit=true',
      'limit=',
      'limit=5&limit=6',
      'limit=%205',
      'limit=05',
      'limit=5e0',
      'limit=0x5',
    ]) {
      const res = await rest(h.server.url, 'GET', `${base}?${query}`, { token: me.token })
      expectRefused(res, 'limit', query)
    }
  })

  it('are refused the same way on every GET that takes a number', async () => {
    const doc = buildOpenApiDocument(h.server.config)
    let checked = 0
    for (const [template, item] of Object.entries(doc.paths ?? {})) {
      const operation = (item as Record<string, unknown>).get as
        { parameters?: { name: string; in: string; schema: JsonSchema }[] } | undefined
      for (const parameter of operation?.parameters ?? []) {
        if (parameter.in !== 'query') continue
        const types = typesOf(parameter.schema)
        if (!types.has('integer') && !types.has('number')) continue
        const path = `/api${template.replace(/\{\w+\}/g, String(admin.id))}`
        for (const value of ['true', '', 'ten', '1.0', '1&' + parameter.name + '=2']) {
          const res = await rest(h.server.url, 'GET', `${path}?${parameter.name}=${value}`, {
            token: admin.token,
          })
          expectRefused(res, parameter.name, `GET ${path}?${parameter.name}=${value}`)
          checked++
        }
        const plain = await rest(h.server.url, 'GET', `${path}?${parameter.name}=1`, {
          token: admin.token,
        })
        expect(plain.status, `GET ${path}?${parameter.name}=1: ${plain.text}`).not.toBe(400)
      }
    }
    // limit and cursor of the user list, limit and offset of exercises, the set log's filters...
    expect(checked).toBeGreaterThanOrEqual(35)
  })
})
