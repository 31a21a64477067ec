import { accessSync, constants, statSync, statfsSync } from 'node:fs'
import { dirname } from 'node:path'
import { tx, type ServerText } from '../i18n/server-text'
import { translate } from '../i18n/translate'

/**
 * When the database cannot serve a request (docs/architecture.md#failing-safely): busy past the
 * busy timeout, disk full, read-only, its file or folder gone, corrupt, or a libSQL server out of
 * reach. Answered as 503 with a clear sentence and Retry-After, never with SQL or parameters.
 */
export type UnavailableReason = 'busy' | 'full' | 'read-only' | 'gone' | 'corrupt' | 'unreachable'

/** Each reason's sentence, answered in the asker's language (docs/development.md#server-texts). */
export const UNAVAILABLE_TEXTS: Record<UnavailableReason, ServerText> = {
  busy: tx('The database is busy; try again in a moment'),
  full: tx('The server is out of disk space; nothing was saved. Try again later'),
  'read-only': tx('The database is read-only right now; nothing was saved. Try again later'),
  gone: tx('The database file is missing; nothing was saved. Try again later'),
  corrupt: tx('The database is damaged; nothing was saved. Try again later'),
  unreachable: tx('The database cannot be reached; try again shortly'),
}

/** The English sentences, for the log, the probes and the start-up checks. */
export const UNAVAILABLE_MESSAGES = Object.fromEntries(
  Object.entries(UNAVAILABLE_TEXTS).map(([reason, text]) => [reason, translate('en', text)]),
) as Record<UnavailableReason, string>

/** Seconds a client should wait before trying again, by reason. */
export const RETRY_AFTER_SECONDS: Record<UnavailableReason, number> = {
  busy: 2,
  full: 60,
  'read-only': 60,
  gone: 60,
  corrupt: 300,
  unreachable: 10,
}

export class DatabaseUnavailableError extends Error {
  constructor(
    readonly reason: UnavailableReason,
    options?: { cause?: unknown },
  ) {
    super(UNAVAILABLE_MESSAGES[reason], options)
    this.name = 'DatabaseUnavailableError'
  }
}

const SQLITE_REASONS: [RegExp, UnavailableReason][] = [
  [/^SQLITE_(BUSY|LOCKED)/, 'busy'],
  [/^SQLITE_FULL/, 'full'],
  [/^SQLITE_READONLY/, 'read-only'],
  [/^SQLITE_(CORRUPT|NOTADB)/, 'corrupt'],
  [/^SQLITE_(CANTOPEN|IOERR)/, 'gone'],
]

// A libSQL server's transport failures (client errors, HTTP/WebSocket, sockets).
const REMOTE_CODES =
  /^(SERVER_ERROR|HRANA_\w+|WEBSOCKETS_NOT_SUPPORTED|STREAM_\w+|ECONNREFUSED|ECONNRESET|ETIMEDOUT|ENOTFOUND|EAI_AGAIN|UND_ERR_\w+)$/

/** The unavailability behind `error` (drizzle wraps libSQL's error in `cause`), if any. */
export function unavailableReason(error: unknown): UnavailableReason | null {
  for (let e = error, depth = 0; e && depth < 8; depth++) {
    if (e instanceof DatabaseUnavailableError) return e.reason
    const code = (e as { code?: unknown }).code
    if (typeof code === 'string') {
      for (const [pattern, reason] of SQLITE_REASONS) if (pattern.test(code)) return reason
      if (REMOTE_CODES.test(code)) return 'unreachable'
    }
    const message = (e as { message?: unknown }).message
    if (typeof message === 'string' && /fetch failed/.test(message)) return 'unreachable'
    e = (e as { cause?: unknown }).cause
  }
  return null
}

/** A metrics label for an error that came from the database, or null for any other error. */
export function databaseErrorLabel(error: unknown): string | null {
  const reason = unavailableReason(error)
  if (reason) return reason
  for (let e = error, depth = 0; e && depth < 8; depth++) {
    const { code, name } = e as { code?: unknown; name?: unknown }
    if (name === 'LibsqlError' || (typeof code === 'string' && code.startsWith('SQLITE_'))) {
      return 'error'
    }
    e = (e as { cause?: unknown }).cause
  }
  return null
}

/** Below this much free space, writes are refused before SQLite half-writes anything. */
export const MIN_FREE_BYTES = 8 * 1024 * 1024

export interface FileIdentity {
  dev: number
  ino: number
}

export function fileIdentity(path: string): FileIdentity | null {
  try {
    const s = statSync(path)
    return { dev: s.dev, ino: s.ino }
  } catch {
    return null
  }
}

/**
 * Checks the database file from the outside: still the file the server opened (not deleted or
 * replaced, its folder still there), writable, on a disk with room. SQLite alone would go on
 * writing into a deleted file, and a restart would then start from an empty one.
 */
export function checkDatabaseFile(path: string, opened: FileIdentity): UnavailableReason | null {
  const now = fileIdentity(path)
  if (!now || now.ino !== opened.ino || now.dev !== opened.dev) return 'gone'
  return fileProblem(path)
}

/** Whether the file at `path` exists, can be written, and has room on its disk. */
export function fileProblem(path: string): UnavailableReason | null {
  if (!fileIdentity(path)) return 'gone'
  try {
    accessSync(path, constants.W_OK)
    accessSync(dirname(path), constants.W_OK)
  } catch {
    return 'read-only'
  }
  try {
    const fs = statfsSync(dirname(path))
    if (fs.bavail * fs.bsize < MIN_FREE_BYTES) return 'full'
  } catch {
    return 'gone'
  }
  return null
}
