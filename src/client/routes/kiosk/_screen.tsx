import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { createFileRoute, Link, Outlet, redirect } from '@tanstack/react-router'
import { Dumbbell, LayoutGrid, Timer } from 'lucide-react'
import { useEffect } from 'react'
import { isUnauthorized } from '~/client/lib/errors'
import { activateLocale } from '~/client/lib/i18n'
import { trpc } from '~/client/lib/trpc'
import { useKioskUnpaired } from '~/client/routes/kiosk/-lib/use-kiosk-unpaired'
import { useNow } from '~/client/routes/kiosk/-lib/use-now'
import { useWakeLock } from '~/client/lib/use-wake-lock'
import { focusRing, kioskText } from './-components/kiosk-ui'
import { KioskOffline } from './-components/kiosk-offline'
import { RemoteQr } from './-components/remote-qr'
import { useClassSwitch } from './-lib/use-class-switch'
import { kioskClockFace } from '~/client/routes/kiosk/-lib/kiosk-clock'
import type { Locale } from '~/shared/rules/locales'
import type { KioskScreen } from '~/shared/schemas/kiosk'

/** The wall asks who it is this often, so a language an admin sets shows within minutes. */
const DEVICE_REFRESH_MS = 5 * 60_000

/** The wall in its kiosk's language (docs/product.md#kiosk-language), English if it cannot load. */
const showInLanguage = (locale: Locale) =>
  activateLocale(locale).catch(() => {
    // The catalogue could not be fetched: the wall stays in the language it has.
  })

/**
 * Every kiosk screen but /kiosk/pair: the device must be paired (kiosk.device answers 401
 * otherwise). A kiosk is not a user, so nothing here asks for a session.
 */
export const Route = createFileRoute('/kiosk/_screen')({
  beforeLoad: async ({ context }) => {
    try {
      const device = await context.utils.kiosk.device.ensureData()
      // Before the first screen is drawn, so the wall never flashes another language first.
      await showInLanguage(device.locale)
      return { device }
    } catch (error) {
      if (isUnauthorized(error)) throw redirect({ to: '/kiosk/pair' })
      throw error
    }
  },
  errorComponent: ({ error }) => (
    <main id="main" className="flex min-h-dvh bg-slate-950">
      <KioskOffline error={error} />
    </main>
  ),
  component: KioskLayout,
})

const NAV: {
  to: '/kiosk' | '/kiosk/timer' | '/kiosk/library'
  label: MessageDescriptor
  icon: typeof Timer
}[] = [
  { to: '/kiosk', label: msg`Board`, icon: LayoutGrid },
  { to: '/kiosk/timer', label: msg`Timer`, icon: Timer },
  { to: '/kiosk/library', label: msg`Library`, icon: Dumbbell },
]

function KioskLayout() {
  const { t } = useLingui()
  const { device: first } = Route.useRouteContext()
  const { data: device = first, error } = trpc.kiosk.device.useQuery(undefined, {
    refetchInterval: DEVICE_REFRESH_MS,
    refetchIntervalInBackground: true,
  })
  useKioskUnpaired(error)
  const locale = device.locale
  useEffect(() => {
    void showInLanguage(locale)
  }, [locale])
  useWakeLock(true)
  useClassSwitch()
  return (
    <div className="flex min-h-dvh flex-col bg-slate-950 text-white [--demo-ink:var(--color-slate-100)] lg:h-dvh">
      <header className="flex flex-wrap items-center justify-between gap-x-6 gap-y-2 border-b border-slate-800 px-[clamp(1rem,2.5vmin,3rem)] py-[clamp(0.5rem,1.2vmin,1.25rem)]">
        <p className={`min-w-0 truncate font-semibold text-slate-300 ${kioskText.body}`}>
          {device.name}
        </p>
        <nav
          aria-label={t`Kiosk`}
          className="order-3 w-full landscape:sm:order-none landscape:sm:w-auto"
        >
          <ul className="flex flex-wrap gap-[clamp(0.5rem,1.2vmin,1.25rem)]">
            {NAV.map(({ to, label, icon: Icon }) => (
              <li key={to} className="flex-1 landscape:sm:flex-none">
                <Link
                  to={to}
                  activeOptions={{ exact: true }}
                  className={`flex min-h-16 items-center justify-center gap-3 rounded-2xl px-[clamp(1rem,2.6vmin,2.75rem)] font-bold text-slate-200 hover:bg-slate-800 data-[status=active]:bg-white data-[status=active]:text-slate-950 ${kioskText.large} ${focusRing}`}
                >
                  <Icon aria-hidden="true" className="hidden h-[1em] w-[1em] md:block" />
                  {t(label)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-[clamp(1rem,2.5vmin,3rem)]">
          <RemoteQr />
          <KioskClock device={device} />
        </div>
      </header>
      <main id="main" className="flex min-w-0 flex-1 flex-col lg:min-h-0 lg:overflow-y-auto">
        <Outlet />
      </main>
    </div>
  )
}

/**
 * The kiosk zone's time from the offsets the server sent, without Intl: the first formatter a
 * page builds loads the browser's ICU data, which held the board's first paint back
 * (docs/architecture.md#first-visit).
 */
function KioskClock({ device }: { device: KioskScreen }) {
  const now = useNow(1000)
  const { time, date } = kioskClockFace(device, now)
  return (
    <p className="flex items-baseline gap-3 tabular-nums">
      <span className={`hidden text-slate-300 lg:inline ${kioskText.body}`}>{date}</span>
      <time className={`font-bold ${kioskText.title}`} dateTime={new Date(now).toISOString()}>
        {time}
      </time>
    </p>
  )
}
