import { eq } from 'drizzle-orm'
import jsQR from 'jsqr'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { kiosks } from '~/server/db/schema'
import { listWorkouts } from '~/server/services/catalogue/list-workouts'
import { dailyWorkoutIds } from '~/server/services/progress/daily-selection'
import { pairKiosk } from '~/server/services/kiosks/pair-kiosk'
import { registerKiosk } from '~/server/services/kiosks/register-kiosk'
import { authenticateKiosk } from '~/server/services/kiosks/authenticate-kiosk'
import { localDay } from '~/shared/rules/days'
import { type QrModules, unpackQrModules } from '~/shared/rules/qr-modules'
import { clockDay, offsetAt } from '~/shared/rules/zone-clock'
import type { Board, KioskLibrary, KioskScreen, KioskSkill } from '~/shared/schemas/kiosk'
import { createSessionToken, createUser, pairedKioskToken } from '../support/factories'
import { rest } from '../support/rest'
import { startTestServer, type TestServer } from '../support/test-server'

let server: TestServer
let adminToken: string
beforeAll(async () => {
  server = await startTestServer()
  const admin = await createUser(server.database, { role: 'admin' })
  adminToken = await createSessionToken(server.database, admin.id)
})
afterAll(() => server.close())

const asKiosk = (token: string) => ({ headers: { authorization: `Kiosk ${token}` } })

async function register(name = 'Front wall', timeZone = 'UTC') {
  const res = await rest(server.url, 'POST', '/api/admin/kiosks', {
    token: adminToken,
    body: { name, timeZone },
  })
  expect(res.status, res.text).toBe(200)
  return res.body as {
    kiosk: { id: number; status: string }
    pairingCode: string
    expiresAt: string
    pairUrl: string
  }
}

const pair = (code: string, delivery: 'token' | 'cookie' = 'token') =>
  rest(server.url, 'POST', '/api/kiosk/pair', { body: { code, delivery } })

describe('registering and pairing a kiosk', () => {
  it('shows the pairing code once and stores only hashes', async () => {
    const issued = await register()
    expect(issued.pairingCode).toMatch(/^[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/)
    expect(issued.kiosk.status).toBe('waiting')
    // The server's public address, right even when the admin works in the desktop app.
    expect(issued.pairUrl).toBe(`${server.url}/kiosk/pair`)
    const paired = await pair(issued.pairingCode)
    expect(paired.status, paired.text).toBe(200)
    const { token } = paired.body as { token: string }
    const row = await server.database.db
      .select()
      .from(kiosks)
      .where(eq(kiosks.id, issued.kiosk.id))
      .get()
    const stored = JSON.stringify(row)
    expect(stored).not.toContain(token)
    expect(stored).not.toContain(issued.pairingCode)
    expect(stored).not.toContain(issued.pairingCode.replace('-', ''))
    const list = await rest(server.url, 'GET', '/api/admin/kiosks', { token: adminToken })
    expect(list.text).not.toContain(issued.pairingCode)
    expect(list.body).toContainEqual(
      expect.objectContaining({ id: issued.kiosk.id, status: 'paired' }),
    )
  })

  it('accepts the code in lower case and without its dash', async () => {
    const issued = await register()
    const res = await pair(`  ${issued.pairingCode.replace('-', '').toLowerCase()} `)
    expect(res.status, res.text).toBe(200)
  })

  it('lets a pairing code work only once', async () => {
    const issued = await register()
    expect((await pair(issued.pairingCode)).status).toBe(200)
    const again = await pair(issued.pairingCode)
    expect(again.status).toBe(404)
    expect(again.body).toMatchObject({ message: expect.stringContaining('not valid') })
  })

  it('lets only one of two screens racing with the same code win', async () => {
    const issued = await register()
    const results = await Promise.all(Array.from({ length: 8 }, () => pair(issued.pairingCode)))
    expect(results.map((r) => r.status).sort()).toEqual([200, 404, 404, 404, 404, 404, 404, 404])
  })

  it('refuses an expired code and changes nothing', async () => {
    const issued = await registerKiosk({
      database: server.database,
      name: 'Old code',
      timeZone: 'UTC',
      now: new Date(Date.now() - 61 * 60 * 1000),
    })
    expect((await pair(issued.pairingCode)).status).toBe(404)
    const row = await server.database.db
      .select({ tokenHash: kiosks.tokenHash })
      .from(kiosks)
      .where(eq(kiosks.id, issued.kiosk.id))
      .get()
    expect(row?.tokenHash).toBeNull()
  })

  it('answers 400 with a clear message to a code of the wrong shape', async () => {
    const res = await pair('hello')
    expect(res.status).toBe(400)
    expect(res.text).toContain('Enter the 8-character pairing code')
  })

  it('refuses a registration without a name or with an unknown time zone', async () => {
    for (const body of [
      { name: '  ', timeZone: 'UTC' },
      { name: 'Wall', timeZone: 'Mars/Olympus' },
    ]) {
      const res = await rest(server.url, 'POST', '/api/admin/kiosks', { token: adminToken, body })
      expect(res.status).toBe(400)
      expect(res.text).toMatch(/Name is required|Choose a valid time zone/)
    }
  })

  it('sets an HttpOnly cookie instead of answering the token when a browser pairs', async () => {
    const issued = await register()
    const res = await pair(issued.pairingCode, 'cookie')
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ token: null, kiosk: { name: 'Front wall' } })
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('kiosk_device='))
    expect(cookie).toMatch(/HttpOnly/i)
    expect(cookie).toMatch(/SameSite=Lax/i)
    const value = cookie!.split(';')[0]!
    const board = await rest(server.url, 'GET', '/api/kiosk/board', { headers: { cookie: value } })
    expect(board.status, board.text).toBe(200)
  })
})

