// Every secret the server hands out (session tokens, kiosk device tokens, invitation links,
// desktop sign-in codes, kiosk pairing codes) is made, stored and checked here: the client keeps
// the secret, the database keeps only its SHA-256, so a leaked database opens nothing.
import { createHash, hash, timingSafeEqual } from 'node:crypto'
import { encodeBase32LowerCaseNoPadding, encodeBase64urlNoPadding } from '@oslojs/encoding'

/** 160 random bits, base32 (32 characters): comfortably above the 128 bits a bearer secret needs. */
export function generateToken(): string {
  const bytes = new Uint8Array(20)
  crypto.getRandomValues(bytes)
  return encodeBase32LowerCaseNoPadding(bytes)
}

/**
 * `length` characters drawn uniformly from `alphabet`, for codes a person types. 256 is rarely a
 * multiple of the alphabet's size, so rejection sampling keeps every character equally likely.
 */
export function generateCode(alphabet: string, length: number): string {
  const limit = 256 - (256 % alphabet.length)
  let chars = ''
  while (chars.length < length) {
    for (const b of crypto.getRandomValues(new Uint8Array(length * 2)))
      if (b < limit && chars.length < length) chars += alphabet.charAt(b % alphabet.length)
  }
  return chars
}

/**
 * What is stored for a secret: SHA-256, hex. `purpose` keeps kinds apart, so a secret of one
 * kind can never be replayed as another (sessions and invitation links predate it: none).
 */
export function hashToken(token: string, purpose?: 'kiosk' | 'pairing' | 'desktop'): string {
  const input = purpose ? `${purpose}:${token}` : token
  // Node's one-shot native hash: every signed-in request hashes its token, and a Hash object
  // per call costs more than the hashing (docs/architecture.md#request-cost).
  return hash('sha256', input, 'hex')
}

/** PKCE's S256 challenge of a verifier (RFC 7636). */
export function pkceChallenge(verifier: string): string {
  return encodeBase64urlNoPadding(createHash('sha256').update(verifier, 'utf8').digest())
}

/** Compares two secrets (or hashes) in time independent of where they first differ. */
export function secretsEqual(a: string, b: string): boolean {
  const left = Buffer.from(a)
  const right = Buffer.from(b)
  return left.length === right.length && timingSafeEqual(left, right)
}
