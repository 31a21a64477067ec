// Token buckets kept in the database's rate_limits table, so the limits hold however many server
// processes share that database (docs/decisions/034-restore-lock-and-shared-rate-limits.md).
// Taking a token is one statement, joined to the group commit of the writes queued with it: it
// refills the bucket for the time gone by and takes a token only if there is a whole one, in SQL,
// so two processes can never both take the last one.
import type { ResultSet } from '@libsql/client'
import type { Database } from '../db/client'
import { WrittenStatement } from '../db/group-commit'
import type { RateLimiter } from './rate-limits'

// ?1 limit, ?2 caller, ?3 capacity, ?4 tokens per millisecond, ?5 now (epoch ms). A clock a
// little behind another process's never refills a bucket backwards.
const TAKE = `INSERT INTO rate_limits (name, key, tokens, at) VALUES (?1, ?2, ?3 - 1, ?5)
ON CONFLICT (name, key) DO UPDATE SET
  tokens = min(?3, tokens + max(0, ?5 - at) * ?4) - 1,
  at = max(at, ?5)
WHERE min(?3, tokens + max(0, ?5 - at) * ?4) >= 1
RETURNING tokens`

/** Buckets untouched for as long as an empty one takes to fill hold nothing worth keeping. */
const SWEEP = 'DELETE FROM rate_limits WHERE name = ?1 AND at < ?2'
const SWEEP_EVERY_MS = 60_000

export function databaseRateLimiter(
  database: Database,
  name: string,
  limit: { capacity: number; refillPerSecond: number },
  now: () => number = Date.now,
): RateLimiter {
  const perMs = limit.refillPerSecond / 1000
  const fullAfterMs = limit.capacity / perMs
  let sweptAt = now()
  return {
    async take(key) {
      const t = now()
      const statements = [new WrittenStatement(TAKE, [name, key, limit.capacity, perMs, t])]
      if (t - sweptAt >= SWEEP_EVERY_MS) {
        sweptAt = t
        statements.push(new WrittenStatement(SWEEP, [name, t - fullAfterMs]))
      }
      const [taken] = (await database.commit(statements)) as ResultSet[]
      if (taken && taken.rows.length > 0) return 0
      // Refused (rare): how long until the bucket holds a whole token again.
      const bucket = await database.client.execute({
        sql: 'SELECT tokens, at FROM rate_limits WHERE name = ? AND key = ?',
        args: [name, key],
      })
      const row = bucket.rows[0]
      const tokens = row
        ? Math.min(limit.capacity, Number(row.tokens) + Math.max(0, t - Number(row.at)) * perMs)
        : limit.capacity
      return Math.max(1, Math.ceil((1 - tokens) / limit.refillPerSecond))
    },
  }
}
