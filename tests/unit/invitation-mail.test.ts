// The invitation mail in the recipient's language (docs/development.md#server-texts).
import { expect, it } from 'vitest'
import { invitationMail } from '~/server/services/invitations/invitation-mail'

const input = {
  appUrl: 'https://app.example.test',
  token: 'abc',
  to: 'neu@example.test',
  inviterName: 'Coach Kim',
  role: 'user' as const,
  expiresAt: new Date('2026-12-01T10:00:00Z'),
}

it('writes the mail in German for a German recipient', () => {
  const mail = invitationMail({ ...input, locale: 'de' })
  expect(mail.subject).toBe(
    'Coach Kim hat dich eingeladen, mit ihm oder ihr auf Calisthenics zu trainieren',
  )
  expect(mail.text).toContain('Hallo,')
  expect(mail.text).toContain('Wenn du annimmst, wirst du Kunde von Coach Kim')
  expect(mail.text).toContain('Öffne diesen Link, um die Einladung anzunehmen:')
  expect(mail.text).toContain('https://app.example.test/invite/abc')
  expect(mail.text).toContain('Melde dich mit dem Google-Konto für neu@example.test an.')
  expect(mail.text).toContain('Dezember 2026')
  expect(invitationMail({ ...input, role: 'trainer', locale: 'de' }).subject).toBe(
    'Coach Kim hat dich eingeladen, Trainer auf Calisthenics zu werden',
  )
})

it('keeps the English mail word for word', () => {
  const mail = invitationMail(input)
  expect(mail.subject).toBe('Coach Kim invited you to train with them on Calisthenics')
  expect(mail.text).toBe(
    [
      'Hello,',
      '',
      "Coach Kim invited you to train with them on Calisthenics. Accepting makes you Coach Kim's client, so they can follow your training.",
      '',
      'Open this link to accept the invitation:',
      'https://app.example.test/invite/abc',
      '',
      'Sign in with the Google account for neu@example.test. The link works once and expires on Tue, 01 Dec 2026 10:00:00 GMT.',
      '',
      "If you weren't expecting this invitation, you can ignore this email.",
    ].join('\n'),
  )
})
