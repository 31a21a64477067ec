// The unit of load (docs/product.md#units): set from the browser's language when an account is
// made, changed on the account, and never the storage: the set log stays in kilograms.
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { User } from '~/shared/schemas/user'
import type { ExportedSet, LogSetsResult } from '~/shared/schemas/sets'
import { fromKg, loadFigure, toKg, unitsForLocale } from '~/shared/rules/units'
import { startTestServer, type TestServer } from '../support/test-server'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())

describe('units of load', () => {
  it('reads the unit from a language: pounds in the United States, kilograms elsewhere', () => {
    expect(unitsForLocale('en-US,en;q=0.9')).toBe('lb')
    expect(unitsForLocale('en_US')).toBe('lb')
    expect(unitsForLocale('en-GB,en;q=0.9')).toBe('kg')
    expect(unitsForLocale('de-DE')).toBe('kg')
    expect(unitsForLocale('en')).toBe('kg')
    expect(unitsForLocale(undefined)).toBe('kg')
    // 45 lb reads back as entered; stored as kilograms.
    expect(toKg(45, 'lb')).toBeCloseTo(20.41, 2)
    expect(loadFigure(toKg(45, 'lb'), 'lb')).toBe('45')
    expect(loadFigure(toKg(22.5, 'lb'), 'lb')).toBe('22.5')
    expect(fromKg(10, 'kg')).toBe(10)
  })

  it("starts a new account in the unit of the browser's language, and keeps an account's own on the next sign-in", async () => {
    const american = server.agent()
    await american.signIn({ email: 'us.athlete@example.test' }, undefined, {
      'accept-language': 'en-US,en;q=0.9',
    })
    expect((await american.request('/api/user')).json<User>().units).toBe('lb')

    const british = server.agent()
    await british.signIn({ email: 'uk.athlete@example.test' }, undefined, {
      'accept-language': 'en-GB,en;q=0.9',
    })
    const uk = (await british.request('/api/user')).json<User>()
    expect(uk.units).toBe('kg')

    // Chosen later in Settings, it stays whatever the browser says next time.
    const changed = await british.request('/api/user', { method: 'PATCH', body: { units: 'lb' } })
    expect(changed.status, changed.text).toBe(200)
    expect(changed.json<User>()).toMatchObject({ units: 'lb', timeZone: uk.timeZone })
    const again = server.agent()
    await again.signIn({ email: 'uk.athlete@example.test' }, undefined, {
      'accept-language': 'en-GB',
    })
    expect((await again.request('/api/user')).json<User>().units).toBe('lb')
  })

  it('refuses an unknown unit with 400 and changes nothing', async () => {
    const agent = server.agent()
    await agent.signIn({ email: 'stone.athlete@example.test' })
    for (const body of [{ units: 'stone' }, { units: true }, {}]) {
      const res = await agent.request('/api/user', { method: 'PATCH', body })
      expect(res.status, JSON.stringify(body)).toBe(400)
    }
    expect((await agent.request('/api/user')).json<User>().units).toBe('kg')
  })

  it('exports the load in the athlete’s unit beside the stored kilograms', async () => {
    const agent = server.agent()
    await agent.signIn({ email: 'export.pounds@example.test' }, undefined, {
      'accept-language': 'en-US',
    })
    const me = (await agent.request('/api/user')).json<User>()
    const logged = await agent.request(`/api/user/${me.id}/sets`, {
      method: 'POST',
      body: {
        clientId: randomUUID(),
        exerciseId: 1,
        setNumber: 1,
        reps: 5,
        loadKg: toKg(45, 'lb'),
      },
    })
    expect(logged.status, logged.text).toBe(200)
    expect(logged.json<LogSetsResult>().sets[0]?.loadKg).toBeCloseTo(20.41, 2)
    const exported = (await agent.request('/api/user/export')).json<{ sets: ExportedSet[] }>()
    expect(exported.sets[0]).toMatchObject({ load: 45, loadUnit: 'lb' })
  })
})
