// docs/product.md#messages over real HTTP: one thread between an athlete and their trainer now,
// both ways, read state, a resend is one message, and nobody else reads or writes.
import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { users } from '~/server/db/schema'
import type { Client } from '~/shared/schemas/invitation'
import type { Thread } from '~/shared/schemas/messages'
import type { Daily } from '~/shared/schemas/progress'
import { createSessionToken, createUser } from '../support/factories'
import { expectNoStackTrace, rest } from '../support/rest'
import { startTestServer, type TestServer } from '../support/test-server'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())

async function person(opts: { role?: 'trainer' | 'admin'; trainerId?: number } = {}) {
  const user = await createUser(server.database, opts)
  return { ...user, token: await createSessionToken(server.database, user.id) }
}

async function call(token: string, method: string, path: string, body?: unknown) {
  const res = await rest(server.url, method, path, { token, body })
  expect(res.status, res.text).toBe(200)
  return res.body as Thread
}

describe('messages between a trainer and a client', () => {
  it('go both ways in one thread, in order, with what each side has not seen', async () => {
    const trainer = await person({ role: 'trainer' })
    const athlete = await person({ trainerId: trainer.id })
    const hello = { clientId: randomUUID(), body: 'Welcome aboard! How is the shoulder?' }
    await call(trainer.token, 'POST', `/api/trainer/clients/${athlete.id}/messages`, hello)
    // A resend (the same id, upper case) is the same message.
    await call(trainer.token, 'POST', `/api/trainer/clients/${athlete.id}/messages`, {
      ...hello,
      clientId: hello.clientId.toUpperCase(),
    })
    const mine = await call(athlete.token, 'GET', '/api/user/messages')
    expect(mine.trainer?.username).toBe(trainer.username)
    expect(mine.messages.map((m) => [m.mine, m.body])).toEqual([[false, hello.body]])
    expect(mine.unread).toBe(1)
    await call(athlete.token, 'POST', '/api/user/messages/read')
    const answered = await call(athlete.token, 'POST', '/api/user/messages', {
      clientId: randomUUID(),
      body: ' Much better, thanks. ',
    })
    expect(answered.unread).toBe(0)
    const theirs = await call(trainer.token, 'GET', `/api/trainer/clients/${athlete.id}/messages`)
    expect(theirs.messages.map((m) => [m.mine, m.body, m.readAt !== null])).toEqual([
      [true, hello.body, true],
      [false, 'Much better, thanks.', false],
    ])
    expect(theirs.unread).toBe(1)
    const reused = await rest(server.url, 'POST', '/api/user/messages', {
      token: athlete.token,
      body: { clientId: hello.clientId, body: 'Other words' },
    })
    expect(reused.status).toBe(409)
  })

  it('refuses empty words and writing without a trainer, and writes nothing', async () => {
    const loner = await person()
    const res = await rest(server.url, 'POST', '/api/user/messages', {
      token: loner.token,
      body: { clientId: randomUUID(), body: 'Anyone?' },
    })
    expect(res.status).toBe(409)
    expect(res.text).toContain('You have no trainer to write to')
    const trainer = await person({ role: 'trainer' })
    const athlete = await person({ trainerId: trainer.id })
    for (const [body, message] of [
      [{ clientId: randomUUID(), body: '  ' }, 'Write a message first'],
      [{ clientId: randomUUID(), body: ['hi'] }, 'Write a message first'],
      [{ clientId: 'nope', body: 'hi' }, 'clientId must be a UUID'],
    ] as const) {
      const bad = await rest(server.url, 'POST', `/api/trainer/clients/${athlete.id}/messages`, {
        token: trainer.token,
        body,
      })
      expect(bad.status).toBe(400)
      expect(bad.text).toContain(message)
      expectNoStackTrace(bad)
    }
    expect((await call(athlete.token, 'GET', '/api/user/messages')).messages).toEqual([])
  })

  it('belongs to the athlete and their trainer now: a former trainer, another and an admin get 403', async () => {
    const former = await person({ role: 'trainer' })
    const current = await person({ role: 'trainer' })
    const admin = await person({ role: 'admin' })
    const athlete = await person({ trainerId: former.id })
    await call(former.token, 'POST', `/api/trainer/clients/${athlete.id}/messages`, {
      clientId: randomUUID(),
      body: 'See you Monday',
    })
    await server.database.write((db) =>
      db.update(users).set({ trainerId: current.id }).where(eq(users.id, athlete.id)).run(),
    )
    for (const caller of [former, admin]) {
      const path = `/api/trainer/clients/${athlete.id}/messages`
      expect((await rest(server.url, 'GET', path, { token: caller.token })).status).toBe(403)
      const post = await rest(server.url, 'POST', path, {
        token: caller.token,
        body: { clientId: randomUUID(), body: 'hi' },
      })
      expect(post.status).toBe(403)
    }
    // The athlete's thread is with the trainer they have now: it starts empty.
    const now = await call(athlete.token, 'GET', '/api/user/messages')
    expect([now.trainer?.username, now.messages]).toEqual([current.username, []])
  })
})

describe('unread counts in the kept answers', () => {
  it("Daily and the trainer's client list count what the other side has not seen, and follow each write", async () => {
    const trainer = await person({ role: 'trainer' })
    const athlete = await person({ trainerId: trainer.id })
    const other = await person({ trainerId: trainer.id })
    const daily = async () =>
      (await rest(server.url, 'GET', '/api/daily', { token: athlete.token })).body as Daily
    const unreadOf = async (id: number) =>
      (
        (await rest(server.url, 'GET', '/api/trainer/users', { token: trainer.token }))
          .body as Client[]
      ).find((c) => c.id === id)?.unreadMessages
    // Read first, so the answers are kept before the messages change them.
    expect((await daily()).unreadMessages).toBe(0)
    expect(await unreadOf(athlete.id)).toBe(0)
    for (const body of ['Squats today?', 'And stretch after']) {
      await call(trainer.token, 'POST', `/api/trainer/clients/${athlete.id}/messages`, {
        clientId: randomUUID(),
        body,
      })
    }
    expect((await daily()).unreadMessages).toBe(2)
    // The trainer's own messages are not unread for them.
    expect(await unreadOf(athlete.id)).toBe(0)
    await call(athlete.token, 'POST', '/api/user/messages/read')
    expect((await daily()).unreadMessages).toBe(0)
    await call(athlete.token, 'POST', '/api/user/messages', { clientId: randomUUID(), body: 'Yes' })
    expect(await unreadOf(athlete.id)).toBe(1)
    expect(await unreadOf(other.id)).toBe(0)
    await call(trainer.token, 'POST', `/api/trainer/clients/${athlete.id}/messages/read`)
    expect(await unreadOf(athlete.id)).toBe(0)
    // Without a trainer there is nothing to read.
    const loner = await person()
    const lonerDaily = (await rest(server.url, 'GET', '/api/daily', { token: loner.token }))
      .body as Daily
    expect(lonerDaily.unreadMessages).toBe(0)
  })
})
