import type { Transporter } from 'nodemailer'
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
  // nodemailer is loaded with the first mail, not at start-up (docs/architecture.md#memory).
  let transporter: Promise<Transporter> | null = null
  const connect = () =>
    (transporter ??= import('nodemailer').then(({ default: nodemailer }) =>
      nodemailer.createTransport({
        url,
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 20_000,
      }),
    ))
  return {
    kind: 'smtp',
    async send(message) {
      try {
        await (await connect()).sendMail({ from, ...message })
      } catch (err) {
        log?.warn({ err, to: message.to }, 'SMTP delivery failed')
        throw err
      }
    },
    close: () => void transporter?.then((t) => t.close()),
  }
}
