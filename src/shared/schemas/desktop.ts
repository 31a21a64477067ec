import { z } from 'zod'
import { urlNumber } from './user'
import { said } from '../i18n/said'

const base64url = /^[A-Za-z0-9_-]+$/

/** What the desktop app puts in the sign-in link (docs/decisions/009, RFC 8252 + RFC 7636). */
export const desktopSignInParams = z.object({
  // The loopback listener's port; privileged ports are never ours. Read from the link's text.
  port: urlNumber(z.number().int().min(1024).max(65535)),
  state: z.string().min(16).max(128).regex(base64url, said('Invalid state')),
  // S256 of a verifier: 32 bytes, base64url without padding.
  challenge: z.string().length(43).regex(base64url, said('Invalid challenge')),
})
export type DesktopSignInParams = z.infer<typeof desktopSignInParams>

export const desktopCodeOutput = z.object({
  /** The loopback address the browser goes to next, with the one-time code and the state. */
  redirectUrl: z.string(),
})

export const desktopTokenInput = z.object({
  code: z.string().min(16).max(64),
  // RFC 7636: 43 to 128 characters.
  verifier: z
    .string()
    .min(43)
    .max(128)
    .regex(/^[A-Za-z0-9._~-]+$/, said('Invalid verifier')),
})

export const desktopTokenOutput = z.object({
  token: z.string(),
  expiresAt: z.string(),
})
