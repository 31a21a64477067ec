import { useLingui } from '@lingui/react'
import { useRouterState } from '@tanstack/react-router'
import { useEffect } from 'react'
import { pageTitle } from '~/client/lib/page-title'
import type { TrpcUtils } from '~/client/lib/trpc'

/**
 * Keeps the tab's title on the current page (docs/product.md#page-titles). The router state
 * changes when a loader finishes, by which time the workout or exercise it names is cached.
 */
export function DocumentTitle({ utils }: { utils: TrpcUtils }) {
  // The title is in the active language; a new language renders this again.
  const { i18n } = useLingui()
  const title = useRouterState({ select: (state) => pageTitle(state.matches, utils) })
  useEffect(() => {
    document.title = title
  }, [title, i18n.locale])
  return null
}