describe('what a kiosk may read', () => {
  it('refuses the kiosk token on every personal and admin call', async () => {
    const token = await pairedKioskToken(server.database)
    const user = await createUser(server.database)
    for (const [method, path] of [
      ['GET', '/api/user'],
      ['GET', `/api/user/${user.id}/progress`],
      ['GET', '/api/admin/users'],
      ['GET', '/api/admin/kiosks'],
      ['GET', '/api/trainer/users'],
      ['GET', '/api/workouts'],
      ['POST', `/api/user/${user.id}/progress`],
    ] as const) {
      const res = await rest(server.url, method, path, {
        ...asKiosk(token),
        body: method === 'POST' ? { workoutId: 1 } : undefined,
      })
      expect(res.status, `${method} ${path}`).toBe(401)
    }
    const session = await rest(server.url, 'GET', '/api/auth/session', asKiosk(token))
    expect(session.body).toEqual({ user: null })
  })

  it("shows the kiosk's own day's shared session, never an athlete's own", async () => {
    const zone = 'Pacific/Kiritimati'
    const token = await pairedKioskToken(server.database, { timeZone: zone })
    const res = await rest(server.url, 'GET', '/api/kiosk/board', asKiosk(token))
    expect(res.status, res.text).toBe(200)
    const board = res.body as Board
    expect(board.day).toBe(localDay(new Date(), zone))
    expect(board.appUrl).toBe(server.url)
    expect(board.sections.map((s) => s.label)).toEqual([
      'Warm-up',
      'Skills',
      'Workout',
      'Cool-down',
    ])
    // The gym's rotation, the same for everyone: no athlete's profile reaches a kiosk.
    const shared = await dailyWorkoutIds({ db: server.database.db, day: board.day })
    expect(board.sections.flatMap((s) => s.workouts.map((w) => w.id))).toEqual(shared)
    const minutes = new Map(
      (await listWorkouts({ db: server.database.db })).map((w) => [w.id, w.minutes]),
    )
    for (const workout of board.sections.flatMap((s) => s.workouts)) {
      expect(workout.exercises.length).toBeGreaterThan(0)
      expect(workout.minutes).toBe(minutes.get(workout.id))
      // The screen only draws the code: read by a QR reader, it opens the workout.
      expect(readQr(workout.qr)).toBe(`${server.url}/workout/${workout.id}`)
    }
    // Nothing about any member: no emails, usernames or progress on a shared screen.
    expect(res.text).not.toMatch(
      /@example|username|streak|completed|trainingLevel|equipment"?:\s*\[|sessionMinutes|levelOffer/i,
    )
  })

  it("tells the screen its zone's offsets and its language's hour cycle for a clock without Intl", async () => {
    const zone = 'America/New_York'
    const token = await pairedKioskToken(server.database, { timeZone: zone, name: 'Front wall' })
    const ask = (language?: string) =>
      rest(server.url, 'GET', '/api/kiosk/device', {
        headers: {
          ...asKiosk(token).headers,
          ...(language ? { 'accept-language': language } : {}),
        },
      })
    const res = await ask('en-US,en;q=0.9')
    expect(res.status, res.text).toBe(200)
    const screen = res.body as KioskScreen
    expect(screen).toMatchObject({ name: 'Front wall', timeZone: zone, clock: { hour12: true } })
    // The face it draws from them is the zone's wall clock now, for the next year at least.
    const now = Date.now()
    const offset = offsetAt(screen.clock, now)
    expect(offset).not.toBeNull()
    expect(clockDay(now, offset!)).toBe(localDay(new Date(now), zone))
    expect(screen.clock.until - now).toBeGreaterThan(365 * 24 * 3_600_000)
    // Summer time both ways within the year: two changes after the starting offset.
    expect(screen.clock.offsets).toHaveLength(3)
    expect(new Set(screen.clock.offsets.map((o) => o.minutes))).toEqual(new Set([-240, -300]))

    expect(((await ask('de-DE,de;q=0.9')).body as KioskScreen).clock.hour12).toBe(false)
    expect(((await ask('en-GB')).body as KioskScreen).clock.hour12).toBe(false)
    // No language, or one that is no language tag: the app's own English.
    expect(((await ask()).body as KioskScreen).clock.hour12).toBe(true)
    const odd = await ask('%%not a tag;q=1')
    expect(odd.status).toBe(200)
    expect((odd.body as KioskScreen).clock.hour12).toBe(true)
  })

  it("shows the catalogue's skill ladders with standards and requirements, nobody's passes", async () => {
    const token = await pairedKioskToken(server.database)
    const res = await rest(server.url, 'GET', '/api/kiosk/skills', asKiosk(token))
    expect(res.status).toBe(200)
    const ladders = res.body as KioskSkill[]
    const planche = ladders.find((s) => s.name === 'Planche')
    expect(planche?.requires).toEqual(['Crow Pose'])
    expect(planche?.steps.map((s) => s.order)).toEqual([1, 2, 3, 4, 5])
    expect(planche?.steps[0]).toMatchObject({
      exerciseName: 'Planche Leans',
      standard: { sets: 3, seconds: 30 },
      demo: 'planche-leans',
    })
    const pistol = ladders.find((s) => s.name === 'Pistol Squat')
    expect(pistol?.steps[0]?.standard).toEqual({ sets: 3, reps: 20 })
    expect(ladders.every((s) => s.steps.length >= 3)).toBe(true)
    expect(res.text).not.toMatch(/passedAt|isUnlocked|currentStep|@example/)
    // A signed-in member is not a kiosk.
    const user = await createUser(server.database, { email: 'ladder.reader@example.test' })
    const session = await createSessionToken(server.database, user.id)
    const asUser = await rest(server.url, 'GET', '/api/kiosk/skills', {
      headers: { authorization: `Bearer ${session}` },
    })
    expect(asUser.status).toBe(401)
  })

  it('filters the library by body part and difficulty and keeps every chip value', async () => {
    const token = await pairedKioskToken(server.database)
    const all = (await rest(server.url, 'GET', '/api/kiosk/exercises', asKiosk(token)))
      .body as KioskLibrary
    expect(all.items.length).toBeGreaterThan(5)
    expect(all.bodyParts).toEqual(expect.arrayContaining(['upper', 'lower', 'core']))
    expect(all.difficulties[0]).toBe('beginner')
    const core = (
      await rest(server.url, 'GET', '/api/kiosk/exercises?bodyPart=Core', asKiosk(token))
    ).body as KioskLibrary
    expect(core.items.length).toBeGreaterThan(0)
    expect(core.items.length).toBeLessThan(all.items.length)
    expect(core.items.every((e) => e.bodyPart === 'core')).toBe(true)
    expect(core.bodyParts).toEqual(all.bodyParts)
    const both = (
      await rest(
        server.url,
        'GET',
        '/api/kiosk/exercises?bodyPart=core&difficulty=beginner',
        asKiosk(token),
      )
    ).body as KioskLibrary
    expect(both.items.every((e) => e.bodyPart === 'core' && e.difficulty === 'beginner')).toBe(true)
    for (const e of all.items) {
      expect(e.correctFormTips.length).toBeGreaterThan(0)
      expect(e.incorrectFormTips.length).toBeGreaterThan(0)
      expect(e.instructions.trim()).not.toBe('')
    }
  })
})

