import { statSync } from 'node:fs'

/** How often a running server checks that its database file is still the one it opened. */
export const DATABASE_FILE_CHECK_MS = 2_000

/**
 * Calls `onGone` once when the database file at `path` is deleted or replaced by another file
 * (a volume swapped, a copy put in place by hand): the open handle would go on reading and
 * writing the old file, which nobody will ever see again.
 */
export function watchDatabaseFile(path: string, onGone: (what: string) => void): () => void {
  const opened = statSync(path)
  const timer = setInterval(() => {
    let now
    try {
      now = statSync(path)
    } catch {
      clearInterval(timer)
      return onGone('was deleted')
    }
    if (now.ino !== opened.ino || now.dev !== opened.dev) {
      clearInterval(timer)
      onGone('was replaced by another file')
    }
  }, DATABASE_FILE_CHECK_MS)
  timer.unref()
  return () => clearInterval(timer)
}
