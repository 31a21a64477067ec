import { readFileSync, existsSync } from 'node:fs'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { roleChanges, trainerInvitations, users } from '~/server/db/schema'
import { hashToken } from '~/server/auth/tokens'
import { createOutboxTransport } from '~/server/mail/outbox'
import { acceptInvitation } from '~/server/services/invitations/accept-invitation'
import { getInvitation } from '~/server/services/invitations/get-invitation'
import { INVITATION_TTL_MS } from '~/server/services/invitations/invitation-token'
import { createInvitation, createSessionToken, createUser, getUserRow } from '../support/factories'
import { expectNoStackTrace, rest } from '../support/rest'
import { inviteLink, mailCount, startSmtpCapture, type SmtpCapture } from '../support/smtp'
import { startTestServer, type TestServer } from '../support/test-server'

let smtp: SmtpCapture
let server: TestServer
beforeAll(async () => {
  smtp = await startSmtpCapture()
  server = await startTestServer({
    SMTP_URL: smtp.url,
    MAIL_FROM: 'Coach Bot <coach@example.test>',
  })
})
afterAll(async () => {
  await server.close()
  await smtp.close()
})

async function trainerWithToken(role: 'trainer' | 'admin' = 'trainer') {
  const trainer = await createUser(server.database, { role })
  return { trainer, token: await createSessionToken(server.database, trainer.id) }
}

/** Sends an invitation over REST and returns the token from the mail the SMTP server received. */
async function invite(token: string, email: string, role?: 'user' | 'trainer') {
  const seen = mailCount(smtp, email)
  const res = await rest(server.url, 'POST', '/api/trainer/invitations', {
    token,
    body: role ? { email, role } : { email },
  })
  expect(res.status, res.text).toBe(200)
  const mail = await smtp.waitFor(email, seen)
  return { res, mail, link: inviteLink(mail) }
}

async function invitationRow(id: number) {
  return server.database.db
    .select()
    .from(trainerInvitations)
    .where(eq(trainerInvitations.id, id))
    .get()
}

