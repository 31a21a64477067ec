import { createFileRoute, Outlet, redirect } from '@tanstack/react-router'
import { AppShell } from '~/client/components/app-shell'
import { SessionLoading } from '~/client/components/session-loading'
import { loadCurrentUser } from '~/client/lib/auth'
import { trpc } from '~/client/lib/trpc'

/** Every route but /auth needs a signed-in user (docs/product.md#routes); this layout checks once for all. */
export const Route = createFileRoute('/_app')({
  beforeLoad: async ({ context, location }) => {
    const user = await loadCurrentUser(context.utils)
    if (!user) throw redirect({ to: '/auth', search: { redirect: location.href } })
    return { user }
  },
  pendingComponent: SessionLoading,
  pendingMs: 150,
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
