// docs/development.md#server-texts: the API's error messages are answered in the asker's
// language (the account's choice, else the browser's Accept-Language), English otherwise.
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { users } from '~/server/db/schema'
import { createSessionToken, createUser } from '../support/factories'
import { rest } from '../support/rest'
import { startTestServer, type TestServer } from '../support/test-server'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())

describe("the API's error messages", () => {
  it("follow the browser's language when nobody is signed in", async () => {
    const german = await rest(server.url, 'GET', '/api/user/1/sessions', {
      headers: { 'accept-language': 'de-DE,de;q=0.9,en;q=0.5' },
    })
    expect(german).toMatchObject({
      status: 401,
      body: { message: 'Melde dich an, um fortzufahren' },
    })
    const english = await rest(server.url, 'GET', '/api/user/1/sessions', {
      headers: { 'accept-language': 'fr-FR' },
    })
    expect(english.body).toMatchObject({ message: 'Sign in to continue' })
  })

  it("follow the account's choice over the browser's", async () => {
    const athlete = await createUser(server.database)
    await server.database.write((db) =>
      db.update(users).set({ locale: 'es' }).where(eq(users.id, athlete.id)).run(),
    )
    const token = await createSessionToken(server.database, athlete.id)
    const missing = await rest(server.url, 'GET', '/api/user/999999/sessions/1', {
      token,
      headers: { 'accept-language': 'de-DE' },
    })
    expect(missing.status).toBeGreaterThanOrEqual(400)
    expect(missing.status).toBeLessThan(500)
    expect([
      'No tienes permiso para ver los datos de esta persona',
      'Usuario no encontrado',
    ]).toContain((missing.body as { message: string }).message)
    const forbidden = await rest(server.url, 'GET', '/api/admin/users', { token })
    expect(forbidden).toMatchObject({
      status: 403,
      body: { message: 'No tienes permiso para hacer esto' },
    })
  })

  it('word a constant 404, a message with values and a schema failure in German and Spanish, English as before', async () => {
    const athlete = await createUser(server.database)
    const token = await createSessionToken(server.database, athlete.id)
    const speak = (locale: 'de' | 'es' | null) =>
      server.database.write((db) =>
        db.update(users).set({ locale }).where(eq(users.id, athlete.id)).run(),
      )
    const answers = async () => ({
      missing: (await rest(server.url, 'GET', '/api/pages/nothing-here', { token })).body,
      tooFar: (await rest(server.url, 'GET', '/api/daily?day=2999-01-01', { token })).body,
      badUnits: await rest(server.url, 'PATCH', '/api/user', {
        token,
        body: { units: 'stone' },
      }),
    })

    await speak('de')
    const german = await answers()
    expect(german.missing).toMatchObject({ message: 'Seite nicht gefunden' })
    expect((german.tooFar as { message: string }).message).toMatch(
      /^Der Tag muss zwischen heute \(\d{4}-\d{2}-\d{2}\) und \d+ Tagen im Voraus liegen$/,
    )
    expect(german.badUnits).toMatchObject({
      status: 400,
      body: {
        message: 'Die Eingabe ist ungültig',
        issues: [
          expect.objectContaining({
            path: ['units'],
            message: "Die Einheit muss 'kg' oder 'lb' sein",
          }),
        ],
      },
    })

    await speak('es')
    const spanish = await answers()
    expect(spanish.missing).toMatchObject({ message: 'Página no encontrada' })
    expect((spanish.tooFar as { message: string }).message).toMatch(
      /^El día debe estar entre hoy \(\d{4}-\d{2}-\d{2}\) y \d+ días después$/,
    )
    expect(spanish.badUnits.body).toMatchObject({
      message: 'La entrada no es válida',
      issues: [expect.objectContaining({ message: "Las unidades deben ser 'kg' o 'lb'" })],
    })

    await speak(null)
    const english = await answers()
    expect(english.missing).toMatchObject({ message: 'Page not found' })
    expect((english.tooFar as { message: string }).message).toMatch(
      /^Day must be between today \(\d{4}-\d{2}-\d{2}\) and \d+ days ahead$/,
    )
    expect(english.badUnits.body).toMatchObject({
      message: 'Input validation failed',
      issues: [expect.objectContaining({ message: "Units must be 'kg' or 'lb'" })],
    })
  })
})
