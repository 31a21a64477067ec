import { Trans } from '@lingui/react/macro'
import type { QueryClient } from '@tanstack/react-query'
import { createRootRouteWithContext, Outlet } from '@tanstack/react-router'
import { DocumentTitle } from '~/client/components/document-title'
import { Toaster } from '~/client/components/ui/toaster'
import type { TrpcUtils } from '~/client/lib/trpc'

export interface RouterContext {
  utils: TrpcUtils
  queryClient: QueryClient
}

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
})

function RootLayout() {
  const { utils } = Route.useRouteContext()
  return (
    <>
      <DocumentTitle utils={utils} />
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-white focus:px-4 focus:py-2 focus:shadow"
      >
        <Trans>Skip to content</Trans>
      </a>
      <Outlet />
      <Toaster />
    </>
  )
}