describe('sending an invitation', () => {
  it('mails the /invite link over SMTP and stores only the SHA-256 of a token of at least 128 bits', async () => {
    const { trainer, token } = await trainerWithToken()
    const { res, mail, link } = await invite(token, 'hashed@example.test')
    expect(res.body).toMatchObject({
      id: expect.any(Number),
      email: 'hashed@example.test',
      accepted: false,
      role: 'user',
    })
    expect(mail.from).toBe('coach@example.test')
    expect(mail.to.map((t) => t.toLowerCase())).toEqual(['hashed@example.test'])
    expect(mail.subject).toBe(`${trainer.username} invited you to train with them on Calisthenics`)
    expect(link.url).toBe(`${server.url}/invite/${link.token}`)
    // 32 base32 characters carry 160 random bits.
    expect(link.token).toMatch(/^[a-z2-7]{32}$/)
    expect(link.token.length * 5).toBeGreaterThanOrEqual(128)

    const row = await invitationRow((res.body as { id: number }).id)
    expect(row?.tokenHash).toBe(hashToken(link.token))
    expect(Object.values(row!).map(String)).not.toContain(link.token)
    // Not anywhere in the database file either.
    await server.database.client.execute('PRAGMA wal_checkpoint(TRUNCATE)')
    for (const file of [server.database.path, `${server.database.path}-wal`]) {
      if (existsSync(file)) expect(readFileSync(file).includes(link.token)).toBe(false)
    }
  })

  it('expires the invitation 7 days after it is sent', async () => {
    const { token } = await trainerWithToken()
    const before = Date.now()
    const { res, link } = await invite(token, 'seven.days@example.test')
    const expiresAt = Date.parse((res.body as { expiresAt: string }).expiresAt)
    expect(expiresAt - before).toBeGreaterThanOrEqual(INVITATION_TTL_MS - 1000)
    expect(expiresAt - Date.now()).toBeLessThanOrEqual(INVITATION_TTL_MS)
    const db = server.database.db
    const justBefore = new Date(expiresAt - 1)
    expect((await getInvitation({ db, token: link.token, now: justBefore })).status).toBe('valid')
    expect((await getInvitation({ db, token: link.token, now: new Date(expiresAt) })).status).toBe(
      'expired',
    )
  })

  it('answers 400 with the form message for a blank or malformed email', async () => {
    const { token } = await trainerWithToken()
    for (const email of ['', '   ', 'not-an-email', 'a@b']) {
      const res = await rest(server.url, 'POST', '/api/trainer/invitations', {
        token,
        body: { email },
      })
      expect(res.status, email).toBe(400)
      expect(res.text).toContain('Please enter a valid email address')
      expectNoStackTrace(res)
    }
  })

  it('trims the address, refuses inviting yourself or an existing client, and reissues a pending invitation instead of duplicating it', async () => {
    const { trainer, token } = await trainerWithToken()
    const self = await rest(server.url, 'POST', '/api/trainer/invitations', {
      token,
      body: { email: trainer.email.toUpperCase() },
    })
    expect(self.status).toBe(400)
    expect(self.body).toMatchObject({ message: 'You cannot invite yourself' })

    await createUser(server.database, { email: 'client@example.test', trainerId: trainer.id })
    const client = await rest(server.url, 'POST', '/api/trainer/invitations', {
      token,
      body: { email: 'Client@Example.test' },
    })
    expect(client.status).toBe(409)
    expect(client.body).toMatchObject({ message: 'Client@Example.test is already your client' })

    const first = await invite(token, '  twice@example.test ')
    const second = await invite(token, 'TWICE@example.test')
    expect((first.res.body as { email: string }).email).toBe('twice@example.test')
    expect((second.res.body as { id: number }).id).toBe((first.res.body as { id: number }).id)
    const list = await rest(server.url, 'GET', '/api/trainer/invitations', { token })
    expect(list.body).toHaveLength(1)
    // The reissue replaced the token: only the newest link works.
    expect((await rest(server.url, 'GET', `/api/invitations/${first.link.token}`)).status).toBe(404)
    expect((await rest(server.url, 'GET', `/api/invitations/${second.link.token}`)).status).toBe(
      200,
    )
  })

  it('lets only admins invite trainers', async () => {
    const { token } = await trainerWithToken()
    const res = await rest(server.url, 'POST', '/api/trainer/invitations', {
      token,
      body: { email: 'would-be-trainer@example.test', role: 'trainer' },
    })
    expect(res.status).toBe(403)
    expect(res.body).toMatchObject({ message: 'Only admins can invite trainers' })
  })
})

