import { msg, plural } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { CloudOff, Download, RefreshCw } from 'lucide-react'
import { i18n, intlLocale } from '~/client/lib/i18n'
import { reloadToUpdate } from '~/client/lib/service-worker'
import { type OfflineStatus, useOfflineStatus } from '~/client/lib/offline-status'
import { buttonClass } from './ui/button'

// Built when first shown, not when the module loads: the first Intl formatter of a page costs
// tens of milliseconds (ICU data) that the first screen should not wait for.
let time: Intl.DateTimeFormat | undefined
const lastUpdatedText = (at: number | Date) =>
  (time?.resolvedOptions().locale === intlLocale()
    ? time
    : (time = new Intl.DateTimeFormat(intlLocale(), {
        weekday: 'short',
        hour: '2-digit',
        minute: '2-digit',
      }))
  ).format(at)

/** `3 sets waiting to sync` (or other updates), or null when nothing waits. */
export function waitingText(status: OfflineStatus): string | null {
  const { waitingSets, waitingOther } = status
  if (waitingSets > 0)
    return i18n._(msg`${plural(waitingSets, { one: '# set', other: '# sets' })} waiting to sync`)
  if (waitingOther > 0)
    return i18n._(
      msg`${plural(waitingOther, { one: '# update', other: '# updates' })} waiting to sync`,
    )
  return null
}

/**
 * The same line in the workout player, which covers the app's header on a phone: what waits
 * on the device, and that it is offline.
 */
export function PlayerSyncStatus() {
  const { t } = useLingui()
  const status = useOfflineStatus()
  const waiting = waitingText(status)
  if (!waiting && !status.offline) return null
  return (
    <p
      role="status"
      data-testid="player-sync-waiting"
      className="inline-flex items-center gap-1.5 text-sm text-slate-600 dark:text-slate-400"
    >
      {status.offline ? <CloudOff className="h-4 w-4 shrink-0" aria-hidden="true" /> : null}
      {[status.offline ? t`Offline` : null, waiting].filter(Boolean).join(' · ')}
    </p>
  )
}

/**
 * docs/product.md#offline: under the header, what the athlete must know about the device's
 * copy: Offline and when the data dates from, the sets waiting to sync, what the server refused,
 * and a new version waiting for Reload.
 */
export function OfflineBanner() {
  const status = useOfflineStatus()
  const waiting = waitingText(status)
  if (!status.offline && !waiting && status.refused === 0 && !status.updateReady) return null
  const lastUpdated = status.lastUpdated === null ? null : lastUpdatedText(status.lastUpdated)
  const download = async () => {
    const { refusedExport } = await import('~/client/lib/sync-queue')
    const url = URL.createObjectURL(await refusedExport())
    const a = document.createElement('a')
    a.href = url
    a.download = 'refused-items.json'
    a.click()
    setTimeout(() => URL.revokeObjectURL(url), 1000)
  }
  return (
    <div className="border-b border-slate-200 bg-slate-50 text-sm dark:border-slate-800 dark:bg-slate-900">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-2">
        {status.offline ? (
          <p role="status" className="inline-flex items-center gap-2">
            <CloudOff className="h-4 w-4 shrink-0" aria-hidden="true" />
            <strong>
              <Trans>Offline</Trans>
            </strong>
            {lastUpdated !== null ? (
              <span>
                <Trans>Last updated {lastUpdated}</Trans>
              </span>
            ) : null}
          </p>
        ) : null}
        {waiting ? (
          <p role="status" data-testid="sync-waiting">
            {waiting}
          </p>
        ) : null}
        {status.refused > 0 ? (
          <button
            type="button"
            className={buttonClass('outline', 'md')}
            onClick={() => void download()}
          >
            <Download className="h-4 w-4" aria-hidden="true" />{' '}
            <Trans>Download refused items</Trans>
          </button>
        ) : null}
        {status.updateReady ? (
          <p role="status" className="inline-flex flex-wrap items-center gap-2">
            <span>
              <Trans>A new version is available</Trans>
            </span>
            <button type="button" className={buttonClass('primary', 'md')} onClick={reloadToUpdate}>
              <RefreshCw className="h-4 w-4" aria-hidden="true" /> <Trans>Reload</Trans>
            </button>
          </p>
        ) : null}
      </div>
    </div>
  )
}
