// docs/product.md#import-and-export-of-history over real HTTP: a Strong file previewed, imported
// in the background, imported again (nothing added), undone; too large a file and another
// user's imports refused; the athlete's own exercises stay out of the catalogue.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { exercises, loggedSets, trainingSessions, workoutCompletions } from '~/server/db/schema'
import type { CreateImportResult, ImportItem } from '~/shared/schemas/imports'
import { createSessionToken, createUser } from '../support/factories'
import { expectNoStackTrace, rest } from '../support/rest'
import { startTestServer, type TestServer } from '../support/test-server'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())

const strong = readFileSync(join(__dirname, '../fixtures/imports/strong.csv'), 'utf8')
const hevy = readFileSync(join(__dirname, '../fixtures/imports/hevy.csv'), 'utf8')

async function athlete() {
  const user = await createUser(server.database, { timeZone: 'Europe/Berlin' })
  return { ...user, token: await createSessionToken(server.database, user.id) }
}

/** A file as the profile sends it: multipart, options as fields. */
async function upload(
  token: string,
  userId: number,
  content: string,
  fields: Record<string, string> = {},
  query = '',
) {
  const form = new FormData()
  form.set('file', new Blob([content], { type: 'text/csv' }), 'strong.csv')
  for (const [name, value] of Object.entries(fields)) form.set(name, value)
  const res = await fetch(new URL(`/api/user/${userId}/imports${query}`, server.url), {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  })
  const text = await res.text()
  return { status: res.status, text, body: JSON.parse(text) as CreateImportResult }
}

async function finished(token: string, userId: number, importId: number): Promise<ImportItem> {
  for (let i = 0; i < 200; i++) {
    const list = await rest(server.url, 'GET', `/api/user/${userId}/imports`, { token })
    expect(list.status, list.text).toBe(200)
    const item = (list.body as ImportItem[]).find((x) => x.id === importId)
    if (item && item.status !== 'running' && item.status !== 'queued') return item
    await new Promise((r) => setTimeout(r, 50))
  }
  throw new Error('import did not finish')
}

const setsOf = (userId: number) =>
  server.database.db.select().from(loggedSets).where(eq(loggedSets.userId, userId)).all()