describe('keeping kiosks under control', () => {
  it('cuts off the paired screen when an admin issues a new pairing code', async () => {
    const issued = await register()
    const { token } = (await pair(issued.pairingCode)).body as { token: string }
    const fresh = await rest(
      server.url,
      'POST',
      `/api/admin/kiosks/${issued.kiosk.id}/pairing-code`,
      { token: adminToken, body: {} },
    )
    expect(fresh.status).toBe(200)
    expect(fresh.body).toMatchObject({ kiosk: { status: 'waiting' } })
    expect((await rest(server.url, 'GET', '/api/kiosk/board', asKiosk(token))).status).toBe(401)
    const { pairingCode } = fresh.body as { pairingCode: string }
    const next = (await pair(pairingCode)).body as { token: string }
    expect((await rest(server.url, 'GET', '/api/kiosk/board', asKiosk(next.token))).status).toBe(
      200,
    )
  })

  it('signs out whoever was signed in on the browser that becomes a wall screen', async () => {
    const issued = await register()
    const browser = server.agent()
    await browser.signIn({ demo: 'admin' })
    expect((await browser.request('/api/user')).status).toBe(200)
    const res = await browser.request('/api/kiosk/pair', {
      method: 'POST',
      body: { code: issued.pairingCode, delivery: 'cookie' },
    })
    expect(res.status, res.text).toBe(200)
    expect(browser.sessionToken() ?? '').toBe('')
    expect((await browser.request('/api/user')).status).toBe(401)
    expect((await browser.request('/api/kiosk/board')).status).toBe(200)
  })

  it("renews a browser's kiosk cookie when it is seen again after a minute", async () => {
    const issued = await register()
    const paired = await pair(issued.pairingCode, 'cookie')
    const cookie = paired.headers.getSetCookie()[0]!.split(';')[0]!
    const soon = await rest(server.url, 'GET', '/api/kiosk/device', { headers: { cookie } })
    expect(soon.headers.getSetCookie()).toEqual([])
    await server.database.write((db) =>
      db
        .update(kiosks)
        .set({ lastSeenAt: new Date(Date.now() - 120_000) })
        .where(eq(kiosks.id, issued.kiosk.id))
        .run(),
    )
    const later = await rest(server.url, 'GET', '/api/kiosk/device', { headers: { cookie } })
    expect(later.headers.getSetCookie().join()).toMatch(/kiosk_device=\w+;.*Max-Age=34560000/i)
  })

  it("clears a browser's kiosk cookie once the kiosk is revoked", async () => {
    const issued = await register()
    const paired = await pair(issued.pairingCode, 'cookie')
    const cookie = paired.headers.getSetCookie()[0]!.split(';')[0]!
    await rest(server.url, 'POST', `/api/admin/kiosks/${issued.kiosk.id}/revoke`, {
      token: adminToken,
      body: {},
    })
    const after = await rest(server.url, 'GET', '/api/kiosk/device', { headers: { cookie } })
    expect(after.status).toBe(401)
    expect(after.headers.getSetCookie().join()).toMatch(/kiosk_device=;.*Max-Age=0/i)
  })

  it('ends a revoked kiosk at once and refuses it a new code', async () => {
    const issued = await register()
    const { token } = (await pair(issued.pairingCode)).body as { token: string }
    const revoked = await rest(server.url, 'POST', `/api/admin/kiosks/${issued.kiosk.id}/revoke`, {
      token: adminToken,
      body: {},
    })
    expect(revoked.body).toMatchObject({ status: 'revoked', revokedAt: expect.any(String) })
    const board = await rest(server.url, 'GET', '/api/kiosk/board', asKiosk(token))
    expect(board.status).toBe(401)
    expect(board.body).toMatchObject({ message: 'Pair this screen first' })
    const code = await rest(
      server.url,
      'POST',
      `/api/admin/kiosks/${issued.kiosk.id}/pairing-code`,
      { token: adminToken, body: {} },
    )
    expect(code.status).toBe(409)
  })

  it('records when a kiosk was last seen, at most once a minute', async () => {
    const issued = await registerKiosk({ database: server.database, name: 'Seen', timeZone: 'UTC' })
    const t0 = new Date('2026-11-23T08:00:00Z')
    const { token } = await pairKiosk({
      database: server.database,
      code: issued.pairingCode,
      now: t0,
    })
    const seen = async () =>
      (
        await server.database.db
          .select({ at: kiosks.lastSeenAt })
          .from(kiosks)
          .where(eq(kiosks.id, issued.kiosk.id))
          .get()
      )?.at?.toISOString()
    expect(await seen()).toBe(t0.toISOString())
    const t1 = new Date(t0.getTime() + 30_000)
    expect(await authenticateKiosk({ database: server.database, token, now: t1 })).toMatchObject({
      renewed: false,
    })
    expect(await seen()).toBe(t0.toISOString())
    const t2 = new Date(t0.getTime() + 90_000)
    expect(await authenticateKiosk({ database: server.database, token, now: t2 })).toMatchObject({
      renewed: true,
    })
    expect(await seen()).toBe(t2.toISOString())
  })
})