describe('the invitation link', () => {
  it('shows anyone holding it the inviter, the invited email, the role and the status, and nothing else', async () => {
    const { trainer, token } = await trainerWithToken()
    const { link } = await invite(token, 'Shown@Example.test')
    const res = await rest(server.url, 'GET', `/api/invitations/${link.token}`)
    expect(res.status).toBe(200)
    expect(res.body).toEqual({
      inviterName: trainer.username,
      email: 'Shown@Example.test',
      role: 'user',
      status: 'valid',
    })
    const unknown = await rest(
      server.url,
      'GET',
      '/api/invitations/abcdefghijklmnopqrstuvwxyz234567',
    )
    expect(unknown.status).toBe(404)
    expect(unknown.body).toMatchObject({ message: 'This invitation link is not valid' })
  })

  it('is accepted through a real sign-in with the invited email, case-insensitively, once', async () => {
    const trainerAgent = server.agent()
    await trainerAgent.signIn({ demo: 'trainer' })
    const sent = await trainerAgent.request('/api/trainer/invitations', {
      method: 'POST',
      body: { email: 'Ada.Client@Example.test' },
    })
    expect(sent.status, sent.text).toBe(200)
    const { token } = inviteLink(await smtp.waitFor('ada.client@example.test'))

    const invitee = server.agent()
    const hops = await invitee.signIn(
      { email: 'ada.client@example.test', name: 'Ada Client' },
      `/invite/${token}`,
    )
    // The sign-in returns to the invitation page.
    expect(hops.some((h) => h.location?.endsWith(`next=%2Finvite%2F${token}`))).toBe(true)
    const accepted = await invitee.request(`/api/invitations/${token}/accept`, {
      method: 'POST',
      body: {},
    })
    expect(accepted.status, accepted.text).toBe(200)
    expect(accepted.json()).toEqual({
      success: true,
      outcome: 'client',
      inviterName: 'demo-trainer',
      message: "You are now demo-trainer's client.",
    })

    const me = invitee.request('/api/user')
    const trainerMe = (await trainerAgent.request('/api/user')).json<{ id: number }>()
    expect((await me).json()).toMatchObject({ trainerId: trainerMe.id })
    const clients = (await trainerAgent.request('/api/trainer/users')).json<
      { username: string }[]
    >()
    expect(clients.map((c) => c.username)).toContain('ada-client')
    const client = clients.find((c) => c.username === 'ada-client')
    expect(Object.keys(client!).sort()).toEqual(
      [
        'age',
        'compliance',
        'height',
        'id',
        'lastTrainedDay',
        'level',
        'needsAttention',
        'newComments',
        'photoURL',
        'streak',
        'units',
        'unreadMessages',
        'username',
        'weight',
      ].sort(),
    )
    const invitations = (await trainerAgent.request('/api/trainer/invitations')).json<
      { email: string; accepted: boolean }[]
    >()
    expect(invitations.find((i) => i.email === 'Ada.Client@Example.test')?.accepted).toBe(true)

    // Single use.
    const again = await invitee.request(`/api/invitations/${token}/accept`, {
      method: 'POST',
      body: {},
    })
    expect(again.status).toBe(409)
    expect(again.json()).toMatchObject({ message: 'This invitation has already been used' })
    expect((await rest(server.url, 'GET', `/api/invitations/${token}`)).body).toMatchObject({
      status: 'accepted',
    })
  })

  it('refuses another email and changes nothing', async () => {
    const { trainer, token } = await trainerWithToken()
    const { res, link } = await invite(token, 'intended@example.test')
    const stranger = server.agent()
    await stranger.signIn({ email: 'stranger@example.test', name: 'Stranger' })
    const refused = await stranger.request(`/api/invitations/${link.token}/accept`, {
      method: 'POST',
      body: {},
    })
    expect(refused.status).toBe(403)
    expect(refused.json()).toMatchObject({
      message:
        'This invitation was sent to intended@example.test, but you are signed in as stranger@example.test',
    })
    const me = (await stranger.request('/api/user')).json<{ trainerId: number | null }>()
    expect(me.trainerId).toBeNull()
    const row = await invitationRow((res.body as { id: number }).id)
    expect(row).toMatchObject({ accepted: false, acceptedAt: null, acceptedBy: null })
    expect(row?.trainerId).toBe(trainer.id)
  })

  it('refuses an account whose email is not verified', async () => {
    const { trainer } = await trainerWithToken()
    const { token } = await createInvitation(server.database, {
      trainerId: trainer.id,
      email: 'unverified@example.test',
    })
    const invitee = await createUser(server.database, { email: 'unverified@example.test' })
    await server.database.write((db) =>
      db.update(users).set({ emailVerified: false }).where(eq(users.id, invitee.id)).run(),
    )
    const session = await createSessionToken(server.database, invitee.id)
    const res = await rest(server.url, 'POST', `/api/invitations/${token}/accept`, {
      token: session,
      body: {},
    })
    expect(res.status).toBe(403)
    expect(res.text).toContain('not verified')
    expect((await getUserRow(server.database, invitee.id))?.trainerId).toBeNull()
  })

  it('refuses an expired link and changes nothing', async () => {
    const { trainer } = await trainerWithToken()
    const invitee = await createUser(server.database)
    const { id, token } = await createInvitation(server.database, {
      trainerId: trainer.id,
      email: invitee.email,
      expiresAt: new Date(Date.now() - 1000),
    })
    expect((await rest(server.url, 'GET', `/api/invitations/${token}`)).body).toMatchObject({
      status: 'expired',
    })
    const session = await createSessionToken(server.database, invitee.id)
    const res = await rest(server.url, 'POST', `/api/invitations/${token}/accept`, {
      token: session,
      body: {},
    })
    expect(res.status).toBe(409)
    expect(res.body).toMatchObject({ message: 'This invitation has expired' })
    expect((await getUserRow(server.database, invitee.id))?.trainerId).toBeNull()
    expect((await invitationRow(id))?.accepted).toBe(false)

    // The same through the service with the clock passed in: one millisecond before expiry works.
    const fresh = await createInvitation(server.database, {
      trainerId: trainer.id,
      email: invitee.email,
    })
    const row = await invitationRow(fresh.id)
    await expect(
      acceptInvitation({
        database: server.database,
        token: fresh.token,
        userId: invitee.id,
        now: new Date(row!.expiresAt.getTime()),
      }),
    ).rejects.toMatchObject({ code: 'CONFLICT', message: 'This invitation has expired' })
    await expect(
      acceptInvitation({
        database: server.database,
        token: fresh.token,
        userId: invitee.id,
        now: new Date(row!.expiresAt.getTime() - 1),
      }),
    ).resolves.toMatchObject({ outcome: 'client' })
  })

  it('answers 404 for an unknown token, signed in or not', async () => {
    const user = await createUser(server.database)
    const session = await createSessionToken(server.database, user.id)
    const res = await rest(server.url, 'POST', '/api/invitations/not-a-real-token/accept', {
      token: session,
      body: {},
    })
    expect(res.status).toBe(404)
    expect(res.body).toMatchObject({ message: 'This invitation link is not valid' })
    expect((await rest(server.url, 'GET', '/api/invitations/not-a-real-token')).status).toBe(404)
  })
})

