// docs/product.md#messages: a message left unread for an hour is emailed to its recipient over
// real SMTP, at most once per thread, recipient and the recipient's local day, from any number of
// processes; never when read, switched off, or when the pair is no longer trainer and client.
// Each test's messages sit in their own fortnight, so a run only ever sees that test's threads.
import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '~/server/app'
import { loadConfig } from '~/server/config'
import { openDatabase } from '~/server/db/client'
import { messageEmails, messages, users } from '~/server/db/schema'
import { createMailTransport, type MailTransport } from '~/server/mail/transport'
import { mailUnreadMessages } from '~/server/services/messages/mail-unread-messages'
import type { User } from '~/shared/schemas/user'
import { createSessionToken, createUser } from '../support/factories'
import { rest } from '../support/rest'
import { mailCount, startSmtpCapture, type SmtpCapture } from '../support/smtp'
import { startTestServer, type TestServer } from '../support/test-server'

const MINUTE = 60_000
const DAY = 24 * 60 * MINUTE

let smtp: SmtpCapture
let server: TestServer
let mailer: MailTransport
beforeAll(async () => {
  smtp = await startSmtpCapture()
  server = await startTestServer({ SMTP_URL: smtp.url })
  mailer = createMailTransport({ config: server.config, database: server.database })
})
afterAll(async () => {
  mailer?.close()
  await server?.close()
  await smtp?.close()
})

let fortnight = 0
/** A start time no other test's messages are within a week of. */
function period(): number {
  fortnight += 1
  return Date.UTC(2031, 0, 5, 12) + fortnight * 14 * DAY
}

async function pair(opts: { athleteZone?: string; name: string }) {
  const trainer = await createUser(server.database, {
    role: 'trainer',
    username: `coach-${opts.name}`,
    email: `coach.${opts.name}@example.test`,
  })
  const athlete = await createUser(server.database, {
    trainerId: trainer.id,
    username: `ath-${opts.name}`,
    email: `ath.${opts.name}@example.test`,
    timeZone: opts.athleteZone,
  })
  return { trainer, athlete, token: await createSessionToken(server.database, athlete.id) }
}

/** A message as the API stores it, written at `at` (the API stamps the real clock). */
async function message(
  p: { trainer: { id: number }; athlete: { id: number } },
  authorId: number,
  body: string,
  at: number,
) {
  await server.database.write((db) =>
    db
      .insert(messages)
      .values({
        clientId: randomUUID(),
        trainerId: p.trainer.id,
        athleteId: p.athlete.id,
        authorId,
        body,
        createdAt: new Date(at),
      })
      .run(),
  )
}

const run = (at: number) =>
  mailUnreadMessages({
    database: server.database,
    mailer,
    appUrl: server.config.appUrl,
    now: new Date(at),
  })

