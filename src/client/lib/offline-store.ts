// What the app keeps on the device for offline use (docs/architecture.md#offline), in one
// IndexedDB database: the last answers of each user's reads, the queue of writes made offline,
// and the writes the server refused. Everything is keyed by user id, so one user's data is never
// read for another on a shared device.
import { type DBSchema, type IDBPDatabase, openDB } from 'idb'

/** One write waiting to be sent, in order (`seq`). */
export interface QueuedWrite {
  seq?: number
  userId: number
  kind: 'sets' | 'progress' | 'skill'
  /** The procedure's input, as the screen sent it. */
  input: unknown
  /** Epoch ms: when it was done on the device. */
  queuedAt: number
  /** For sets: their client ids (to count them and never queue one twice). */
  clientIds: string[]
}

/** A write the server refused (4xx), kept for the athlete's export. */
export interface RefusedWrite {
  seq?: number
  userId: number
  kind: QueuedWrite['kind']
  input: unknown
  queuedAt: number
  refusedAt: number
  reason: string
  /** Shown to the athlete once. */
  shown: boolean
}

/** The last answer of one read of one user. */
export interface KeptAnswer {
  key: string
  userId: number
  data: unknown
  /** Epoch ms: when the server gave it. */
  at: number
}

interface OfflineDb extends DBSchema {
  answers: { key: string; value: KeptAnswer; indexes: { userId: number } }
  queue: { key: number; value: QueuedWrite; indexes: { userId: number } }
  refused: { key: number; value: RefusedWrite; indexes: { userId: number } }
}

let opened: Promise<IDBPDatabase<OfflineDb>> | null = null

/** The database, or null where IndexedDB is unavailable (then nothing is kept offline). */
export async function offlineDb(): Promise<IDBPDatabase<OfflineDb> | null> {
  if (typeof indexedDB === 'undefined') return null
  opened ??= openDB<OfflineDb>('calisthenics-offline', 1, {
    upgrade(db) {
      db.createObjectStore('answers', { keyPath: 'key' }).createIndex('userId', 'userId')
      db.createObjectStore('queue', { keyPath: 'seq', autoIncrement: true }).createIndex(
        'userId',
        'userId',
      )
      db.createObjectStore('refused', { keyPath: 'seq', autoIncrement: true }).createIndex(
        'userId',
        'userId',
      )
    },
  })
  try {
    return await opened
  } catch {
    opened = null
    return null
  }
}

/** Forgets one user's kept answers (sign-out): the next person on the device sees none of them. */
export async function forgetAnswersOf(userId: number): Promise<void> {
  const db = await offlineDb()
  if (!db) return
  const tx = db.transaction('answers', 'readwrite')
  for (const key of await tx.store.index('userId').getAllKeys(userId)) await tx.store.delete(key)
  await tx.done
}
