// docs/development.md#server-texts: messages written with values (a field's name, a range, a
// superset's size) are answered in the asker's language like the constant ones, and so are the
// 503 of a busy database and the 421 of a wrong Host; English reads as it always did.
import { request } from 'node:http'
import { createClient } from '@libsql/client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Exercise, Workout, WorkoutBlock } from '~/shared/schemas/catalogue'
import { createSessionToken, createUser } from '../support/factories'
import { rest } from '../support/rest'
import { startTestServer, type TestServer } from '../support/test-server'

let server: TestServer
let admin: string
beforeAll(async () => {
  server = await startTestServer()
  const user = await createUser(server.database, { role: 'admin' })
  admin = await createSessionToken(server.database, user.id)
})
afterAll(() => server.close())

/** The 400's messages by field. */
async function fieldErrors(method: string, path: string, body: unknown) {
  const res = await rest(server.url, method, path, { token: admin, body })
  expect(res.status, res.text).toBe(400)
  const { issues } = res.body as { issues: { path: (string | number)[]; message: string }[] }
  return Object.fromEntries(issues.map((i) => [i.path.join('.'), i.message]))
}

async function speak(locale: 'de' | 'es' | null) {
  const res = await rest(server.url, 'PATCH', '/api/user', { token: admin, body: { locale } })
  expect(res.status, res.text).toBe(200)
}

describe('messages written with values', () => {
  it('come in German and Spanish, field names translated, and in English word for word', async () => {
    const workout = (await rest(server.url, 'POST', '/api/workouts', {
      token: admin,
      body: { title: 'Words', description: 'Blocks in words', imageBackground: 'workout-bg-2' },
    }).then((r) => r.body)) as Workout
    const superset = (await rest(server.url, 'POST', `/api/workouts/${workout.id}/blocks`, {
      token: admin,
      body: { kind: 'superset' },
    }).then((r) => r.body)) as WorkoutBlock
    const library = (await rest(server.url, 'GET', '/api/exercises?limit=6', { token: admin }).then(
      (r) => r.body,
    )) as Exercise[]
    for (const exercise of library.slice(0, 4)) {
      await rest(server.url, 'POST', `/api/workouts/${workout.id}/exercises`, {
        token: admin,
        body: { exerciseId: exercise.id, blockId: superset.id },
      })
    }
    const answers = async () => ({
      // The profile's numbers: one message per kind of check, the field's name in it.
      profile: await fieldErrors('PATCH', '/api/user', {
        age: 5,
        height: 'tall',
        weight: 400.5,
        sessionMinutes: 1,
        goals: [],
      }),
      // A block number's range, and a number the kind does not use.
      range: await fieldErrors('POST', `/api/workouts/${workout.id}/blocks`, {
        kind: 'circuit',
        rounds: 900,
      }),
      unused: await fieldErrors('POST', `/api/workouts/${workout.id}/blocks`, {
        kind: 'emom',
        minutes: 10,
        rounds: 3,
      }),
      // The superset's size, checked by the server against the data.
      full: await fieldErrors('POST', `/api/workouts/${workout.id}/exercises`, {
        exerciseId: library[4]?.id,
        blockId: superset.id,
      }),
      // A server-side message with a value (tx with values in an InputError).
      foreign: await fieldErrors('POST', `/api/workouts/${workout.id}/exercises`, {
        exerciseId: library[4]?.id,
        blockId: 999_999,
      }),
    })

    await speak('de')
    expect(await answers()).toEqual({
      profile: {
        age: 'Alter: mindestens 13',
        height: 'Größe: Gib eine Zahl ein',
        weight: 'Gewicht: Gib eine ganze Zahl ein',
        sessionMinutes: 'Minuten pro Einheit: mindestens 10 Minuten',
        goals: 'Wähle mindestens ein Ziel',
      },
      range: { rounds: 'Runden: eine ganze Zahl von 1 bis 50' },
      unused: { rounds: 'EMOM verwendet Runden nicht (sondern Minuten)' },
      full: {
        blockId: 'Ein Supersatz fasst höchstens 4 Übungen: setz diese in einen anderen Block',
      },
      foreign: { blockId: 'Block 999999 ist kein Block dieses Workouts' },
    })

    await speak('es')
    expect(await answers()).toMatchObject({
      profile: { age: 'Edad: como mínimo 13', goals: 'Elige al menos un objetivo' },
      range: { rounds: 'Rondas: un número entero de 1 a 50' },
      unused: { rounds: 'EMOM no usa rondas (usa minutos)' },
      full: { blockId: 'Una superserie admite como máximo 4 ejercicios: pon este en otro bloque' },
    })

    await speak(null)
    expect(await answers()).toEqual({
      profile: {
        age: 'Age must be at least 13',
        height: 'Height must be a number',
        weight: 'Weight must be a whole number',
        sessionMinutes: 'Minutes per session must be at least 10 minutes',
        goals: 'Choose at least one of goals',
      },
      range: { rounds: 'Rounds must be a whole number from 1 to 50' },
      unused: { rounds: 'EMOM does not use rounds (it uses minutes)' },
      full: { blockId: 'A superset holds at most 4 exercises: put this one in another block' },
      foreign: { blockId: 'Block 999999 is not a block of this workout' },
    })
  })
})

