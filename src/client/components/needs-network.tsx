import { Trans } from '@lingui/react/macro'
import { ErrorComponent, type ErrorComponentProps } from '@tanstack/react-router'
import { CloudOff } from 'lucide-react'
import { offlineStatus } from '~/client/lib/offline-status'

class NeedsNetworkError extends Error {}

/**
 * Staff screens show other people's current data, so they are not kept for offline use
 * (docs/product.md#offline): offline, their layout stops here and says so.
 */
export function requireNetwork(): void {
  if (navigator.onLine === false || offlineStatus().offline) throw new NeedsNetworkError()
}

export function NeedsNetwork(props: ErrorComponentProps) {
  if (!(props.error instanceof NeedsNetworkError)) return <ErrorComponent {...props} />
  return (
    <section className="mx-auto mt-8 max-w-md rounded-2xl border border-slate-200 bg-white p-6 text-center dark:border-slate-800 dark:bg-slate-900">
      <CloudOff className="mx-auto h-8 w-8 text-slate-500" aria-hidden="true" />
      <h1 className="mt-3 text-xl font-bold">
        <Trans>This screen needs the network</Trans>
      </h1>
      <p className="mt-2 text-slate-700 dark:text-slate-300">
        <Trans>You are offline. Staff screens show current data only; connect and try again.</Trans>
      </p>
    </section>
  )
}
