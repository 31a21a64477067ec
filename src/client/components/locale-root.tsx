import { I18nProvider, useLingui } from '@lingui/react'
import { Fragment, useEffect, type ReactNode } from 'react'
import { activateLocale, i18n, keepLocaleChoice, preferredLocale } from '../lib/i18n'
import { trpc } from '../lib/trpc'
import { UnitsContext } from '../lib/use-units'

/**
 * The app in its language (the signed-in user's choice, else the device's, else the browser's) and
 * with the user's unit of load.
 */
export function LocaleRoot({ children }: { children: ReactNode }) {
  return (
    <I18nProvider i18n={i18n}>
      <FollowTheUser>{children}</FollowTheUser>
    </I18nProvider>
  )
}

function FollowTheUser({ children }: { children: ReactNode }) {
  const { i18n: active } = useLingui()
  const { data } = trpc.auth.session.useQuery()
  const user = data?.user
  const userLocale = user?.locale ?? null
  useEffect(() => {
    // Signed out, the device's choice stays; signed in, the account's wins (another device may
    // have changed it).
    if (!user) return
    keepLocaleChoice(userLocale)
    void activateLocale(preferredLocale(userLocale))
  }, [user, userLocale])
  // A new language draws every screen afresh, texts outside <Trans> (dates, numbers) included.
  return (
    <UnitsContext value={user?.units ?? 'kg'}>
      <Fragment key={active.locale}>{children}</Fragment>
    </UnitsContext>
  )
}