describe('a busy database', () => {
  it("answers its 503 in the account's language, else the browser's", async () => {
    const [spanish, automatic] = await Promise.all([
      createUser(server.database),
      createUser(server.database),
    ])
    const spanishToken = await createSessionToken(server.database, spanish.id)
    const token = await createSessionToken(server.database, automatic.id)
    await rest(server.url, 'PATCH', '/api/user', { token: spanishToken, body: { locale: 'es' } })
    const german = { 'accept-language': 'de-DE,de;q=0.9' }
    const other = createClient({ url: `file:${server.database.path}` })
    const held = await other.transaction('write')
    try {
      const chosen = await rest(server.url, 'PATCH', '/api/user', {
        token: spanishToken,
        body: { age: 31 },
        headers: german,
      })
      expect(chosen).toMatchObject({
        status: 503,
        body: {
          message: 'La base de datos está ocupada; inténtalo de nuevo en un momento',
          code: 'SERVICE_UNAVAILABLE',
        },
      })
      const browser = await rest(server.url, 'PATCH', '/api/user', {
        token,
        body: { age: 31 },
        headers: german,
      })
      expect(browser).toMatchObject({
        status: 503,
        body: { message: 'Die Datenbank ist beschäftigt; versuch es gleich noch einmal' },
      })
      const english = await rest(server.url, 'PATCH', '/api/user', { token, body: { age: 31 } })
      expect(english).toMatchObject({
        status: 503,
        body: { message: 'The database is busy; try again in a moment' },
      })
    } finally {
      await held.rollback()
      other.close()
    }
  }, 40_000)
})

/** A request with a Host header of our choosing (fetch will not send one). */
function withHost(url: string, headers: Record<string, string>) {
  return new Promise<{ status: number; body: unknown }>((resolve, reject) => {
    const req = request(`${url}/api/user`, { headers }, (res) => {
      let body = ''
      res.on('data', (chunk: Buffer) => (body += chunk.toString()))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(body) }))
    })
    req.on('error', reject)
    req.end()
  })
}

describe('a wrong Host', () => {
  it("answers its 421 in the browser's language, English as before", async () => {
    // As `npm run dev` runs it: the allow-list of Host values is on.
    const dev = await startTestServer({ NODE_ENV: 'development' })
    try {
      const host = `rebind.example:${dev.config.port}`
      expect(await withHost(dev.url, { host, 'accept-language': 'es-ES' })).toEqual({
        status: 421,
        body: {
          code: 'MISDIRECTED_REQUEST',
          message: `Este servidor solo responde como ${dev.url} (configura APP_URL o ALLOWED_HOSTS)`,
        },
      })
      expect(await withHost(dev.url, { host })).toEqual({
        status: 421,
        body: {
          code: 'MISDIRECTED_REQUEST',
          message: `This server answers only as ${dev.url} (set APP_URL or ALLOWED_HOSTS)`,
        },
      })
    } finally {
      await dev.close()
    }
  })
})
