import { AppError } from '../../errors'
import type { MailMessage, MailTransport } from '../../mail/transport'
import { invitationEffect, invitationPurpose } from '~/shared/rules/invitations'
import type { InvitationRole } from '~/shared/schemas/invitation'
import { tx } from '../../i18n/server-text'

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
}): MailMessage {
  const { inviterName, role } = input
  const subject = `${inviterName} invited you ${invitationPurpose(role)}`
  const text = [
    'Hello,',
    '',
    `${subject}. ${invitationEffect(role, inviterName)}`,
    '',
    'Open this link to accept the invitation:',
    invitationLink(input.appUrl, input.token),
    '',
    `Sign in with the Google account for ${input.to}. The link works once and expires on ` +
      `${input.expiresAt.toUTCString()}.`,
    '',
    "If you weren't expecting this invitation, you can ignore this email.",
  ].join('\n')
  return { to: input.to, subject, text }
}

/**
 * Mails the link of a just-issued token (after the write lock is released); any transport
 * failure becomes the clear 503 the API answers.
 */
export async function mailInvitation({
  mailer,
  appUrl,
  token,
  invitation,
  inviterName,
}: {
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
  })
  try {
    await mailer.send(message)
  } catch {
    throw new AppError('SERVICE_UNAVAILABLE', tx('Failed to send invitation email'))
  }
}
