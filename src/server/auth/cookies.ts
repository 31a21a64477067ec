import type { FastifyReply, FastifyRequest } from 'fastify'
import type { AppConfig } from '../config'

/** `__Host-` pins the cookie to this exact origin over HTTPS; plain http (development) cannot use it. */
export function sessionCookieName(config: AppConfig): string {
  return config.production ? '__Host-session' : 'session'
}

export function setSessionCookie(
  reply: FastifyReply,
  config: AppConfig,
  token: string,
  expiresAt: Date,
): void {
  reply.setCookie(sessionCookieName(config), token, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: config.production,
    expires: expiresAt,
  })
}

export function clearSessionCookie(reply: FastifyReply, config: AppConfig): void {
  reply.setCookie(sessionCookieName(config), '', {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: config.production,
    maxAge: 0,
  })
}

export interface PresentedToken {
  token: string
  via: 'cookie' | 'bearer'
}

/** The session token from the cookie, or from `Authorization: Bearer` (Electron clients). */
export function readSessionToken(
  request: FastifyRequest,
  config: AppConfig,
): PresentedToken | null {
  const header = request.headers.authorization
  if (header?.startsWith('Bearer ')) {
    const token = header.slice('Bearer '.length).trim()
    if (token) return { token, via: 'bearer' }
  }
  const cookie = request.cookies[sessionCookieName(config)]
  return cookie ? { token: cookie, via: 'cookie' } : null
}

/** The wall screen's device cookie (docs/decisions/009); `__Host-` in production like the session. */
export function kioskCookieName(config: AppConfig): string {
  return config.production ? '__Host-kiosk_device' : 'kiosk_device'
}

// A wall screen nobody touches should stay paired: browsers cap cookie lifetimes at 400 days.
const KIOSK_COOKIE_MAX_AGE_S = 400 * 24 * 60 * 60

export function setKioskCookie(reply: FastifyReply, config: AppConfig, token: string): void {
  reply.setCookie(kioskCookieName(config), token, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: config.production,
    maxAge: KIOSK_COOKIE_MAX_AGE_S,
  })
}

export function clearKioskCookie(reply: FastifyReply, config: AppConfig): void {
  reply.setCookie(kioskCookieName(config), '', {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: config.production,
    maxAge: 0,
  })
}

/** The kiosk device token from `Authorization: Kiosk` (Electron) or the device cookie (browser). */
export function readKioskToken(request: FastifyRequest, config: AppConfig): string | null {
  const header = request.headers.authorization
  if (header?.startsWith('Kiosk ')) return header.slice('Kiosk '.length).trim() || null
  return request.cookies[kioskCookieName(config)] || null
}