describe('a trainer invitation', () => {
  it('grants the trainer role with an audit row and ends the invitee’s other sessions', async () => {
    const { trainer: admin, token } = await trainerWithToken('admin')
    const { link } = await invite(token, 'new.coach@example.test', 'trainer')
    expect((await rest(server.url, 'GET', `/api/invitations/${link.token}`)).body).toMatchObject({
      role: 'trainer',
      status: 'valid',
      inviterName: admin.username,
    })

    const elsewhere = server.agent()
    await elsewhere.signIn({ email: 'new.coach@example.test', name: 'New Coach' })
    const invitee = server.agent()
    await invitee.signIn({ email: 'new.coach@example.test', name: 'New Coach' })
    const res = await invitee.request(`/api/invitations/${link.token}/accept`, {
      method: 'POST',
      body: {},
    })
    expect(res.status, res.text).toBe(200)
    expect(res.json()).toMatchObject({ outcome: 'trainer', message: 'You are now a trainer.' })
    const me = (await invitee.request('/api/user')).json<{ id: number; role: string }>()
    expect(me.role).toBe('trainer')
    expect((await elsewhere.request('/api/user')).status).toBe(401)
    expect((await invitee.request('/api/trainer/users')).status).toBe(200)
    const audit = await server.database.db
      .select()
      .from(roleChanges)
      .where(eq(roleChanges.userId, me.id))
      .all()
    expect(audit).toEqual([
      expect.objectContaining({
        fromRole: 'user',
        toRole: 'trainer',
        source: 'invitation',
        changedBy: admin.id,
      }),
    ])
  })

  it('changes nothing for an account that already has trainer access, but is used up', async () => {
    const { trainer: admin } = await trainerWithToken('admin')
    const other = await createUser(server.database, { role: 'admin' })
    const { id, token } = await createInvitation(server.database, {
      trainerId: admin.id,
      email: other.email,
      role: 'trainer',
    })
    const session = await createSessionToken(server.database, other.id)
    const res = await rest(server.url, 'POST', `/api/invitations/${token}/accept`, {
      token: session,
      body: {},
    })
    expect(res.body).toMatchObject({ outcome: 'already-trainer' })
    expect((await rest(server.url, 'GET', '/api/user', { token: session })).body).toMatchObject({
      role: 'admin',
    })
    expect((await invitationRow(id))?.accepted).toBe(true)
  })
})

