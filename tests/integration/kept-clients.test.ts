// docs/architecture.md#staff-reads: a trainer's client list is kept per trainer under
// `users.clients_version` until a client's next local midnight, so each change the list shows must
// move the trainer's version in its own transaction, whoever makes it: another server process on
// the same file, or a tool writing to the file directly; and a new local day must end a kept
// streak, while the hours between midnights reuse the kept list.
import { beforeEach, describe, expect, it } from 'vitest'
import { getKeptClients } from '~/server/services/trainer/kept-clients'
import { addDays, localDay, nextLocalDayAt } from '~/shared/rules/days'
import type { Client } from '~/shared/schemas/invitation'
import { createSessionToken, createUser } from '../support/factories'
import { rest } from '../support/rest'
import { useServerPairAndTool } from '../support/test-server'

const servers = useServerPairAndTool()
let trainer = { id: 0, token: '' }
let athlete = { id: 0, token: '', username: '' }

beforeEach(async () => {
  const coach = await createUser(servers.a.database, { role: 'trainer' })
  trainer = { id: coach.id, token: await createSessionToken(servers.a.database, coach.id) }
  const user = await createUser(servers.a.database, { trainerId: coach.id, timeZone: 'Asia/Tokyo' })
  athlete = {
    id: user.id,
    username: user.username,
    token: await createSessionToken(servers.a.database, user.id),
  }
})

const clients = async () => {
  const res = await rest(servers.a.url, 'GET', '/api/trainer/users', { token: trainer.token })
  expect(res.status).toBe(200)
  return res.body as Client[]
}

describe('the kept client list', () => {
  it('shows a workout a client completed through another server process at once, with its streak', async () => {
    expect(await clients()).toMatchObject([{ id: athlete.id, streak: 0 }])
    const workoutId = (
      (await rest(servers.bUrl, 'GET', '/api/workouts', { token: athlete.token })).body as {
        id: number
      }[]
    )[0]!.id
    const exercises = (
      await rest(servers.bUrl, 'GET', `/api/workouts/${workoutId}/exercises`, {
        token: athlete.token,
      })
    ).body as { exercises: { exerciseId: number }[] }
    for (const exercise of exercises.exercises) {
      const done = await rest(servers.bUrl, 'POST', `/api/user/${athlete.id}/progress`, {
        token: athlete.token,
        body: { workoutId, exerciseId: exercise.exerciseId },
      })
      expect(done.status).toBe(200)
    }
    expect(await clients()).toMatchObject([{ id: athlete.id, streak: 1 }])
  })

  it("follows a client's row, a new client and one who leaves, as a tool writes them", async () => {
    expect((await clients()).map((c) => c.username)).toEqual([athlete.username])
    await servers.tool.execute({
      sql: "UPDATE users SET username = 'zz renamed', weight = 71 WHERE id = ?",
      args: [athlete.id],
    })
    expect(await clients()).toMatchObject([{ username: 'zz renamed', weight: 71 }])
    const other = await createUser(servers.a.database, { username: 'aa newcomer' })
    await servers.tool.execute({
      sql: 'UPDATE users SET trainer_id = ? WHERE id = ?',
      args: [trainer.id, other.id],
    })
    expect((await clients()).map((c) => c.username)).toEqual(['aa newcomer', 'zz renamed'])
    await servers.tool.execute({
      sql: 'UPDATE users SET trainer_id = NULL WHERE id = ?',
      args: [athlete.id],
    })
    expect((await clients()).map((c) => c.username)).toEqual(['aa newcomer'])
    await servers.tool.execute({ sql: 'DELETE FROM users WHERE id = ?', args: [other.id] })
    expect(await clients()).toEqual([])
  })

  it("ends a kept streak when a new day begins in the client's zone", async () => {
    const now = new Date()
    const today = localDay(now, 'Asia/Tokyo')
    await servers.tool.execute({
      sql: "INSERT INTO workout_completions (user_id, workout_id, workout_title, day, completed_at) VALUES (?, NULL, 'Bulk', ?, ?)",
      args: [athlete.id, today, now.getTime()],
    })
    const read = (at: Date) =>
      getKeptClients({ db: servers.a.database.db, trainerId: trainer.id, now: at })
    expect((await read(now))[0]?.streak).toBe(1)
    // Tomorrow the run still reaches yesterday; the day after, it is over.
    const tomorrow = new Date(`${addDays(today, 1)}T12:00:00+09:00`)
    expect((await read(tomorrow))[0]?.streak).toBe(1)
    const later = new Date(`${addDays(today, 2)}T00:10:00+09:00`)
    expect((await read(later))[0]?.streak).toBe(0)
  })

  it("keeps the list through the hours of its clients' days and makes it again at a client's midnight", async () => {
    const other = await createUser(servers.a.database, {
      trainerId: trainer.id,
      timeZone: 'America/New_York',
    })
    const read = (at: Date) =>
      getKeptClients({ db: servers.a.database.db, trainerId: trainer.id, now: at })
    // Tokyo's noon is 22:00 in New York (23:00 in summer), whose midnight comes first.
    const noon = new Date(`${addDays(localDay(new Date(), 'Asia/Tokyo'), 1)}T12:00:00+09:00`)
    const first = await read(noon)
    expect(first.map((c) => c.id).sort()).toEqual([athlete.id, other.id].sort())
    const midnight = nextLocalDayAt(noon, 'America/New_York')
    expect(midnight).toBeLessThan(nextLocalDayAt(noon, 'Asia/Tokyo'))
    expect(localDay(new Date(midnight), 'America/New_York')).toBe(
      addDays(localDay(noon, 'America/New_York'), 1),
    )
    expect(localDay(new Date(midnight - 1), 'America/New_York')).toBe(
      localDay(noon, 'America/New_York'),
    )
    // An hour or more later, over quarter hours, the same object: nothing was made again.
    expect(await read(new Date(midnight - 60_000))).toBe(first)
    expect(await read(new Date(midnight))).not.toBe(first)
  })

  it('is sent with an ETag, 304 when it has not changed, brotli when asked, and still only to trainers', async () => {
    const first = await rest(servers.a.url, 'GET', '/api/trainer/users', { token: trainer.token })
    const etag = first.headers.get('etag')
    expect(etag).toMatch(/^"[\w-]+"$/)
    expect(first.headers.get('cache-control')).toBe('private, no-cache')
    const again = await rest(servers.a.url, 'GET', '/api/trainer/users', {
      token: trainer.token,
      headers: { 'if-none-match': etag! },
    })
    expect(again.status).toBe(304)
    const res = await fetch(`${servers.a.url}/api/trainer/users`, {
      headers: { authorization: `Bearer ${trainer.token}`, 'accept-encoding': 'br' },
    })
    expect(res.headers.get('content-encoding')).toBe('br')
    // fetch undoes the encoding: the body must still be the same list.
    expect(await res.json()).toEqual(first.body)
    expect(
      (await rest(servers.a.url, 'GET', '/api/trainer/users', { token: athlete.token })).status,
    ).toBe(403)
  })
})
