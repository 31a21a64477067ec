// 'Assign to Me' by a trainer is a request the athlete accepts or declines (docs/product.md#assign-trainer,
// docs/decisions/011): until they accept, nothing changes and the trainer reads nothing of theirs.
import { asc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { trainerRequests, users } from '~/server/db/schema'
import { acceptInvitation } from '~/server/services/invitations/accept-invitation'
import type { Role } from '~/shared/roles'
import type { Workout } from '~/shared/schemas/catalogue'
import type { Client } from '~/shared/schemas/invitation'
import type { TrainerRequest } from '~/shared/schemas/trainer-request'
import { callerFor } from '../support/caller'
import {
  addCompletionDays,
  createInvitation,
  createSessionToken,
  createUser,
  getUserRow,
} from '../support/factories'
import { expectNoStackTrace, rest } from '../support/rest'
import { startTestServer, type TestServer } from '../support/test-server'

let server: TestServer
let workoutId: number
beforeAll(async () => {
  server = await startTestServer()
  const reader = await person()
  workoutId = (await read<Workout[]>(reader.token, '/api/workouts'))[0]!.id
})
afterAll(() => server.close())

/** A signed-in person with a REST token; athletes get age, height, weight and a day of history. */
async function person(opts: { role?: Role; trainerId?: number } = {}) {
  const user = await createUser(server.database, opts)
  if ((opts.role ?? 'user') === 'user') {
    await server.database.write((db) =>
      db.update(users).set({ age: 34, height: 181, weight: 77 }).where(eq(users.id, user.id)),
    )
    await addCompletionDays(server.database, user.id, ['2026-01-05'])
  }
  return { ...user, token: await createSessionToken(server.database, user.id) }
}

const assign = (token: string, userId: number, trainerId: number) =>
  rest(server.url, 'POST', `/api/admin/user/${userId}/trainer`, { token, body: { trainerId } })

const answer = (token: string, requestId: number, verb: 'accept' | 'decline') =>
  rest(server.url, 'POST', `/api/user/trainer-requests/${requestId}/${verb}`, { token })

/** A GET that must succeed; its JSON body. */
async function read<T>(token: string, path: string) {
  const res = await rest(server.url, 'GET', path, { token })
  expect(res.status, res.text).toBe(200)
  return res.body as T
}

const requestsOf = (token: string) => read<TrainerRequest[]>(token, '/api/user/trainer-requests')
const clientsOf = (token: string) => read<Client[]>(token, '/api/trainer/users')

/** Every way a trainer reads an athlete: the client list, View Progress, progress, plans. */
async function trainerReads(trainer: { token: string }, athleteId: number) {
  const [summary, progress, plan, clients] = await Promise.all([
    rest(server.url, 'GET', `/api/user/${athleteId}/summary`, { token: trainer.token }),
    rest(server.url, 'GET', `/api/user/${athleteId}/progress`, { token: trainer.token }),
    rest(server.url, 'POST', '/api/trainer/plans', {
      token: trainer.token,
      body: { name: 'Probe', workoutIds: [workoutId], userId: athleteId },
    }),
    clientsOf(trainer.token),
  ])
  return {
    summary: summary.status,
    progress: progress.status,
    plan: plan.status,
    listed: clients.some((c) => c.id === athleteId),
  }
}

const READS_NOTHING = { summary: 403, progress: 403, plan: 403, listed: false }

/** A trainer asks `athlete` and the athlete finds the request in their list. */
async function requested(
  trainer: { id: number; token: string },
  athlete: { token: string; id: number },
) {
  const res = await assign(trainer.token, athlete.id, trainer.id)
  expect(res.status, res.text).toBe(200)
  const request = (await requestsOf(athlete.token)).find((r) => r.trainerId === trainer.id)
  expect(request).toBeDefined()
  return request!
}

const requestRows = (userId: number) =>
  server.database.db
    .select()
    .from(trainerRequests)
    .where(eq(trainerRequests.userId, userId))
    .orderBy(asc(trainerRequests.id))
    .all()

describe('a trainer sweeping Assign to Me over every user id', () => {
  it("changes no user's trainer and lets the trainer read none of their data", async () => {
    const otherTrainer = await person({ role: 'trainer' })
    const free = [await person(), await person()]
    const taken = await person({ trainerId: otherTrainer.id })
    await person({ role: 'manager' })
    const sweeper = await person({ role: 'trainer' })
    const everyone = () =>
      server.database.db
        .select({ id: users.id, trainerId: users.trainerId, username: users.username })
        .from(users)
        .orderBy(asc(users.id))
        .all()
    const before = await everyone()
    const lastId = before.at(-1)!.id
    expect(lastId).toBeGreaterThan(5)

    const answers = new Map<number, { status: number; text: string; body: unknown }>()
    for (let id = 1; id <= lastId + 3; id++) {
      const res = await assign(sweeper.token, id, sweeper.id)
      expectNoStackTrace(res)
      answers.set(id, res)
    }

    expect(await everyone()).toEqual(before)
    for (const [id, res] of answers) {
      expect([200, 403, 404], `id ${id}: ${res.text}`).toContain(res.status)
      if (res.status === 200) {
        // A request was sent; the answer carries nothing of the user but the id that was asked.
        expect(res.body).toEqual({
          success: true,
          userId: id,
          trainerId: sweeper.id,
          status: 'requested',
        })
      }
      for (const { username } of before) expect(res.text).not.toContain(username)
      expect(res.text).not.toMatch(/"(age|height|weight|email|username)"/)
    }
    for (const athlete of free) expect(answers.get(athlete.id)?.status).toBe(200)
    expect(answers.get(taken.id)?.body).toMatchObject({
      message: 'This user already has a trainer',
    })
    expect(answers.get(lastId + 1)?.status).toBe(404)

    expect(await clientsOf(sweeper.token)).toEqual([])
    for (const { id } of before) {
      if (id === sweeper.id) continue
      expect(await trainerReads(sweeper, id), `user ${id}`).toEqual(READS_NOTHING)
    }
    // The athletes without a trainer each have one pending request, and nothing else changed.
    for (const athlete of free) {
      expect(await requestsOf(athlete.token)).toEqual([
        {
          id: expect.any(Number),
          trainerId: sweeper.id,
          trainerName: sweeper.username,
          createdAt: expect.any(String),
        },
      ])
    }
    expect(await requestsOf(taken.token)).toEqual([])
  })

  it('sweeps again without a second request to anyone', async () => {
    const sweeper = await person({ role: 'trainer' })
    const athlete = await person()
    for (let i = 0; i < 3; i++) {
      expect((await assign(sweeper.token, athlete.id, sweeper.id)).body).toMatchObject({
        status: 'requested',
      })
    }
    expect(await requestRows(athlete.id)).toHaveLength(1)
    expect((await getUserRow(server.database, athlete.id))?.trainerId).toBeNull()
  })

  it("limits a trainer's calls to 10, then one every 6 minutes, and never an admin's", async () => {
    // The in-process caller keeps every limit but the general mutation one.
    const trainer = await person({ role: 'trainer' })
    const asTrainer = callerFor(server.database, trainer)
    const athlete = await person()
    for (let i = 0; i < 10; i++) {
      await asTrainer.admin.assignTrainer({ userId: athlete.id, trainerId: trainer.id })
    }
    await expect(
      asTrainer.admin.assignTrainer({ userId: athlete.id, trainerId: trainer.id }),
    ).rejects.toMatchObject({
      code: 'TOO_MANY_REQUESTS',
      message: 'Too many trainer requests sent; try again later',
    })
    const admin = await person({ role: 'admin' })
    const asAdmin = callerFor(server.database, admin)
    for (let i = 0; i < 12; i++) {
      expect(
        await asAdmin.admin.assignTrainer({ userId: athlete.id, trainerId: admin.id }),
      ).toEqual({ success: true, userId: athlete.id, trainerId: admin.id, status: 'assigned' })
    }
  })
})

describe("the athlete's answer", () => {
  it('shows the athlete the request; accepting makes the trainer theirs, who then sees them as a client', async () => {
    const trainer = await person({ role: 'trainer' })
    const athlete = await person()
    const request = await requested(trainer, athlete)
    expect(request).toEqual({
      id: expect.any(Number),
      trainerId: trainer.id,
      trainerName: trainer.username,
      createdAt: expect.any(String),
    })
    expect(await trainerReads(trainer, athlete.id)).toEqual(READS_NOTHING)

    const accepted = await answer(athlete.token, request.id, 'accept')
    expect(accepted.status, accepted.text).toBe(200)
    expect(accepted.body).toEqual({
      success: true,
      id: request.id,
      status: 'accepted',
      trainerId: trainer.id,
      trainerName: trainer.username,
    })
    expect((await getUserRow(server.database, athlete.id))?.trainerId).toBe(trainer.id)
    expect(await requestsOf(athlete.token)).toEqual([])
    expect(await clientsOf(trainer.token)).toEqual([
      expect.objectContaining({ id: athlete.id, age: 34, height: 181, weight: 77 }),
    ])
    expect(await trainerReads(trainer, athlete.id)).toMatchObject({
      summary: 200,
      plan: 200,
      listed: true,
      // Progress stays the owner's alone (docs/product.md#permissions).
      progress: 403,
    })
    // Asking again now answers what is: already their client.
    expect((await assign(trainer.token, athlete.id, trainer.id)).body).toMatchObject({
      status: 'assigned',
    })
  })

  it('answers a second accept with the same result and changes nothing more', async () => {
    const trainer = await person({ role: 'trainer' })
    const athlete = await person()
    const request = await requested(trainer, athlete)
    const first = await answer(athlete.token, request.id, 'accept')
    const second = await answer(athlete.token, request.id, 'accept')
    expect(first.status).toBe(200)
    expect(second.status).toBe(200)
    expect(second.body).toEqual(first.body)
    expect(await requestRows(athlete.id)).toMatchObject([{ status: 'accepted' }])
    expect((await getUserRow(server.database, athlete.id))?.trainerId).toBe(trainer.id)
    // Declining what was accepted is refused.
    const decline = await answer(athlete.token, request.id, 'decline')
    expect(decline.status).toBe(409)
    expect(decline.body).toMatchObject({ message: 'This request is no longer open' })
  })

  it("closes the athlete's other pending requests when they accept one", async () => {
    const chosen = await person({ role: 'trainer' })
    const passed = await person({ role: 'trainer' })
    const athlete = await person()
    const first = await requested(chosen, athlete)
    const second = await requested(passed, athlete)
    expect((await requestsOf(athlete.token)).map((r) => r.id)).toEqual([second.id, first.id])

    expect((await answer(athlete.token, first.id, 'accept')).status).toBe(200)
    expect(await requestsOf(athlete.token)).toEqual([])
    expect(await requestRows(athlete.id)).toMatchObject([
      { id: first.id, status: 'accepted', decidedAt: expect.any(Date) },
      { id: second.id, status: 'closed', decidedAt: expect.any(Date) },
    ])
    const late = await answer(athlete.token, second.id, 'accept')
    expect(late.status).toBe(409)
    expect((await getUserRow(server.database, athlete.id))?.trainerId).toBe(chosen.id)
    expect(await trainerReads(passed, athlete.id)).toEqual(READS_NOTHING)
    expect((await assign(passed.token, athlete.id, passed.id)).status).toBe(403)
  })

  it('declining changes nothing, leaves the trainer reading nothing, and stops them asking again', async () => {
    const trainer = await person({ role: 'trainer' })
    const athlete = await person()
    const request = await requested(trainer, athlete)
    const declined = await answer(athlete.token, request.id, 'decline')
    expect(declined.status, declined.text).toBe(200)
    expect(declined.body).toMatchObject({ id: request.id, status: 'declined' })
    expect((await answer(athlete.token, request.id, 'decline')).body).toEqual(declined.body)

    expect((await getUserRow(server.database, athlete.id))?.trainerId).toBeNull()
    expect(await requestsOf(athlete.token)).toEqual([])
    expect(await trainerReads(trainer, athlete.id)).toEqual(READS_NOTHING)
    expect((await answer(athlete.token, request.id, 'accept')).status).toBe(409)

    const again = await assign(trainer.token, athlete.id, trainer.id)
    expect(again.status).toBe(409)
    expect(again.body).toMatchObject({ message: 'This athlete declined your request' })
    expect(await requestRows(athlete.id)).toHaveLength(1)
  })

  it('lets nobody but the athlete accept or decline their request, the trainer and admins included', async () => {
    const trainer = await person({ role: 'trainer' })
    const athlete = await person()
    const request = await requested(trainer, athlete)
    for (const someone of [await person(), trainer, await person({ role: 'admin' })]) {
      for (const verb of ['accept', 'decline'] as const) {
        const res = await answer(someone.token, request.id, verb)
        expect(res.status, `${someone.role} ${verb}`).toBe(404)
        expect(res.body).toMatchObject({ message: 'Request not found' })
      }
      expect(await requestsOf(someone.token)).toEqual([])
    }
    expect(await requestRows(athlete.id)).toMatchObject([{ status: 'pending', decidedAt: null }])
    expect((await getUserRow(server.database, athlete.id))?.trainerId).toBeNull()
    expect((await answer(athlete.token, 987_654_321, 'accept')).status).toBe(404)
  })

  it('works the same over tRPC', async () => {
    const trainer = await person({ role: 'trainer' })
    const athlete = await person()
    const asTrainer = callerFor(server.database, trainer)
    const asAthlete = callerFor(server.database, athlete)
    expect(
      await asTrainer.admin.assignTrainer({ userId: athlete.id, trainerId: trainer.id }),
    ).toEqual({ success: true, userId: athlete.id, trainerId: trainer.id, status: 'requested' })
    const [request] = await asAthlete.trainerRequests.mine()
    await expect(
      callerFor(server.database, trainer).trainerRequests.accept({ id: request!.id }),
    ).rejects.toMatchObject({
      code: 'NOT_FOUND',
    })
    expect(await asAthlete.trainerRequests.accept({ id: request!.id })).toMatchObject({
      status: 'accepted',
    })
    expect((await asTrainer.trainer.users()).map((c) => c.id)).toEqual([athlete.id])
  })

  it('hides the request of a trainer who lost the role, and refuses accepting it', async () => {
    const trainer = await person({ role: 'trainer' })
    const athlete = await person()
    const request = await requested(trainer, athlete)
    const admin = await person({ role: 'admin' })
    const demoted = await rest(server.url, 'POST', `/api/admin/user/${trainer.id}/role`, {
      token: admin.token,
      body: { role: 'user' },
    })
    expect(demoted.status, demoted.text).toBe(200)
    expect(await requestsOf(athlete.token)).toEqual([])
    const res = await answer(athlete.token, request.id, 'accept')
    expect(res.status).toBe(409)
    expect(res.body).toMatchObject({ message: `${trainer.username} is no longer a trainer` })
    expect((await getUserRow(server.database, athlete.id))?.trainerId).toBeNull()
  })
})

describe("an admin's assignment", () => {
  it('stays direct, sends no request, and closes the pending requests of others', async () => {
    const admin = await person({ role: 'admin' })
    const trainer = await person({ role: 'trainer' })
    const asker = await person({ role: 'trainer' })
    const athlete = await person()
    const pending = await requested(asker, athlete)

    const res = await assign(admin.token, athlete.id, trainer.id)
    expect(res.status, res.text).toBe(200)
    expect(res.body).toEqual({
      success: true,
      userId: athlete.id,
      trainerId: trainer.id,
      status: 'assigned',
    })
    expect((await getUserRow(server.database, athlete.id))?.trainerId).toBe(trainer.id)
    expect(await requestRows(athlete.id)).toMatchObject([{ id: pending.id, status: 'closed' }])
    expect(await requestsOf(athlete.token)).toEqual([])
    expect((await answer(athlete.token, pending.id, 'accept')).status).toBe(409)
    expect((await clientsOf(trainer.token)).map((c) => c.id)).toEqual([athlete.id])
    expect(await trainerReads(asker, athlete.id)).toEqual(READS_NOTHING)
  })
})

describe('an accepted invitation', () => {
  it("closes the athlete's pending requests like any other way of getting a trainer", async () => {
    const inviter = await person({ role: 'trainer' })
    const asker = await person({ role: 'trainer' })
    const athlete = await person()
    const pending = await requested(asker, athlete)
    const { token } = await createInvitation(server.database, {
      trainerId: inviter.id,
      email: athlete.email,
    })
    await acceptInvitation({ database: server.database, token, userId: athlete.id })
    expect((await getUserRow(server.database, athlete.id))?.trainerId).toBe(inviter.id)
    expect(await requestRows(athlete.id)).toMatchObject([{ id: pending.id, status: 'closed' }])
    expect(await trainerReads(asker, athlete.id)).toEqual(READS_NOTHING)
  })
})
