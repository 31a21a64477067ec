import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { ChevronRight, MessageSquare } from 'lucide-react'
import { IconTile } from '~/client/components/icon-tile'
import type { NewComments as NewCommentsItem } from '~/shared/schemas/comments'

/**
 * On Daily, the athlete's sessions with comments they have not seen yet
 * (docs/product.md#session-comments): 'New comment from {author}' on the session, into its page,
 * where opening them marks them seen.
 */
export function NewComments({ items }: { items: readonly NewCommentsItem[] }) {
  const { t } = useLingui()
  if (items.length === 0) return null
  return (
    <section
      aria-label={t`New comments`}
      className="mb-8 rounded-2xl border border-brand-600 bg-white p-2 sm:p-3 dark:bg-slate-900"
    >
      <ul className="grid gap-1">
        {items.map(({ authorName, title, ...item }) => (
          <li key={item.sessionId}>
            <Link
              to="/sessions/$sessionId"
              params={{ sessionId: String(item.sessionId) }}
              className="flex items-center gap-3 rounded-xl p-2 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600 dark:hover:bg-slate-800"
            >
              <IconTile Icon={MessageSquare} />
              <span className="min-w-0 flex-1">
                <span className="block font-semibold break-words">
                  {item.count > 1 ? (
                    <Trans>New comments from {authorName}</Trans>
                  ) : (
                    <Trans>New comment from {authorName}</Trans>
                  )}
                </span>
                <span className="block text-sm break-words text-slate-600 dark:text-slate-400">
                  <Trans>on {title}</Trans>
                </span>
              </span>
              <ChevronRight aria-hidden className="h-5 w-5 shrink-0 text-slate-500" />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}
