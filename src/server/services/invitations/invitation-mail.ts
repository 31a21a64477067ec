import { eq, sql } from 'drizzle-orm'
import type { Drizzle } from '../../db/client'
import { users } from '../../db/schema'
import { AppError } from '../../errors'
import { type ServerText, tx } from '../../i18n/server-text'
import { translate } from '../../i18n/translate'
import type { MailMessage, MailTransport } from '../../mail/transport'
import type { Locale } from '~/shared/rules/locales'
import type { InvitationRole } from '~/shared/schemas/invitation'

export function invitationLink(appUrl: string, token: string): string {
  return `${appUrl}/invite/${token}`
}

export function invitationMail(input: {
  appUrl: string
  token: string
  to: string
  inviterName: string
  role: InvitationRole
  expiresAt: Date
  locale?: Locale
}): MailMessage {
  const { inviterName: inviter, role } = input
  const locale = input.locale ?? 'en'
  const say = (text: ServerText) => translate(locale, text)
  // English keeps the date as it always read; another language its own long form, in UTC.
  const expires =
    locale === 'en'
      ? input.expiresAt.toUTCString()
      : `${new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeStyle: 'short', timeZone: 'UTC' }).format(input.expiresAt)} UTC`
  const subject = say(
    tx(
      '{inviter} invited you {role, select, trainer {to become a trainer on Calisthenics} other {to train with them on Calisthenics}}',
      { inviter, role },
    ),
  )
  const effect = say(
    tx(
      "{role, select, trainer {Accepting gives your account the trainer role, so you can invite and coach clients.} other {Accepting makes you {inviter}'s client, so they can follow your training.}}",
      { inviter, role },
    ),
  )
  const text = [
    say(tx('Hello,')),
    '',
    `${subject}. ${effect}`,
    '',
    say(tx('Open this link to accept the invitation:')),
    invitationLink(input.appUrl, input.token),
    '',
    say(
      tx(
        'Sign in with the Google account for {email}. The link works once and expires on {expires}.',
        { email: input.to, expires },
      ),
    ),
    '',
    say(tx("If you weren't expecting this invitation, you can ignore this email.")),
  ].join('\n')
  return { to: input.to, subject, text }
}

/** The invitee's language when they have an account, else the inviter's, else English. */
async function invitationLocale(db: Drizzle, email: string, inviterId: number): Promise<Locale> {
  const invitee = await db
    .select({ locale: users.locale })
    .from(users)
    .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`)
    .get()
  if (invitee?.locale) return invitee.locale
  const inviter = await db
    .select({ locale: users.locale })
    .from(users)
    .where(eq(users.id, inviterId))
    .get()
  return inviter?.locale ?? 'en'
}

/**
 * Mails the link of a just-issued token (after the write lock is released); any transport
 * failure becomes the clear 503 the API answers.
 */
export async function mailInvitation({
  db,
  inviterId,
  mailer,
  appUrl,
  token,
  invitation,
  inviterName,
}: {
  db: Drizzle
  inviterId: number
  mailer: MailTransport
  appUrl: string
  token: string
  invitation: { email: string; role: InvitationRole; expiresAt: Date }
  inviterName: string
}): Promise<void> {
  const message = invitationMail({
    appUrl,
    token,
    to: invitation.email,
    inviterName,
    role: invitation.role,
    expiresAt: invitation.expiresAt,
    locale: await invitationLocale(db, invitation.email, inviterId),
  })
  try {
    await mailer.send(message)
  } catch {
    throw new AppError('SERVICE_UNAVAILABLE', tx('Failed to send invitation email'))
  }
}