describe('Resend', () => {
  it('issues a fresh token and expiry so the old link stops working, and is refused once accepted', async () => {
    const { token } = await trainerWithToken()
    const first = await invite(token, 'resend.me@example.test')
    const id = (first.res.body as { id: number }).id
    await server.database.write((db) =>
      db
        .update(trainerInvitations)
        .set({ expiresAt: new Date(Date.now() - 60_000) })
        .where(eq(trainerInvitations.id, id))
        .run(),
    )
    const seen = mailCount(smtp, 'resend.me@example.test')
    const resent = await rest(server.url, 'POST', `/api/trainer/invitations/${id}/resend`, {
      token,
      body: {},
    })
    expect(resent.status, resent.text).toBe(200)
    expect(Date.parse((resent.body as { expiresAt: string }).expiresAt)).toBeGreaterThan(
      Date.now() + INVITATION_TTL_MS - 60_000,
    )
    const second = inviteLink(await smtp.waitFor('resend.me@example.test', seen))
    expect(second.token).not.toBe(first.link.token)
    expect((await rest(server.url, 'GET', `/api/invitations/${first.link.token}`)).status).toBe(404)
    expect((await rest(server.url, 'GET', `/api/invitations/${second.token}`)).body).toMatchObject({
      status: 'valid',
    })

    const invitee = await createUser(server.database, { email: 'resend.me@example.test' })
    const session = await createSessionToken(server.database, invitee.id)
    const stale = await rest(server.url, 'POST', `/api/invitations/${first.link.token}/accept`, {
      token: session,
      body: {},
    })
    expect(stale.status).toBe(404)
    const ok = await rest(server.url, 'POST', `/api/invitations/${second.token}/accept`, {
      token: session,
      body: {},
    })
    expect(ok.status).toBe(200)
    const refused = await rest(server.url, 'POST', `/api/trainer/invitations/${id}/resend`, {
      token,
      body: {},
    })
    expect(refused.status).toBe(409)
    expect(refused.body).toMatchObject({ message: 'This invitation has already been accepted' })
  })

  it('answers 503 when the SMTP server refuses the mail, keeps the invitation pending for the trainer, and Resend delivers it later', async () => {
    const { token } = await trainerWithToken()
    smtp.refuse = true
    let res
    try {
      res = await rest(server.url, 'POST', '/api/trainer/invitations', {
        token,
        body: { email: 'flaky@example.test' },
      })
    } finally {
      smtp.refuse = false
    }
    expect(res.status).toBe(503)
    expect(res.body).toMatchObject({ message: 'Failed to send invitation email' })
    expectNoStackTrace(res)
    const list = (await rest(server.url, 'GET', '/api/trainer/invitations', { token })).body as {
      id: number
      email: string
      accepted: boolean
    }[]
    expect(list).toEqual([
      expect.objectContaining({ email: 'flaky@example.test', accepted: false }),
    ])
    const resent = await rest(
      server.url,
      'POST',
      `/api/trainer/invitations/${list[0]!.id}/resend`,
      {
        token,
        body: {},
      },
    )
    expect(resent.status).toBe(200)
    inviteLink(await smtp.waitFor('flaky@example.test'))
  })
})

