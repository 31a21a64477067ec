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