describe('pairing attempts', () => {
  it('answers 429 after ten wrong codes from one address', async () => {
    const limited = await startTestServer({}, { rateLimits: true })
    try {
      const statuses: number[] = []
      for (let i = 0; i < 11; i++) {
        const res = await rest(limited.url, 'POST', '/api/kiosk/pair', {
          body: { code: 'ZZZZ-ZZZZ', delivery: 'token' },
        })
        statuses.push(res.status)
      }
      expect(statuses.slice(0, 10).every((s) => s === 404)).toBe(true)
      expect(statuses[10]).toBe(429)
    } finally {
      await limited.close()
    }
  })

  it('cannot be dodged by a client that writes its own X-Forwarded-For behind one proxy', async () => {
    const limited = await startTestServer({ TRUST_PROXY: '1' }, { rateLimits: true })
    try {
      const statuses: number[] = []
      for (let i = 0; i < 11; i++) {
        const res = await rest(limited.url, 'POST', '/api/kiosk/pair', {
          body: { code: 'ZZZZ-ZZZZ', delivery: 'token' },
          // The client's made-up address first, then what the proxy saw.
          headers: { 'x-forwarded-for': `10.9.${i}.1, 203.0.113.7` },
        })
        statuses.push(res.status)
      }
      expect(statuses[10]).toBe(429)
    } finally {
      await limited.close()
    }
  })
})

/** What a QR reader makes of a code drawn from its modules, 4 pixels a module. */
function readQr(code: QrModules): string | undefined {
  const scale = 4
  const side = code.size * scale
  const pixels = new Uint8ClampedArray(side * side * 4).fill(255)
  unpackQrModules(code).forEach((row, y) =>
    row.forEach((dark, x) => {
      if (!dark) return
      for (let dy = 0; dy < scale; dy++)
        for (let dx = 0; dx < scale; dx++) {
          const at = ((y * scale + dy) * side + x * scale + dx) * 4
          pixels.fill(0, at, at + 3)
        }
    }),
  )
  return jsQR(pixels, side, side)?.data
}