describe('importing a Strong file', () => {
  it('previews, imports in the background, adds nothing the second time, and undoes exactly', async () => {
    const me = await athlete()
    const preview = await upload(me.token, me.id, strong, {}, '?dryRun=1')
    expect(preview.status, preview.text).toBe(200)
    expect(preview.body.import).toBeNull()
    const p = preview.body.preview
    expect(p).toMatchObject({
      source: 'strong',
      sessions: 2,
      sets: 9,
      firstDay: '2026-03-13',
      lastDay: '2026-03-14',
      needsUnit: true,
      duplicates: 0,
    })
    const byName = new Map(p.exercises.map((e) => [e.name, e]))
    const library = await server.database.db
      .select({ id: exercises.id, name: exercises.name })
      .from(exercises)
      .all()
    const idOf = (name: string) => library.find((e) => e.name === name)?.id
    expect(byName.get('Pull Up')?.exerciseId).toBe(idOf('Pull-ups'))
    expect(byName.get('Push Up')?.exerciseId).toBe(idOf('Push-ups'))
    expect(byName.get('Zercher Carry')?.exerciseId).toBeNull()
    expect(p.skipped.map((s) => [s.reason, s.count])).toEqual(
      expect.arrayContaining([['Rest timer row', 1]]),
    )
    expect(await setsOf(me.id)).toEqual([])

    // Without the unit of its loads, the file is not imported.
    const noUnit = await upload(me.token, me.id, strong)
    expect(noUnit.status).toBe(400)
    expect(noUnit.text).toContain('kg or lb')

    const started = await upload(me.token, me.id, strong, {
      unit: 'lb',
      countsTowardStreak: '1',
      mapping: JSON.stringify({ 'Bench Press (Barbell)': null }),
    })
    expect(started.status, started.text).toBe(200)
    const first = await finished(me.token, me.id, started.body.import?.id ?? 0)
    expect(first).toMatchObject({ status: 'done', setCount: 9, sessionCount: 2, rowsDone: 9 })
    const sets = await setsOf(me.id)
    expect(sets).toHaveLength(9)
    const weighted = sets.find((s) => s.loadKg !== null && s.reps === 6)
    expect(weighted?.loadKg).toBeCloseTo(4.54, 2) // 10 lb
    const sessions = await server.database.db
      .select()
      .from(trainingSessions)
      .where(eq(trainingSessions.userId, me.id))
      .all()
    expect(sessions.map((s) => [s.title, s.day]).sort()).toEqual([
      ['Pull Day', '2026-03-14'],
      ['Push Day', '2026-03-13'],
    ])
    // 15:22 in Berlin is 14:22 UTC.
    expect(sessions.find((s) => s.title === 'Push Day')?.startedAt.toISOString()).toBe(
      '2026-03-13T14:22:04.000Z',
    )
    const completions = await server.database.db
      .select()
      .from(workoutCompletions)
      .where(eq(workoutCompletions.userId, me.id))
      .all()
    expect(completions).toHaveLength(2)
    // Records follow: the heaviest set is marked.
    const records = await rest(server.url, 'GET', `/api/user/${me.id}/records`, { token: me.token })
    expect(records.status, records.text).toBe(200)

    // The athlete's own exercises are theirs alone.
    const own = await server.database.db
      .select({ name: exercises.name })
      .from(exercises)
      .where(eq(exercises.ownerId, me.id))
      .all()
    expect(own.map((e) => e.name).sort()).toEqual([
      'Bench Press (Barbell)',
      'Running',
      'Zercher Carry',
    ])
    const catalogue = await rest(server.url, 'GET', '/api/exercises', { token: me.token })
    expect(catalogue.text).not.toContain('Zercher Carry')

    // The same file again: every set is a duplicate, none is added.
    const again = await upload(me.token, me.id, strong, {}, '?dryRun=1')
    expect(again.body.preview.duplicates).toBe(9)
    const second = await upload(me.token, me.id, strong, { unit: 'lb' })
    const secondDone = await finished(me.token, me.id, second.body.import?.id ?? 0)
    expect(secondDone).toMatchObject({ status: 'done', setCount: 0 })
    expect(await setsOf(me.id)).toHaveLength(9)

    // Undoing the second removes nothing of the first; undoing the first removes it all.
    const undoSecond = await rest(
      server.url,
      'DELETE',
      `/api/user/${me.id}/imports/${secondDone.id}`,
      { token: me.token },
    )
    expect(undoSecond.status, undoSecond.text).toBe(200)
    expect(await setsOf(me.id)).toHaveLength(9)
    const undoFirst = await rest(server.url, 'DELETE', `/api/user/${me.id}/imports/${first.id}`, {
      token: me.token,
    })
    expect(undoFirst.status, undoFirst.text).toBe(200)
    expect((undoFirst.body as ImportItem).status).toBe('undone')
    expect(await setsOf(me.id)).toEqual([])
    const left = await server.database.db
      .select()
      .from(trainingSessions)
      .where(eq(trainingSessions.userId, me.id))
      .all()
    expect(left).toEqual([])
    const ownLeft = await server.database.db
      .select()
      .from(exercises)
      .where(and(eq(exercises.ownerId, me.id)))
      .all()
    expect(ownLeft).toEqual([])
    const twice = await rest(server.url, 'DELETE', `/api/user/${me.id}/imports/${first.id}`, {
      token: me.token,
    })
    expect(twice.status).toBe(409)
  })

  it('takes the CSV as a text/csv body and JSON too', async () => {
    const me = await athlete()
    const csv = await fetch(new URL(`/api/user/${me.id}/imports?dryRun=1`, server.url), {
      method: 'POST',
      headers: { authorization: `Bearer ${me.token}`, 'content-type': 'text/csv' },
      body: hevy,
    })
    expect(csv.status).toBe(200)
    const body = (await csv.json()) as CreateImportResult
    expect(body.preview).toMatchObject({ source: 'hevy', sessions: 2, sets: 6 })
    const json = await rest(server.url, 'POST', `/api/user/${me.id}/imports`, {
      token: me.token,
      body: { fileName: 'hevy.csv', content: hevy, dryRun: true },
    })
    expect(json.status, json.text).toBe(200)
    expect((json.body as CreateImportResult).preview.sets).toBe(6)
  })

  it("words the preview's skipped rows and suspicious values in the athlete's language", async () => {
    const me = await athlete()
    const file = `${strong.trimEnd()}\n2026-03-01 09:00:00,Morning,30m,Pull Up,1,0,250,0,0,,,11\n`
    const preview = async (language: string) => {
      const res = await fetch(new URL(`/api/user/${me.id}/imports?dryRun=1&unit=kg`, server.url), {
        method: 'POST',
        headers: {
          authorization: `Bearer ${me.token}`,
          'content-type': 'text/csv',
          'accept-language': language,
        },
        body: file,
      })
      expect(res.status).toBe(200)
      return ((await res.json()) as CreateImportResult).preview
    }
    const english = await preview('en-GB')
    expect(english.skipped.map((s) => s.reason)).toContain('Rest timer row')
    expect(english.suspicious.map((s) => s.message)).toEqual(
      expect.arrayContaining(['250 reps of Pull Up', 'RPE 11 is outside 1-10: left out']),
    )
    const german = await preview('de-DE')
    expect(german.skipped.map((s) => s.reason)).toContain('Pausen-Timer-Zeile')
    expect(german.suspicious.map((s) => s.message)).toEqual(
      expect.arrayContaining([
        '250 Wiederholungen bei Pull Up',
        'RPE 11 liegt außerhalb von 1–10: weggelassen',
      ]),
    )
    // The same rows, grouped the same way in either language.
    expect(german.skipped.map((s) => s.count)).toEqual(english.skipped.map((s) => s.count))
  })
})