describe('Revoke', () => {
  it('takes a pending invitation back: its link says revoked and accepts nothing, it is not resent, and inviting again starts a new one', async () => {
    const { token } = await trainerWithToken()
    const other = await trainerWithToken()
    const sent = await invite(token, 'take.back@example.test')
    const id = (sent.res.body as { id: number }).id
    const path = `/api/trainer/invitations/${id}/revoke`

    const intruder = await rest(server.url, 'POST', path, { token: other.token, body: {} })
    expect(intruder.status).toBe(404)
    expect((await invitationRow(id))?.revokedAt).toBeNull()

    const revoked = await rest(server.url, 'POST', path, { token, body: {} })
    expect(revoked.status, revoked.text).toBe(200)
    expect(revoked.body).toMatchObject({ id, accepted: false })
    const revokedAt = (revoked.body as { revokedAt: string }).revokedAt
    expect(Date.parse(revokedAt)).toBeGreaterThan(Date.now() - 60_000)
    // Again: the same answer, nothing changes.
    const again = await rest(server.url, 'POST', path, { token, body: {} })
    expect(again.body).toMatchObject({ id, revokedAt })
    const listed = (await rest(server.url, 'GET', '/api/trainer/invitations', { token })).body as {
      id: number
      revokedAt: string | null
    }[]
    expect(listed.find((i) => i.id === id)?.revokedAt).toBe(revokedAt)

    expect(
      (await rest(server.url, 'GET', `/api/invitations/${sent.link.token}`)).body,
    ).toMatchObject({ status: 'revoked' })
    const invitee = await createUser(server.database, { email: 'take.back@example.test' })
    const session = await createSessionToken(server.database, invitee.id)
    const accept = await rest(server.url, 'POST', `/api/invitations/${sent.link.token}/accept`, {
      token: session,
      body: {},
    })
    expect(accept.status).toBe(409)
    expect(accept.body).toMatchObject({ message: 'This invitation was revoked' })
    expect((await getUserRow(server.database, invitee.id))?.trainerId).toBeNull()

    const resend = await rest(server.url, 'POST', `/api/trainer/invitations/${id}/resend`, {
      token,
      body: {},
    })
    expect(resend.status).toBe(409)
    expect((await invitationRow(id))?.tokenHash).toBe(hashToken(sent.link.token))

    const fresh = await invite(token, 'take.back@example.test')
    expect((fresh.res.body as { id: number }).id).not.toBe(id)
    expect(
      (await rest(server.url, 'GET', `/api/invitations/${fresh.link.token}`)).body,
    ).toMatchObject({ status: 'valid' })
  })

  it('is refused once the invitation was accepted, which stands', async () => {
    const { token } = await trainerWithToken()
    const sent = await invite(token, 'kept.client@example.test')
    const id = (sent.res.body as { id: number }).id
    const invitee = await createUser(server.database, { email: 'kept.client@example.test' })
    const session = await createSessionToken(server.database, invitee.id)
    const ok = await rest(server.url, 'POST', `/api/invitations/${sent.link.token}/accept`, {
      token: session,
      body: {},
    })
    expect(ok.status, ok.text).toBe(200)
    const revoke = await rest(server.url, 'POST', `/api/trainer/invitations/${id}/revoke`, {
      token,
      body: {},
    })
    expect(revoke.status).toBe(409)
    expect(revoke.body).toMatchObject({ message: 'This invitation has already been accepted' })
    expect((await invitationRow(id))?.revokedAt).toBeNull()
  })
})

describe('trainer isolation', () => {
  it('never shows or resends another trainer’s clients or invitations', async () => {
    const a = await trainerWithToken()
    const b = await trainerWithToken()
    await createUser(server.database, { username: 'client-of-a', trainerId: a.trainer.id })
    const sent = await invite(a.token, 'only.a@example.test')
    const id = (sent.res.body as { id: number }).id

    const bClients = (await rest(server.url, 'GET', '/api/trainer/users', { token: b.token }))
      .body as unknown[]
    expect(bClients).toEqual([])
    const bInvitations = (
      await rest(server.url, 'GET', '/api/trainer/invitations', { token: b.token })
    ).body as unknown[]
    expect(bInvitations).toEqual([])
    const resend = await rest(server.url, 'POST', `/api/trainer/invitations/${id}/resend`, {
      token: b.token,
      body: {},
    })
    expect(resend.status).toBe(404)

    const aClients = (await rest(server.url, 'GET', '/api/trainer/users', { token: a.token }))
      .body as { username: string }[]
    expect(aClients.map((c) => c.username)).toEqual(['client-of-a'])
  })
})

