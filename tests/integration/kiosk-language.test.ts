import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { pairKiosk } from '~/server/services/kiosks/pair-kiosk'
import { registerKiosk } from '~/server/services/kiosks/register-kiosk'
import type { AdminKiosk, KioskScreen, PairingInstructions } from '~/shared/schemas/kiosk'
import { createSessionToken, createUser } from '../support/factories'
import { expectNoStackTrace, rest } from '../support/rest'
import { startTestServer, type TestServer } from '../support/test-server'

let server: TestServer
let adminToken: string
let trainerToken: string
beforeAll(async () => {
  server = await startTestServer()
  const admin = await createUser(server.database, { role: 'admin' })
  adminToken = await createSessionToken(server.database, admin.id)
  const trainer = await createUser(server.database, { role: 'trainer' })
  trainerToken = await createSessionToken(server.database, trainer.id)
})
afterAll(() => server.close())

async function pairedKiosk(name = 'Language wall') {
  const { kiosk, pairingCode } = await registerKiosk({
    database: server.database,
    name,
    timeZone: 'Europe/Berlin',
  })
  const { token } = await pairKiosk({ database: server.database, code: pairingCode })
  return { kioskId: kiosk.id, token }
}

const setLocale = (kioskId: number, locale: unknown, token = adminToken) =>
  rest(server.url, 'PUT', `/api/admin/kiosks/${kioskId}/locale`, { token, body: { locale } })

const screenOf = async (token: string, language: string) => {
  const res = await rest(server.url, 'GET', '/api/kiosk/device', {
    headers: { authorization: `Kiosk ${token}`, 'accept-language': language },
  })
  expect(res.status, res.text).toBe(200)
  return res.body as KioskScreen
}

describe("a kiosk's language", () => {
  it("follows the wall browser's language until an admin sets the kiosk's own", async () => {
    const { kioskId, token } = await pairedKiosk()
    expect(await screenOf(token, 'de-DE,de;q=0.9')).toMatchObject({
      locale: 'de',
      clock: { hour12: false },
    })
    expect(await screenOf(token, 'en-US')).toMatchObject({ locale: 'en', clock: { hour12: true } })

    const set = await setLocale(kioskId, 'es')
    expect(set.status, set.text).toBe(200)
    expect(set.body).toMatchObject({ id: kioskId, locale: 'es' })
    // The kiosk's own language wins over its browser's, with that language's 24-hour clock.
    expect(await screenOf(token, 'en-US')).toMatchObject({ locale: 'es', clock: { hour12: false } })
    const list = await rest(server.url, 'GET', '/api/admin/kiosks', { token: adminToken })
    expect(list.body as AdminKiosk[]).toContainEqual(
      expect.objectContaining({ id: kioskId, locale: 'es' }),
    )

    // English set on the kiosk keeps a British browser's 24 hours (same language, its own tag).
    expect((await setLocale(kioskId, 'en')).status).toBe(200)
    expect(await screenOf(token, 'de-DE')).toMatchObject({ locale: 'en', clock: { hour12: true } })
    expect(await screenOf(token, 'en-GB')).toMatchObject({ locale: 'en', clock: { hour12: false } })

    // Back to the browser's language.
    const cleared = await setLocale(kioskId, null)
    expect(cleared.body).toMatchObject({ locale: null })
    expect(await screenOf(token, 'de-DE')).toMatchObject({ locale: 'de' })
  })

  it('can be chosen when the kiosk is registered', async () => {
    const res = await rest(server.url, 'POST', '/api/admin/kiosks', {
      token: adminToken,
      body: { name: 'Berlin wall', timeZone: 'Europe/Berlin', locale: 'de' },
    })
    expect(res.status, res.text).toBe(200)
    const issued = res.body as PairingInstructions
    expect(issued.kiosk.locale).toBe('de')
    const { token } = await pairKiosk({ database: server.database, code: issued.pairingCode })
    expect(await screenOf(token, 'en-US')).toMatchObject({ locale: 'de', clock: { hour12: false } })
    // Without one it follows the browser.
    const plain = await rest(server.url, 'POST', '/api/admin/kiosks', {
      token: adminToken,
      body: { name: 'Plain wall', timeZone: 'UTC' },
    })
    expect((plain.body as PairingInstructions).kiosk.locale).toBeNull()
  })

  it('answers a language it does not speak or a missing kiosk with a clear 4xx', async () => {
    const { kioskId } = await pairedKiosk()
    const bad = await setLocale(kioskId, 'fr')
    expect(bad.status).toBe(400)
    expect(bad.text).toContain('Choose one of en, de, es')
    expectNoStackTrace(bad)
    expect((await setLocale(kioskId, undefined)).status).toBe(400)
    const missing = await setLocale(999_999, 'de')
    expect(missing.status).toBe(404)
    expect(missing.text).toContain('Kiosk not found')
  })

  it('is set by admins only', async () => {
    const { kioskId } = await pairedKiosk()
    expect((await setLocale(kioskId, 'de', trainerToken)).status).toBe(403)
    const signedOut = await rest(server.url, 'PUT', `/api/admin/kiosks/${kioskId}/locale`, {
      body: { locale: 'de' },
    })
    expect(signedOut.status).toBe(401)
    const list = await rest(server.url, 'GET', '/api/admin/kiosks', { token: adminToken })
    expect(list.body as AdminKiosk[]).toContainEqual(
      expect.objectContaining({ id: kioskId, locale: null }),
    )
  })
})
