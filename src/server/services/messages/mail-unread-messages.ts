import { and, eq, inArray, lt, sql } from 'drizzle-orm'
import { type ServerText, tx } from '../../i18n/server-text'
import { translate } from '../../i18n/translate'
import type { Locale } from '~/shared/rules/locales'
import type { Database } from '../../db/client'
import { messageEmails, messages, users } from '../../db/schema'
import type { MailMessage, MailTransport } from '../../mail/transport'
import { localDay } from '~/shared/rules/days'

/** How long a message stays unread before its recipient is emailed (docs/product.md#messages). */
export const UNREAD_MAIL_AFTER_MS = 60 * 60 * 1000
/** Older messages never cause an email: a switch turned back on does not mail old history. */
export const UNREAD_MAIL_WITHIN_MS = 7 * 24 * 60 * 60 * 1000
/** Threads mailed per run at most; the rest wait for the next run. */
export const UNREAD_MAIL_BATCH = 200
/** Characters of the message quoted in the email. */
export const EXCERPT_LENGTH = 140

export interface UnreadMailCounts {
  /** Threads with a message unread for an hour that no earlier email covered. */
  due: number
  sent: number
  /** Already mailed today, by this or another process. */
  skipped: number
  /** Sending failed: the claim was taken back, so a later run tries again. */
  failed: number
}

interface DueThread {
  trainerId: number
  athleteId: number
  senderId: number
  senderName: string
  recipientId: number
  recipientName: string
  recipientEmail: string
  recipientTimeZone: string
  /** The language the recipient chose; null: English (an email has no browser to ask). */
  recipientLocale: Locale | null
  unread: number
  newestId: number
}

/**
 * Emails each recipient whose thread holds a message they have left unread for an hour
 * (docs/product.md#messages, decision 032). At most one email per thread, recipient and the
 * recipient's local day: the row in `message_emails` is claimed before sending, and its key
 * refuses a second claim from any process. A failed send takes its claim back.
 */
export async function mailUnreadMessages({
  database,
  mailer,
  appUrl,
  now = new Date(),
}: {
  database: Database
  mailer: MailTransport
  appUrl: string
  now?: Date
}): Promise<UnreadMailCounts> {
  const due = await dueThreads(database, now)
  const counts: UnreadMailCounts = { due: due.length, sent: 0, skipped: 0, failed: 0 }
  if (due.length === 0) return counts
  const bodies = new Map(
    (
      await database.db
        .select({ id: messages.id, body: messages.body })
        .from(messages)
        .where(
          inArray(
            messages.id,
            due.map((t) => t.newestId),
          ),
        )
        .all()
    ).map((m) => [m.id, m.body]),
  )
  await database.write((db) =>
    db
      .delete(messageEmails)
      .where(lt(messageEmails.sentAt, new Date(now.getTime() - UNREAD_MAIL_WITHIN_MS)))
      .run(),
  )

  for (const thread of due) {
    const claim = {
      trainerId: thread.trainerId,
      athleteId: thread.athleteId,
      recipientId: thread.recipientId,
      day: localDay(now, thread.recipientTimeZone),
    }
    const claimed = await database.write((db) =>
      db
        .insert(messageEmails)
        .values({ ...claim, sentAt: now })
        .onConflictDoNothing()
        .returning({ day: messageEmails.day })
        .all(),
    )
    if (claimed.length === 0) {
      counts.skipped += 1
      continue
    }
    try {
      await mailer.send(
        unreadMessageMail({ appUrl, thread, newestBody: bodies.get(thread.newestId) ?? '' }),
      )
      counts.sent += 1
    } catch {
      // Taken back so the next run retries; the transport has logged why (never the text).
      counts.failed += 1
      await database.write((db) =>
        db
          .delete(messageEmails)
          .where(
            and(
              eq(messageEmails.trainerId, claim.trainerId),
              eq(messageEmails.athleteId, claim.athleteId),
              eq(messageEmails.recipientId, claim.recipientId),
              eq(messageEmails.day, claim.day),
              eq(messageEmails.sentAt, now),
            ),
          )
          .run(),
      )
    }
  }
  return counts
}

/**
 * One read: per thread and sender, the other side's unread messages of the last 7 days, when the
 * newest of them at least an hour old came after the last email about the thread to that
 * recipient (so an email covers what was unread when it went out, and only a newer message
 * mails again). Only threads whose pair is trainer and client now, to recipients who allow it.
 * CROSS JOIN fixes the loop order SQLite would otherwise pick without statistics (a scan of every
 * message ever): the coached athletes by users_trainer_idx, then each thread's last week by
 * messages_thread_idx, so old history is never read.
 */
