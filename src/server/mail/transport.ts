import type { AppConfig } from '../config'
import type { Database } from '../db/client'
import { createOutboxTransport } from './outbox'
import { createSmtpTransport } from './smtp'

/** The part of Fastify's (pino) logger the mail code uses. */
export interface MailLogger {
  info(fields: object, message: string): void
  warn(fields: object, message: string): void
}

export interface MailMessage {
  to: string
  subject: string
  text: string
}

/**
 * Where outgoing mail goes (docs/product.md#mail): SMTP when `SMTP_URL` is set, otherwise the server log
 * plus the development outbox. `send` never runs under the database write lock.
 */
export interface MailTransport {
  readonly kind: 'smtp' | 'outbox'
  send(message: MailMessage): Promise<void>
  close(): void
}

export function createMailTransport(deps: {
  config: AppConfig
  database: Database
  log?: MailLogger
}): MailTransport {
  const { config, log } = deps
  if (config.smtpUrl)
    return createSmtpTransport({ url: config.smtpUrl, from: config.mailFrom, log })
  return createOutboxTransport({ database: deps.database, log })
}
