import { SMTPServer } from 'smtp-server'

export interface CapturedMail {
  from: string
  to: string[]
  subject: string
  /** The text body, quoted-printable decoded. */
  text: string
  raw: string
}

export interface SmtpCapture {
  /** smtp://127.0.0.1:<port>, for SMTP_URL. */
  url: string
  messages: CapturedMail[]
  /** While true, every recipient is refused with a 550, so sending fails. */
  refuse: boolean
  /** The next message (after `count` already seen) addressed to `to`. */
  waitFor(to: string, count?: number): Promise<CapturedMail>
  close(): Promise<void>
}

function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
}

function parse(raw: string, from: string, to: string[]): CapturedMail {
  const split = raw.indexOf('\r\n\r\n')
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ')
  const body = raw.slice(split + 4)
  const subject = /^Subject: (.*)$/im.exec(head)?.[1] ?? ''
  const qp = /^Content-Transfer-Encoding: quoted-printable/im.test(head)
  return { from, to, subject, text: qp ? decodeQuotedPrintable(body) : body, raw }
}

function sameAddress(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase()
}

/** Messages received so far for `to` (case-insensitive). */
export function mailCount(capture: SmtpCapture, to: string): number {
  return capture.messages.filter((m) => m.to.some((r) => sameAddress(r, to))).length
}

/** A real SMTP server on 127.0.0.1 (random port, no TLS, no auth) that keeps what it receives. */
export async function startSmtpCapture(): Promise<SmtpCapture> {
  const capture = { messages: [] as CapturedMail[], refuse: false } as SmtpCapture
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (capture.refuse) {
        return callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }))
      }
      callback()
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (c: Buffer) => chunks.push(c))
      stream.on('end', () => {
        const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : ''
        const to = session.envelope.rcptTo.map((r) => r.address)
        capture.messages.push(parse(Buffer.concat(chunks).toString('utf8'), from, to))
        callback()
      })
    },
  })
  const port = await new Promise<number>((resolve, reject) => {
    server.server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.server.address()
      resolve(typeof address === 'object' && address ? address.port : 0)
    })
  })
  capture.url = `smtp://127.0.0.1:${port}`
  capture.waitFor = async (to, count = 0) => {
    const deadline = Date.now() + 10_000
    for (;;) {
      const found = capture.messages.filter((m) => m.to.some((r) => sameAddress(r, to)))
      if (found.length > count) return found[count]!
      if (Date.now() > deadline) throw new Error(`no mail to ${to} within 10 s`)
      await new Promise((r) => setTimeout(r, 20))
    }
  }
  capture.close = () => new Promise<void>((resolve) => server.close(() => resolve()))
  return capture
}

/** The /invite/{token} link of an invitation mail. */
export function inviteLink(mail: CapturedMail): { url: string; token: string } {
  const match = /(https?:\/\/\S+\/invite\/([a-z2-7]+))/.exec(mail.text)
  if (!match) throw new Error(`no invitation link in:\n${mail.text}`)
  return { url: match[1]!, token: match[2]! }
}
