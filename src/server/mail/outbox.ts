import { desc, lt } from 'drizzle-orm'
import type { Database, Drizzle } from '../db/client'
import { mailOutbox } from '../db/schema'
import type { MailLogger, MailTransport } from './transport'

/** Outbox rows older than this are dropped: the invitation links in them have expired anyway. */
export const OUTBOX_KEEP_MS = 7 * 24 * 60 * 60 * 1000

/** Without SMTP_URL: each message goes to the `mail_outbox` table; the log names only its recipient. */
export function createOutboxTransport({
  database,
  log,
  now = () => new Date(),
}: {
  database: Database
  log?: MailLogger
  now?: () => Date
}): MailTransport {
  return {
    kind: 'outbox',
    async send(message) {
      // Never the text: it holds a live invitation link (docs/architecture.md#logs).
      log?.info(
        { mail: { to: message.to, subject: message.subject } },
        'mail not sent (SMTP_URL is not set); kept in the development outbox (GET /api/admin/outbox)',
      )
      const at = now()
      await database.write((db) =>
        db.batch([
          db
            .delete(mailOutbox)
            .where(lt(mailOutbox.createdAt, new Date(at.getTime() - OUTBOX_KEEP_MS))),
          db.insert(mailOutbox).values({ ...message, createdAt: at }),
        ]),
      )
    },
    close: () => undefined,
  }
}

export const OUTBOX_LIST_LIMIT = 100

/** The newest messages of the development outbox, newest first. */
export async function listOutbox({
  db,
  limit = OUTBOX_LIST_LIMIT,
}: {
  db: Drizzle
  limit?: number
}) {
  const rows = await db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(limit).all()
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }))
}
