// The state the offline banners show (docs/product.md#offline), as a tiny external store: the
// connection, when the data on screen was last fetched, what waits to be sent, what the server
// refused, and whether a new version is waiting.
import { msg } from '@lingui/core/macro'
import { useSyncExternalStore } from 'react'
import { i18n } from './i18n'

export interface OfflineStatus {
  /** The last request failed for want of a network (or the browser says it is offline). */
  offline: boolean
  /** Epoch ms of the oldest kept answer shown since going offline, if any. */
  lastUpdated: number | null
  /** Sets of the signed-in user waiting to be sent. */
  waitingSets: number
  /** Other writes (completions, skills) waiting. */
  waitingOther: number
  /** Writes the server refused, kept for the export. */
  refused: number
  /** A new version of the app is installed and waits for Reload. */
  updateReady: boolean
}

/**
 * What a screen says when its write was kept on the device for later (docs/product.md#offline):
 * not an error, and not 'saved' either.
 */
export const SAVED_ON_DEVICE = {
  // Read when the toast shows, so it speaks the language active then.
  get title() {
    return i18n._(msg`Saved on this device`)
  },
  get description() {
    return i18n._(msg`It is sent when the network returns.`)
  },
}

let status: OfflineStatus = {
  offline: typeof navigator !== 'undefined' && navigator.onLine === false,
  lastUpdated: null,
  waitingSets: 0,
  waitingOther: 0,
  refused: 0,
  updateReady: false,
}
const listeners = new Set<() => void>()

export function setOfflineStatus(change: Partial<OfflineStatus>): void {
  const next = { ...status, ...change }
  if (Object.entries(next).every(([k, v]) => status[k as keyof OfflineStatus] === v)) return
  status = next
  for (const listener of listeners) listener()
}

export function offlineStatus(): OfflineStatus {
  return status
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function useOfflineStatus(): OfflineStatus {
  return useSyncExternalStore(subscribe, offlineStatus, offlineStatus)
}

/** Calls `fn` on every change of the status (outside React). */
export function onOfflineStatus(fn: (status: OfflineStatus) => void): () => void {
  const listener = () => fn(status)
  listeners.add(listener)
  return () => listeners.delete(listener)
}
