import { createFileRoute, Outlet, redirect } from '@tanstack/react-router'
import { AppShell } from '~/client/components/app-shell'
import { SessionLoading } from '~/client/components/session-loading'
import { loadCurrentUser } from '~/client/lib/auth'
import { SESSION_SPINNER_MS, sessionCameWithThePage } from '~/client/lib/route-data'
import { trpc } from '~/client/lib/trpc'
import { needsOnboarding } from '~/shared/rules/athlete-profile'

/**
 * Every route but /auth needs a signed-in user (docs/product.md#routes); this layout checks once
 * for all, and sends an athlete not yet asked about their training to /welcome first.
 */
export const Route = createFileRoute('/_app')({
  beforeLoad: async ({ context, location }) => {
    const user = await loadCurrentUser(context.utils)
    if (!user) throw redirect({ to: '/auth', search: { redirect: location.href } })
    // docs/product.md#onboarding: whichever page a first sign-in was going to (and however it
    // signed in), the athlete is asked about their training first, then goes on there.
    if (needsOnboarding(user) && location.pathname !== '/welcome') {
      throw redirect({ to: '/welcome', search: { next: location.href }, replace: true })
    }
    return { user }
  },
  pendingComponent: SessionLoading,
  // The spinner is for a session check over the network (docs/product.md#sessions). When the page
  // brought the session none runs, and a spinner shown while a slow phone evaluates the first
  // screen's code would hold that screen back by pendingMinMs: it shows only after a second.
  pendingMs: sessionCameWithThePage ? SESSION_SPINNER_MS : 150,
  pendingMinMs: 300,
  component: AppLayout,
})

function AppLayout() {
  const { user: initial } = Route.useRouteContext()
  // The live query keeps the header's streak current after mutations invalidate it.
  const { data } = trpc.auth.session.useQuery(undefined, { initialData: { user: initial } })
  const user = data.user ?? initial
  return (
    <AppShell user={user}>
      <Outlet />
    </AppShell>
  )
}
