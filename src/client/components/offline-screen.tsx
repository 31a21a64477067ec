import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { TRPCClientError } from '@trpc/client'
import { ErrorComponent, type ErrorComponentProps, Link, useRouter } from '@tanstack/react-router'
import { CloudOff, RefreshCw } from 'lucide-react'
import { useEffect, useState } from 'react'
import { errorStatus } from '~/client/lib/errors'
import { keptProcedures } from '~/client/lib/offline-cache'
import { useOfflineStatus } from '~/client/lib/offline-status'
import { useInsideAppShell } from './app-shell'
import { waitingText } from './offline-banner'
import { PublicShell } from './public-shell'
import { buttonClass } from './ui/button'

/**
 * The screens an athlete reads offline, each with the reads its loader cannot do without: one
 * is offered when the device keeps all of them.
 */
const SCREENS = [
  { to: '/daily', label: msg`Daily`, reads: ['workouts.daily'] },
  { to: '/explore', label: msg`Explore`, reads: ['exercises.cards'] },
  { to: '/skills', label: msg`Skills`, reads: ['skills.list', 'badges.list'] },
  { to: '/profile', label: msg`Profile`, reads: ['profile.summary', 'sets.records'] },
] as const

/** A request that never reached the server: the device is offline (a 5xx is the server's word). */
function isOfflineFailure(error: unknown): boolean {
  return error instanceof TRPCClientError && errorStatus(error) === undefined
}

/**
 * Every screen's error (the router's default): offline, a screen whose answers the device does
 * not keep says so instead of failing (docs/product.md#offline); anything else is the usual error.
 */
export function AppError(props: ErrorComponentProps) {
  if (!isOfflineFailure(props.error)) return <ErrorComponent {...props} />
  return <OfflineScreen />
}

function OfflineScreen() {
  const { t } = useLingui()
  const router = useRouter()
  // Inside the signed-in layout the athlete is known and the kept screens open; when the layout
  // itself could not start, only the network helps.
  const inside = useInsideAppShell()
  const here = router.state.location.pathname
  const [kept, setKept] = useState<Set<string> | null>(null)
  useEffect(() => {
    let current = true
    void keptProcedures().then((procedures) => current && setKept(procedures))
    return () => {
      current = false
    }
  }, [])
  const available = SCREENS.filter(
    (screen) => screen.to !== here && screen.reads.every((read) => kept?.has(read)),
  )
  const waiting = waitingText(useOfflineStatus())
  const texts = (
    <>
      <CloudOff className="mx-auto h-8 w-8 text-slate-500" aria-hidden="true" />
      <h1 className="mt-3 text-xl font-bold">
        <Trans>You are offline</Trans>
      </h1>
      <p className="mt-2 text-slate-700 dark:text-slate-300">
        {inside
          ? t`This screen is not kept on this device yet; it opens once you are back online.`
          : t`The app needs the network to open on this device; connect and try again.`}
      </p>
      {inside && kept !== null ? (
        available.length > 0 ? (
          <>
            <h2 className="mt-4 font-semibold">
              <Trans>Kept on this device</Trans>
            </h2>
            <ul className="mt-2 flex flex-wrap justify-center gap-2">
              {available.map((screen) => (
                <li key={screen.to}>
                  <Link to={screen.to} className={buttonClass('outline', 'md')}>
                    {t(screen.label)}
                  </Link>
                </li>
              ))}
            </ul>
          </>
        ) : (
          <p className="mt-2 text-slate-700 dark:text-slate-300">
            <Trans>No other screen is kept on this device yet.</Trans>
          </p>
        )
      ) : null}
      {waiting || inside ? (
        <p className="mt-4 text-slate-700 dark:text-slate-300">
          {waiting
            ? t`${waiting}: kept on this device and sent when you are back online.`
            : t`What you log is kept on this device and sent when you are back online.`}
        </p>
      ) : null}
      <button
        type="button"
        className={`${buttonClass('primary', 'md')} mt-4`}
        onClick={() => void router.invalidate()}
      >
        <RefreshCw className="h-4 w-4" aria-hidden="true" /> <Trans>Try again</Trans>
      </button>
    </>
  )
  if (!inside) {
    return (
      <PublicShell>
        <div className="text-center">{texts}</div>
      </PublicShell>
    )
  }
  return (
    <section className="mx-auto max-w-md rounded-2xl border border-slate-200 bg-white p-6 text-center dark:border-slate-800 dark:bg-slate-900">
      {texts}
    </section>
  )
}
