import { createCaller } from '~/server/api/root'
import { createContextInner } from '~/server/api/context'
import { loadConfig } from '~/server/config'
import type { Database } from '~/server/db/client'
import { createRateLimiter } from '~/server/http/token-bucket'
import { createRateLimits } from '~/server/http/rate-limits'
import type { Role } from '~/shared/roles'

const config = loadConfig({ NODE_ENV: 'test' })
const limiter = createRateLimiter({ capacity: 1e9, refillPerSecond: 1e9 })

/** tRPC's in-process caller as a given user (or signed out): no HTTP, same procedures. */
export function callerFor(
  database: Database,
  user?: { id: number; username: string; email: string; role: Role; timeZone?: string },
) {
  return createCaller(
    createContextInner({
      database,
      config,
      // Only the mutation limit is lifted: invitation and code limits act as in production.
      rateLimits: createRateLimits({ mutations: limiter }),
      user: user
        ? {
            id: user.id,
            username: user.username,
            email: user.email,
            photoURL: null,
            role: user.role,
            timeZone: user.timeZone ?? 'UTC',
          }
        : null,
      session: user
        ? { id: `test-${user.id}`, userId: user.id, expiresAt: new Date(Date.now() + 86_400_000) }
        : null,
    }),
  )
}
