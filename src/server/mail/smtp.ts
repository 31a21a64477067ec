import nodemailer from 'nodemailer'
import type { MailLogger, MailTransport } from './transport'

/** Sends over SMTP with nodemailer; short timeouts so a dead server fails the request quickly. */
export function createSmtpTransport({
  url,
  from,
  log,
}: {
  url: string
  from: string
  log?: MailLogger
}): MailTransport {
  const transporter = nodemailer.createTransport({
    url,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  })
  return {
    kind: 'smtp',
    async send(message) {
      try {
        await transporter.sendMail({ from, ...message })
      } catch (err) {
        log?.warn({ err, to: message.to }, 'SMTP delivery failed')
        throw err
      }
    },
    close: () => transporter.close(),
  }
}
