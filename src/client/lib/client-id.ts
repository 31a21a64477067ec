/**
 * A v4 UUID for what the device sends (a set, a comment): the server stores a resend once by
 * it. `crypto.randomUUID` is missing outside secure contexts (a gym's plain-http LAN address),
 * so the bytes come from `getRandomValues` there. The one place client ids are made.
 */
export function newClientId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  const b = crypto.getRandomValues(new Uint8Array(16))
  b[6] = ((b[6] ?? 0) & 0x0f) | 0x40
  b[8] = ((b[8] ?? 0) & 0x3f) | 0x80
  const h = [...b].map((x) => x.toString(16).padStart(2, '0')).join('')
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`
}
