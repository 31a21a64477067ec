import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { errorStatus } from '~/client/lib/errors'
import { i18n } from '~/client/lib/i18n'
import type { UserPages } from '~/client/lib/use-user-pages'
import { roleBadgeVariant, type Role } from '~/shared/roles'
import type { User } from '~/shared/schemas/user'
import { Badge } from './ui/badge'
import { buttonClass } from './ui/button'
import { Spinner } from './ui/spinner'
import { UserAvatar } from './user-avatar'

/** docs/product.md#admin-users: 'N day streak' above 0, else 'No streak'. */
export function StreakBadge({ streak }: { streak: number }) {
  return (
    <Badge variant={streak > 0 ? 'secondary' : 'outline'}>
      {streak > 0 ? (
        <Plural value={streak} one="# day streak" other="# day streak" />
      ) : (
        <Trans>No streak</Trans>
      )}
    </Badge>
  )
}

export function LevelBadge({ level }: { level: number }) {
  return (
    <Badge variant="outline">
      <Trans>Level {level}</Trans>
    </Badge>
  )
}

/** The roles' names, translated where shown (roleLabel is the English). */
export const ROLE_NAMES: Record<Role, MessageDescriptor> = {
  admin: msg`Admin`,
  manager: msg`Manager`,
  trainer: msg`Trainer`,
  user: msg`User`,
}

/** docs/product.md#roles role badge styles: admin destructive, manager default, trainer secondary, user outline. */
export function RoleBadge({ role }: { role: Role }) {
  const { t } = useLingui()
  return <Badge variant={roleBadgeVariant(role)}>{t(ROLE_NAMES[role])}</Badge>
}

/** One person of a staff list: avatar, username and email, then badges and actions that wrap. */
export function UserRow({
  user,
  photoURL = user.photoURL,
  badges,
  actions,
}: {
  user: Pick<User, 'username' | 'email' | 'photoURL'>
  photoURL?: string | null
  badges: ReactNode
  actions?: ReactNode
}) {
  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-3 p-4">
      <div className="flex min-w-0 flex-1 basis-56 items-center gap-3">
        <UserAvatar name={user.username} photoURL={photoURL} />
        <div className="min-w-0">
          <p className="truncate font-semibold">{user.username}</p>
          <p className="truncate text-sm text-slate-600 dark:text-slate-400">{user.email}</p>
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-2">{badges}</div>
      {actions ? <div className="flex flex-wrap items-center gap-2">{actions}</div> : null}
    </li>
  )
}

function UserRows({ label, children }: { label: string; children: ReactNode }) {
  return (
    <ul
      aria-label={label}
      className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900"
    >
      {children}
    </ul>
  )
}

function EmptyUsers({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-2xl border border-dashed border-slate-300 p-8 text-center font-semibold dark:border-slate-700">
      {children}
    </p>
  )
}

/** Shown when the last page came back full: the server may have more. */
export function LoadMoreButton({ pages }: { pages: UserPages }) {
  const { t } = useLingui()
  if (!pages.hasNextPage || pages.isPlaceholderData) return null
  const loading = pages.isFetchingNextPage
  return (
    <div className="mt-4 flex justify-center">
      <button
        type="button"
        className={buttonClass('outline')}
        disabled={loading}
        onClick={() => void pages.fetchNextPage()}
      >
        {loading ? t`Loading...` : t`Load more`}
      </button>
    </div>
  )
}

/** While a new search runs, the previous rows stay on screen and this says why. */
function SearchingNote({ show }: { show: boolean }) {
  const { t } = useLingui()
  return (
    <p
      role="status"
      className={show ? 'mb-2 text-sm text-slate-600 dark:text-slate-400' : 'sr-only'}
    >
      {show ? t`Searching...` : ''}
    </p>
  )
}

/** docs/product.md#admin-users: the user list's load failure, with its own wording for 401 and 403. */
export function userListErrorText(error: unknown): string {
  const status = errorStatus(error)
  return status === 401 || status === 403
    ? i18n._(msg`You don't have permission to access this page`)
    : i18n._(msg`Failed to load users`)
}

/**
 * A server-searched, paged list of people in its four states: loading, failed, empty, or rows
 * (with 'Searching...' while a new search runs and 'Load more' when the last page was full).
 */
export function PagedUsers({
  pages,
  label,
  loadingLabel,
  emptyText,
  renderRow,
}: {
  pages: UserPages
  label: string
  loadingLabel?: string
  emptyText: string
  renderRow: (user: User) => ReactNode
}) {
  if (pages.isPending) {
    return (
      <div className="flex justify-center py-10">
        <Spinner label={loadingLabel} />
      </div>
    )
  }
  if (pages.isError) {
    return (
      <p role="alert" className="py-6 text-center font-semibold text-red-700">
        {userListErrorText(pages.error)}
      </p>
    )
  }
  if (pages.users.length === 0) return <EmptyUsers>{emptyText}</EmptyUsers>
  return (
    <>
      <SearchingNote show={pages.isPlaceholderData} />
      <div aria-busy={pages.isPlaceholderData}>
        <UserRows label={label}>{pages.users.map(renderRow)}</UserRows>
      </div>
      <LoadMoreButton pages={pages} />
    </>
  )
}
