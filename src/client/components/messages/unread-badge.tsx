import { useLingui } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useSyncExternalStore } from 'react'
import { trpc } from '~/client/lib/trpc'
import type { User } from '~/shared/schemas/user'

/**
 * The athlete's unread messages from their trainer, as Daily's last answer counted them
 * (docs/product.md#messages). The navigation never asks the server itself, so it costs no
 * request: Daily's answer comes with the first page and is read again when the user's own
 * changes invalidate it; opening the thread clears the count. It reads the cache without
 * observing the query, so Daily's answer is still let go (and read afresh) as before.
 */
export function useUnreadMessages(user: User): number {
  const queryClient = useQueryClient()
  const utils = trpc.useUtils()
  const subscribe = useCallback(
    (onChange: () => void) => queryClient.getQueryCache().subscribe(onChange),
    [queryClient],
  )
  const count = useSyncExternalStore(
    subscribe,
    () => utils.workouts.daily.getData()?.unreadMessages ?? 0,
  )
  return user.trainerId === null ? 0 : count
}

/** '3', read as '3 unread': nothing when there is nothing new. */
export function UnreadBadge({ count, className = '' }: { count: number; className?: string }) {
  const { t } = useLingui()
  if (count <= 0) return null
  return (
    <span
      className={`inline-flex min-w-5 items-center justify-center rounded-full bg-red-700 px-1.5 text-xs leading-5 font-semibold text-white tabular-nums ${className}`}
    >
      {count > 99 ? '99+' : count}
      {/* One text node with its leading space, as a screen reader reads the name: '2 unread'. */}
      <span className="sr-only">{` ${t`unread`}`}</span>
    </span>
  )
}