describe('assigning a trainer', () => {
  const assign = (token: string, userId: number, trainerId: number) =>
    rest(server.url, 'POST', `/api/admin/user/${userId}/trainer`, { token, body: { trainerId } })

  it('lets a trainer only ask an athlete without a trainer to accept them, and nothing else', async () => {
    const me = await trainerWithToken()
    const other = await trainerWithToken()
    const free = await createUser(server.database)
    // A request, not an assignment (docs/decisions/011): the athlete's trainer stays unset.
    const asked = await assign(me.token, free.id, me.trainer.id)
    expect(asked.status).toBe(200)
    expect(asked.body).toEqual({
      success: true,
      userId: free.id,
      trainerId: me.trainer.id,
      status: 'requested',
    })
    expect((await getUserRow(server.database, free.id))?.trainerId).toBeNull()
    // Again: the same request.
    expect((await assign(me.token, free.id, me.trainer.id)).body).toMatchObject({
      status: 'requested',
    })
    const freeToken = await createSessionToken(server.database, free.id)
    const [request] = (
      await rest(server.url, 'GET', '/api/user/trainer-requests', { token: freeToken })
    ).body as { id: number }[]
    expect(
      (
        await rest(server.url, 'POST', `/api/user/trainer-requests/${request!.id}/accept`, {
          token: freeToken,
        })
      ).status,
    ).toBe(200)
    // Accepted: mine now, and asking again changes nothing.
    expect((await assign(me.token, free.id, me.trainer.id)).body).toMatchObject({
      status: 'assigned',
    })
    // Taken by someone else.
    expect((await assign(other.token, free.id, other.trainer.id)).status).toBe(403)
    // Naming another trainer.
    const another = await createUser(server.database)
    const naming = await assign(me.token, another.id, other.trainer.id)
    expect(naming.status).toBe(403)
    expect(naming.body).toMatchObject({ message: 'Trainers can only assign clients to themselves' })
    // Not an athlete.
    const manager = await createUser(server.database, { role: 'manager' })
    expect((await assign(me.token, manager.id, me.trainer.id)).status).toBe(403)
    expect((await getUserRow(server.database, manager.id))?.trainerId).toBeNull()
    expect((await getUserRow(server.database, free.id))?.trainerId).toBe(me.trainer.id)
  })

  it('lets an admin assign anyone to any trainer or admin, but not to an athlete', async () => {
    const { trainer: admin, token } = await trainerWithToken('admin')
    const trainer = await createUser(server.database, { role: 'trainer' })
    const athlete = await createUser(server.database, { trainerId: trainer.id })
    const res = await assign(token, athlete.id, admin.id)
    expect(res.status).toBe(200)
    expect(res.body).toEqual({
      success: true,
      userId: athlete.id,
      trainerId: admin.id,
      status: 'assigned',
    })
    expect((await assign(token, athlete.id, trainer.id)).status).toBe(200)
    expect((await getUserRow(server.database, athlete.id))?.trainerId).toBe(trainer.id)
    const notATrainer = await createUser(server.database)
    const bad = await assign(token, athlete.id, notATrainer.id)
    expect(bad.status).toBe(400)
    expect(bad.body).toMatchObject({ message: 'The chosen trainer must be a trainer or an admin' })
    expect((await assign(token, athlete.id, 987_654_321)).status).toBe(404)
    expect((await assign(token, 987_654_321, trainer.id)).status).toBe(404)
    const rows = await server.database.db
      .select({ trainerId: users.trainerId })
      .from(users)
      .where(and(eq(users.id, athlete.id)))
      .get()
    expect(rows?.trainerId).toBe(trainer.id)
  })
})

