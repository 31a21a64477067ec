import { createCaller } from '~/server/api/root'
import type { Locale } from '~/shared/rules/locales'
import { createContextInner } from '~/server/api/context'
import { loadConfig } from '~/server/config'
import type { Database } from '~/server/db/client'
import { createRateLimits, unlimited } from '~/server/rate-limit/rate-limits'
import type { Role } from '~/shared/roles'

const config = loadConfig({ NODE_ENV: 'test' })

/** tRPC's in-process caller as a given user (or signed out): no HTTP, same procedures. */
export function callerFor(
  database: Database,
  user?: {
    id: number
    username: string
    email: string
    role: Role
    timeZone?: string
    locale?: Locale | null
  },
) {
  return createCaller(
    createContextInner({
      database,
      config,
      // Only the mutation limit is lifted: invitation and code limits act as in production.
      rateLimits: createRateLimits(database, { mutations: unlimited }),
      user: user
        ? {
            id: user.id,
            username: user.username,
            email: user.email,
            photoURL: null,
            role: user.role,
            timeZone: user.timeZone ?? 'UTC',
            locale: user.locale ?? null,
          }
        : null,
      session: user
        ? { id: `test-${user.id}`, userId: user.id, expiresAt: new Date(Date.now() + 86_400_000) }
        : null,
    }),
  )
}
