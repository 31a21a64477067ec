import { useRouterState } from '@tanstack/react-router'
import { useEffect } from 'react'
import { pageTitle } from '~/client/lib/page-title'
import type { TrpcUtils } from '~/client/lib/trpc'

/**
 * Keeps the tab's title on the current page (docs/product.md#page-titles). The router state
 * changes when a loader finishes, by which time the workout or exercise it names is cached.
 */
export function DocumentTitle({ utils }: { utils: TrpcUtils }) {
  const title = useRouterState({ select: (state) => pageTitle(state.matches, utils) })
  useEffect(() => {
    document.title = title
  }, [title])
  return null
}
