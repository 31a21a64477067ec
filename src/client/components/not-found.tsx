import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { trpc } from '~/client/lib/trpc'
import { AppShell, useInsideAppShell } from './app-shell'
import { buttonClass } from './ui/button'

/**
 * docs/product.md#not-found: the not-found page and its exact texts. A signed-in visitor sees it
 * inside the app's header and tab bar, wherever the router renders it.
 */
export function NotFound() {
  const inside = useInsideAppShell()
  // The session is usually in the page already; signed out (or unknown yet) shows the bare page.
  const session = trpc.auth.session.useQuery(undefined, { enabled: !inside, retry: false })
  const user = inside ? null : (session.data?.user ?? null)
  const texts = (
    <>
      <h1 className="text-3xl font-bold">
        <Trans>404 Page Not Found</Trans>
      </h1>
      <p className="mt-3 text-slate-600 dark:text-slate-400">
        <Trans>Did you forget to add the page to the router?</Trans>
      </p>
      <Link to="/daily" className={`${buttonClass('primary')} mt-6`}>
        <Trans>Go to Daily</Trans>
      </Link>
    </>
  )
  const centredClass = 'mx-auto flex max-w-md flex-col items-center justify-center px-4 text-center'
  if (inside || user) {
    const panel = <section className={`${centredClass} min-h-[50vh]`}>{texts}</section>
    return user ? <AppShell user={user}>{panel}</AppShell> : panel
  }
  return (
    <main id="main" className={`${centredClass} min-h-[60vh]`}>
      {texts}
    </main>
  )
}