async function dueThreads(database: Database, now: Date): Promise<DueThread[]> {
  const since = now.getTime() - UNREAD_MAIL_WITHIN_MS
  const dueBefore = now.getTime() - UNREAD_MAIL_AFTER_MS
  const rows = await database.db.all<DueThread>(sql`
    SELECT m.trainer_id AS trainerId, m.athlete_id AS athleteId, m.author_id AS senderId,
      s.username AS senderName, r.id AS recipientId, r.username AS recipientName,
      r.email AS recipientEmail, r.time_zone AS recipientTimeZone, r.locale AS recipientLocale,
      count(*) AS unread, max(m.id) AS newestId
    FROM ${users} a
    CROSS JOIN ${messages} m ON m.trainer_id = a.trainer_id AND m.athlete_id = a.id
      AND m.created_at >= ${since}
    JOIN ${users} s ON s.id = m.author_id
    JOIN ${users} r ON r.id = CASE WHEN m.author_id = m.athlete_id
      THEN m.trainer_id ELSE m.athlete_id END
    WHERE a.trainer_id IS NOT NULL AND m.read_at IS NULL
      AND m.author_id IN (m.trainer_id, m.athlete_id) AND r.message_emails = 1
    GROUP BY m.trainer_id, m.athlete_id, m.author_id
    HAVING max(CASE WHEN m.created_at <= ${dueBefore} THEN m.created_at END) > coalesce((
      SELECT max(e.sent_at) FROM ${messageEmails} e
      WHERE e.trainer_id = m.trainer_id AND e.athlete_id = m.athlete_id
        AND e.recipient_id = r.id
    ), 0)
    ORDER BY min(m.created_at)
    LIMIT ${UNREAD_MAIL_BATCH}`)
  return rows.map((r) => ({
    ...r,
    trainerId: Number(r.trainerId),
    athleteId: Number(r.athleteId),
    senderId: Number(r.senderId),
    recipientId: Number(r.recipientId),
    unread: Number(r.unread),
    newestId: Number(r.newestId),
  }))
}

/** Where the recipient reads the thread: the athlete's messages, or the trainer's client page. */
export function threadLink(appUrl: string, thread: DueThread): string {
  return thread.recipientId === thread.athleteId
    ? `${appUrl}/messages`
    : `${appUrl}/trainer/clients/${thread.athleteId}/messages`
}

/** The message's first words on one line, cut at a word where it can be. */
export function excerpt(body: string, length = EXCERPT_LENGTH): string {
  const line = body.replace(/\s+/g, ' ').trim()
  if (line.length <= length) return line
  const cut = line.slice(0, length - 1)
  const space = cut.lastIndexOf(' ')
  return `${(space > length / 2 ? cut.slice(0, space) : cut).trimEnd()}…`
}

export function unreadMessageMail({
  appUrl,
  thread,
  newestBody,
}: {
  appUrl: string
  thread: DueThread
  newestBody: string
}): MailMessage {
  const { senderName, unread } = thread
  const say = (text: ServerText) => translate(thread.recipientLocale ?? 'en', text)
  const subject = say(
    tx(
      '{unread, plural, one {{senderName} sent you a message} other {{senderName} sent you # messages}}',
      {
        senderName,
        unread,
      },
    ),
  )
  const text = [
    say(tx('Hello {recipientName},', { recipientName: thread.recipientName })),
    '',
    ...(unread === 1
      ? [
          say(tx('{senderName} wrote to you and you have not read it yet:', { senderName })),
          '',
          `  "${excerpt(newestBody)}"`,
        ]
      : [
          say(
            tx('{senderName} wrote to you: {unread} messages you have not read yet.', {
              senderName,
              unread,
            }),
          ),
        ]),
    '',
    say(tx('Read and answer:')),
    threadLink(appUrl, thread),
    '',
    say(
      tx(
        "You get this email when a message stays unread for an hour, at most once a day per conversation. To stop these emails, turn off 'Email me about unread messages' in Settings: {settingsUrl}",
        { settingsUrl: `${appUrl}/settings` },
      ),
    ),
  ].join('\n')
  return { to: thread.recipientEmail, subject, text }
}
