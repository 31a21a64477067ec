// Group commit (docs/decisions/017-group-commit.md): the batches of writers that arrive while
// the write lock is busy are committed together in one transaction, so one commit (and one
// fsync of the WAL) serves many requests. Each writer's statements still commit all or nothing,
// each writer still answers only after its own commit, and a writer whose statement fails is
// taken out of the group alone, with that error, while the others are committed without it.
import type { Client, InArgs, InStatement, ResultSet } from '@libsql/client'
import type { BatchItem } from 'drizzle-orm/batch'
import { type BatchPrepared, preparedForBatch } from '../internals/drizzle'
import { unavailableReason } from './health'

/**
 * A statement whose SQL is written out, for the hottest writes (a completion's version claim and
 * row): building them with drizzle on every request was ~0.13 ms of a completion's ~1.5 ms of
 * CPU. Its result is libSQL's own.
 */
export class WrittenStatement {
  constructor(
    readonly sql: string,
    readonly args: InArgs,
  ) {}
}

export type CommitItem = BatchItem<'sqlite'> | WrittenStatement

interface Writer {
  statements: InStatement[]
  prepared: BatchPrepared[]
  queuedAt: number
  resolve(results: unknown[]): void
  reject(error: unknown): void
}

/** At most this many writers share one transaction: it runs synchronously on a file database. */
const MAX_GROUP = 64

export interface GroupCommitDeps {
  /** Runs `fn` under the process's write lock (with the file checks and reconnect of client.ts). */
  exclusive<T>(fn: () => Promise<T>): Promise<T>
  /** The current client (it is replaced after a failed write). */
  client(): Client
  observeWait?(seconds: number): void
}

export function createGroupCommit(deps: GroupCommitDeps) {
  const pending: Writer[] = []
  let scheduled = false

  function schedule() {
    if (scheduled) return
    scheduled = true
    // After the I/O callbacks of this turn of the event loop: every request that arrived with
    // them has had the chance to queue its batch by then.
    setImmediate(() => {
      let ran = false
      deps
        .exclusive(() => {
          ran = true
          return flush()
        })
        .catch((error: unknown) => {
          if (ran) return // every writer of the group has heard it
          // Refused before the flush ran (the file is gone or full): the queued writers hear why.
          scheduled = false
          for (const w of pending.splice(0)) w.reject(error)
        })
    })
  }

  async function flush(): Promise<void> {
    scheduled = false
    const group = pending.splice(0, MAX_GROUP)
    if (pending.length > 0) schedule()
    if (group.length === 0) return
    const started = performance.now()
    for (const writer of group) deps.observeWait?.((started - writer.queuedAt) / 1000)
    await commitGroup(group)
  }

  /** Commits `group` in one batch; a failing writer is taken out and the rest tried again. */
  async function commitGroup(group: Writer[]): Promise<void> {
    let remaining = group
    while (remaining.length > 0) {
      const statements = remaining.flatMap((w) => w.statements)
      let results: ResultSet[]
      try {
        results = await deps.client().batch(statements, 'write')
      } catch (error) {
        if (unavailableReason(error)) {
          // Not one writer's fault (busy, disk full, a lost connection): as each would have
          // failed alone, every writer of the group hears it; exclusive() reconnects.
          for (const w of remaining) w.reject(error)
          throw error
        }
        const culprit = failingWriter(remaining, error)
        if (!culprit) {
          // The error does not say whose statement failed: each writer commits alone.
          for (const [i, w] of remaining.entries()) {
            try {
              await commitGroup([w])
            } catch (unavailable) {
              for (const rest of remaining.slice(i + 1)) rest.reject(unavailable)
              throw unavailable
            }
          }
          return
        }
        culprit.reject(error)
        remaining = remaining.filter((w) => w !== culprit)
        continue
      }
      let offset = 0
      for (const w of remaining) {
        const own = results.slice(offset, offset + w.statements.length)
        offset += w.statements.length
        w.resolve(w.prepared.map((query, i) => query.mapResult(own[i], true)))
      }
      return
    }
  }

  /** The writer whose statement failed, when the error names it and is that statement's own. */
  function failingWriter(group: Writer[], error: unknown): Writer | null {
    const index = (error as { statementIndex?: unknown } | null)?.statementIndex
    if (typeof index !== 'number') return group.length === 1 ? (group[0] ?? null) : null
    let offset = 0
    for (const w of group) {
      offset += w.statements.length
      if (index < offset) return w
    }
    return null
  }

  /**
   * Queues `queries` (drizzle queries, as for `db.batch`) for the next group commit; resolves
   * with their results once that transaction has committed, or rejects when one of them failed
   * (nothing of this writer is then written).
   */
  return function commit(queries: readonly CommitItem[]): Promise<unknown[]> {
    if (queries.length === 0) return Promise.resolve([])
    const prepared = queries.map((q) =>
      q instanceof WrittenStatement
        ? {
            getQuery: () => ({ sql: q.sql, params: q.args as unknown[] }),
            mapResult: (r: unknown) => r,
          }
        : preparedForBatch(q),
    )
    const statements = prepared.map((p) => {
      const { sql, params } = p.getQuery()
      return { sql, args: params } as InStatement
    })
    return new Promise<unknown[]>((resolve, reject) => {
      pending.push({ statements, prepared, queuedAt: performance.now(), resolve, reject })
      schedule()
    })
  }
}