describe('without SMTP_URL', () => {
  let plain: TestServer
  beforeAll(async () => {
    plain = await startTestServer()
  })
  afterAll(() => plain.close())

  it('keeps the message in the development outbox that only admins can list', async () => {
    const trainer = await createUser(plain.database, { role: 'trainer' })
    const token = await createSessionToken(plain.database, trainer.id)
    const sent = await rest(plain.url, 'POST', '/api/trainer/invitations', {
      token,
      body: { email: 'outbox@example.test' },
    })
    expect(sent.status, sent.text).toBe(200)
    expect((await rest(plain.url, 'GET', '/api/admin/outbox', { token })).status).toBe(403)

    const admin = await createUser(plain.database, { role: 'admin' })
    const adminToken = await createSessionToken(plain.database, admin.id)
    const outbox = await rest(plain.url, 'GET', '/api/admin/outbox', { token: adminToken })
    expect(outbox.status).toBe(200)
    const [message] = outbox.body as { to: string; subject: string; text: string }[]
    expect(message).toMatchObject({
      to: 'outbox@example.test',
      subject: `${trainer.username} invited you to train with them on Calisthenics`,
    })
    const link = /\/invite\/([a-z2-7]{32})/.exec(message!.text)?.[1]
    expect((await rest(plain.url, 'GET', `/api/invitations/${link}`)).body).toMatchObject({
      status: 'valid',
      email: 'outbox@example.test',
    })
  })

  it('logs each message by recipient and subject, never its text with the live link', async () => {
    const logged: { fields: object; message: string }[] = []
    const transport = createOutboxTransport({
      database: plain.database,
      log: {
        info: (fields, message) => logged.push({ fields, message }),
        warn: () => undefined,
      },
    })
    await transport.send({ to: 'log@example.test', subject: 'Hi', text: 'Open /invite/tok3n' })
    expect(logged).toEqual([
      {
        fields: { mail: { to: 'log@example.test', subject: 'Hi' } },
        message:
          'mail not sent (SMTP_URL is not set); kept in the development outbox (GET /api/admin/outbox)',
      },
    ])
    expect(JSON.stringify(logged)).not.toContain('tok3n')
  })
})

describe('the invitation send limit', () => {
  let limited: TestServer
  beforeAll(async () => {
    limited = await startTestServer({}, { rateLimits: true })
  })
  afterAll(() => limited.close())

  it('answers 429 after 10 sends in a burst, per trainer', async () => {
    const trainer = await createUser(limited.database, { role: 'trainer' })
    const token = await createSessionToken(limited.database, trainer.id)
    const statuses: number[] = []
    for (let i = 0; i < 12; i++) {
      const res = await rest(limited.url, 'POST', '/api/trainer/invitations', {
        token,
        body: { email: `burst-${i}@example.test` },
      })
      statuses.push(res.status)
    }
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true)
    expect(statuses.slice(10)).toEqual([429, 429])
    // Resend spends the same budget.
    const list = (await rest(limited.url, 'GET', '/api/trainer/invitations', { token })).body as {
      id: number
    }[]
    const resend = await rest(
      limited.url,
      'POST',
      `/api/trainer/invitations/${list[0]!.id}/resend`,
      {
        token,
        body: {},
      },
    )
    expect(resend.status).toBe(429)
    expect(resend.body).toMatchObject({ message: 'Too many invitations sent; try again later' })

    const other = await createUser(limited.database, { role: 'trainer' })
    const otherToken = await createSessionToken(limited.database, other.id)
    const fine = await rest(limited.url, 'POST', '/api/trainer/invitations', {
      token: otherToken,
      body: { email: 'someone@example.test' },
    })
    expect(fine.status).toBe(200)
  })
})