describe('refusals', () => {
  it('refuses a 21 MB file with a clear message and writes nothing', async () => {
    const me = await athlete()
    const big = `${strong}${'x'.repeat(21 * 1024 * 1024)}`
    const res = await upload(me.token, me.id, big)
    expect(res.status).toBe(413)
    expect(res.body).toMatchObject({ message: 'The file is larger than 20 MB' })
    const csv = await fetch(new URL(`/api/user/${me.id}/imports`, server.url), {
      method: 'POST',
      headers: { authorization: `Bearer ${me.token}`, 'content-type': 'text/csv' },
      body: big,
    })
    expect(csv.status).toBe(413)
    expect(await setsOf(me.id)).toEqual([])
  })

  it("refuses a file of another format, another user's imports, and text/csv elsewhere", async () => {
    const me = await athlete()
    const other = await athlete()
    const wrong = await upload(me.token, me.id, 'name,amount\nx,1\n')
    expect(wrong.status).toBe(400)
    expect(wrong.text).toContain('Strong, Hevy or FitNotes')
    const theirs = await upload(me.token, other.id, strong, { unit: 'kg' })
    expect(theirs.status).toBe(403)
    expectNoStackTrace({ ...theirs, headers: new Headers() })
    const started = await upload(other.token, other.id, strong, { unit: 'kg' })
    const done = await finished(other.token, other.id, started.body.import?.id ?? 0)
    for (const [method, path] of [
      ['GET', `/api/user/${other.id}/imports`],
      ['DELETE', `/api/user/${other.id}/imports/${done.id}`],
      ['GET', `/api/user/${other.id}/export/strong`],
    ] as const) {
      const res = await rest(server.url, method, path, { token: me.token })
      expect(res.status, `${method} ${path}`).toBe(403)
    }
    const notMine = await rest(server.url, 'DELETE', `/api/user/${me.id}/imports/${done.id}`, {
      token: me.token,
    })
    expect(notMine.status).toBe(404)
    expect(await setsOf(other.id)).toHaveLength(9)
    const elsewhere = await fetch(new URL(`/api/user/${me.id}/sets`, server.url), {
      method: 'POST',
      headers: { authorization: `Bearer ${me.token}`, 'content-type': 'text/csv' },
      body: 'a,b\n',
    })
    expect(elsewhere.status).toBe(415)
  })
})

describe('export for Strong', () => {
  it('writes the sets in the semicolon format Strong imports, loads in the unit', async () => {
    const me = await athlete()
    const started = await upload(me.token, me.id, strong, { unit: 'kg' })
    await finished(me.token, me.id, started.body.import?.id ?? 0)
    const res = await rest(server.url, 'GET', `/api/user/${me.id}/export/strong`, {
      token: me.token,
    })
    expect(res.status, res.text).toBe(200)
    const { csv, fileName } = res.body as { csv: string; fileName: string }
    expect(fileName).toMatch(/-strong\.csv$/)
    const lines = csv.trim().split('\r\n')
    expect(lines[0]).toMatch(/^"Date";"Workout Name";"Duration";"Exercise Name"/)
    expect(lines).toHaveLength(10)
    expect(csv).toContain('"2026-03-13 15:22:04";"Push Day";"3900";"Bench Press (Barbell)"')
  })
})