describe('the unread-message email', () => {
  it('goes to the athlete after an hour, once a local day, and again for a newer message the next day', async () => {
    // Los Angeles is UTC-8 in winter: 05:00 UTC is still the evening before there.
    const p = await pair({ name: 'la', athleteZone: 'America/Los_Angeles' })
    const start = period()
    const to = p.athlete.email
    await message(p, p.trainer.id, 'How did   the\nhandstand holds feel today?', start)

    expect(await run(start + 59 * MINUTE)).toMatchObject({ due: 0, sent: 0 })
    expect(mailCount(smtp, to)).toBe(0)

    expect(await run(start + 61 * MINUTE)).toEqual({ due: 1, sent: 1, skipped: 0, failed: 0 })
    const mail = await smtp.waitFor(to)
    expect(mail.subject).toBe('coach-la sent you a message')
    expect(mail.text).toContain('Hello ath-la,')
    expect(mail.text).toContain('"How did the handstand holds feel today?"')
    expect(mail.text).toContain(`${server.config.appUrl}/messages\r\n`)
    expect(mail.text).toContain("turn off 'Email me about unread messages' in Settings")
    expect(mail.text).toContain(`${server.config.appUrl}/settings`)
    const [claim] = await server.database.db
      .select()
      .from(messageEmails)
      .where(eq(messageEmails.recipientId, p.athlete.id))
      .all()
    expect(claim).toMatchObject({ trainerId: p.trainer.id, day: '2031-01-19' })

    // The same message later: covered by the email already sent.
    expect(await run(start + 3 * 60 * MINUTE)).toMatchObject({ due: 0, sent: 0 })
    // Another message the same local day (the next day in UTC): no second email.
    await message(p, p.trainer.id, 'Also: sleep well.', start + 17 * 60 * MINUTE)
    expect(await run(start + 18 * 60 * MINUTE + MINUTE)).toEqual({
      due: 1,
      sent: 0,
      skipped: 1,
      failed: 0,
    })
    expect(mailCount(smtp, to)).toBe(1)

    // A new message the next local day: one more, counting every unread message.
    await message(p, p.trainer.id, 'Morning! Ready for today?', start + 21 * 60 * MINUTE)
    expect(await run(start + 22 * 60 * MINUTE + MINUTE)).toMatchObject({ sent: 1 })
    const next = await smtp.waitFor(to, 1)
    expect(next.subject).toBe('coach-la sent you 3 messages')
    expect(next.text).toContain('3 messages you have not read yet')
    expect(mailCount(smtp, to)).toBe(2)
  })

  it("is written in the recipient's language", async () => {
    const p = await pair({ name: 'de' })
    await server.database.write((db) =>
      db.update(users).set({ locale: 'de' }).where(eq(users.id, p.athlete.id)).run(),
    )
    const start = period()
    await message(p, p.trainer.id, 'Wie liefen die Klimmzüge?', start)
    await message(p, p.trainer.id, 'Und der Handstand?', start + MINUTE)
    expect(await run(start + 62 * MINUTE)).toMatchObject({ sent: 1 })
    const mail = await smtp.waitFor(p.athlete.email)
    expect(mail.subject).toBe('coach-de hat dir 2 Nachrichten geschickt')
    expect(mail.text).toContain('Hallo ath-de,')
    expect(mail.text).toContain('2 Nachrichten, die du noch nicht gelesen hast.')
    expect(mail.text).toContain('Lesen und antworten:')
    expect(mail.text).toContain(`in den Einstellungen aus: ${server.config.appUrl}/settings`)
  })

  it('goes to the trainer when the athlete wrote, with a link to the client', async () => {
    const p = await pair({ name: 'totrainer' })
    const start = period()
    await message(p, p.athlete.id, 'My wrist hurts after the planche leans.', start)
    expect(await run(start + 61 * MINUTE)).toMatchObject({ sent: 1 })
    const mail = await smtp.waitFor(p.trainer.email)
    expect(mail.subject).toBe('ath-totrainer sent you a message')
    expect(mail.text).toContain(
      `${server.config.appUrl}/trainer/clients/${p.athlete.id}/messages\r\n`,
    )
    expect(mailCount(smtp, p.athlete.email)).toBe(0)
  })

  it('is not sent for a message read in time, nor to whom wrote it', async () => {
    const p = await pair({ name: 'read' })
    const start = Date.now() - 2 * 60 * MINUTE
    await message(p, p.trainer.id, 'Check your plan for Friday.', start)
    const read = await rest(server.url, 'POST', '/api/user/messages/read', { token: p.token })
    expect(read.status, read.text).toBe(200)
    expect(await run(Date.now())).toMatchObject({ due: 0, sent: 0 })
    expect(mailCount(smtp, p.athlete.email) + mailCount(smtp, p.trainer.email)).toBe(0)
  })

  it('is not sent to someone who switched it off in Settings, nor after the pair split', async () => {
    const p = await pair({ name: 'off' })
    const off = await rest(server.url, 'PATCH', '/api/user', {
      token: p.token,
      body: { messageEmails: false },
    })
    expect(off.status, off.text).toBe(200)
    expect((off.body as User).messageEmails).toBe(false)
    const session = await rest(server.url, 'GET', '/api/auth/session', { token: p.token })
    expect((session.body as { user: User }).user.messageEmails).toBe(false)
    const bad = await rest(server.url, 'PATCH', '/api/user', {
      token: p.token,
      body: { messageEmails: 'no' },
    })
    expect(bad.status).toBe(400)
    expect(bad.text).toContain('messageEmails must be true or false')

    const start = period()
    await message(p, p.trainer.id, 'Did you get my note?', start)
    expect(await run(start + 61 * MINUTE)).toMatchObject({ due: 0, sent: 0 })

    // Switched back on, the message is mailed; then the athlete leaves this trainer.
    const on = await rest(server.url, 'PATCH', '/api/user', {
      token: p.token,
      body: { messageEmails: true },
    })
    expect((on.body as User).messageEmails).toBe(true)
    const split = await pair({ name: 'split' })
    await message(split, split.trainer.id, 'See you Monday.', start)
    await server.database.write((db) =>
      db.update(users).set({ trainerId: null }).where(eq(users.id, split.athlete.id)).run(),
    )
    expect(await run(start + 62 * MINUTE)).toEqual({ due: 1, sent: 1, skipped: 0, failed: 0 })
    await smtp.waitFor(p.athlete.email)
    expect(mailCount(smtp, split.athlete.email)).toBe(0)
  })

  it('is sent once when two processes run at the same moment', async () => {
    const p = await pair({ name: 'twice' })
    const start = period()
    await message(p, p.trainer.id, 'Two servers, one email.', start)
    // Another process: its own connection and write lock on the same file.
    const other = openDatabase(`file:${server.database.path}`)
    try {
      const at = new Date(start + 61 * MINUTE)
      const counts = await Promise.all([
        run(at.getTime()),
        mailUnreadMessages({ database: other, mailer, appUrl: server.config.appUrl, now: at }),
        run(at.getTime()),
      ])
      expect(counts.map((c) => c.sent).sort()).toEqual([0, 0, 1])
      expect(counts.reduce((n, c) => n + c.skipped, 0)).toBe(2)
    } finally {
      other.close()
    }
    await smtp.waitFor(p.athlete.email)
    await new Promise((r) => setTimeout(r, 200))
    expect(mailCount(smtp, p.athlete.email)).toBe(1)
  })

  it('takes its claim back when sending fails, so the next run sends it', async () => {
    const p = await pair({ name: 'retry' })
    const start = period()
    await message(p, p.trainer.id, 'Mail server trouble?', start)
    smtp.refuse = true
    try {
      expect(await run(start + 61 * MINUTE)).toEqual({ due: 1, sent: 0, skipped: 0, failed: 1 })
    } finally {
      smtp.refuse = false
    }
    const claims = await server.database.db
      .select()
      .from(messageEmails)
      .where(eq(messageEmails.recipientId, p.athlete.id))
      .all()
    expect(claims).toEqual([])
    expect(await run(start + 66 * MINUTE)).toMatchObject({ sent: 1, failed: 0 })
    expect((await smtp.waitFor(p.athlete.email)).subject).toBe('coach-retry sent you a message')
  })

  it('never mails a message older than a week', async () => {
    const p = await pair({ name: 'old' })
    const start = period()
    await message(p, p.trainer.id, 'From long ago.', start)
    expect(await run(start + 8 * DAY)).toMatchObject({ due: 0, sent: 0 })
    expect(mailCount(smtp, p.athlete.email)).toBe(0)
  })
})

describe('the background job', () => {
  it('runs in a server built with jobs on, and stops with it', async () => {
    const p = await pair({ name: 'job' })
    await message(p, p.trainer.id, 'Sent while you trained.', Date.now() - 90 * MINUTE)
    // A second server process on the same file, as main.ts builds it, checking every 50 ms.
    const database = openDatabase(`file:${server.database.path}`)
    const app = await buildApp({
      config: loadConfig({
        NODE_ENV: 'test',
        APP_URL: server.config.appUrl,
        SMTP_URL: smtp.url,
        MESSAGE_MAIL_INTERVAL_MS: '50',
      }),
      database,
      jobs: true,
    })
    try {
      const mail = await smtp.waitFor(p.athlete.email)
      expect(mail.subject).toBe('coach-job sent you a message')
      expect(mail.text).toContain('"Sent while you trained."')
    } finally {
      await app.close()
      database.close()
    }
    expect(mailCount(smtp, p.athlete.email)).toBe(1)
  })
})
