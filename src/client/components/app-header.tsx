import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { Dumbbell, Flame } from 'lucide-react'
import type { User } from '~/shared/schemas/user'
import { isoWeekNumber } from '~/shared/display'
import { hasRole, ROUTE_ROLES } from '~/shared/roles'
import { dayOfWeek, roleLabel, streakLabel } from '~/client/lib/display-labels'
import { UnreadBadge, useUnreadMessages } from './messages/unread-badge'
import { buttonClass } from './ui/button'
import { AvatarMenu } from './avatar-menu'
import { ViewSwitcher } from './view-switcher'

const navLinkClass =
  'rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-200 dark:hover:bg-slate-800'
const activeNav = {
  className: 'bg-brand-50 text-brand-800 dark:bg-slate-800 dark:text-white',
  'aria-current': 'page' as const,
}

export function AppHeader({ user, now = new Date() }: { user: User | null; now?: Date }) {
  const { t } = useLingui()
  const weekNumber = isoWeekNumber(now)
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur dark:border-slate-800 dark:bg-slate-950/95">
      <div className="mx-auto flex max-w-6xl items-center gap-2 px-3 py-2 sm:gap-4 sm:px-4">
        <Link
          to="/daily"
          className="flex shrink-0 items-center gap-2 rounded-md font-bold text-brand-700 dark:text-brand-100"
          aria-label={t`Calisthenics home`}
        >
          <span className="inline-flex h-9 w-9 items-center justify-center rounded-lg bg-brand-700 text-white">
            <Dumbbell className="h-5 w-5" aria-hidden="true" />
          </span>
          {/* eslint-disable-next-line lingui/no-unlocalized-strings -- the brand's name */}
          <span className="hidden text-lg sm:inline">Calisthenics</span>
        </Link>

        {user ? (
          <nav
            aria-label={t`Main`}
            className="hidden min-w-0 flex-1 flex-wrap items-center gap-1 md:flex"
          >
            <Link to="/daily" className={navLinkClass} activeProps={activeNav}>
              <Trans>Daily</Trans>
            </Link>
            <Link to="/explore" className={navLinkClass} activeProps={activeNav}>
              <Trans>Explore</Trans>
            </Link>
            <Link to="/skills" className={navLinkClass} activeProps={activeNav}>
              <Trans>Skills</Trans>
            </Link>
            {user.trainerId !== null ? <MessagesLink user={user} /> : null}
            {hasRole(user.role, ROUTE_ROLES.trainer) ? (
              <>
                <Link to="/trainer/users" className={navLinkClass} activeProps={activeNav}>
                  <Trans>Manage Users</Trans>
                </Link>
                <Link to="/trainer/workouts" className={navLinkClass} activeProps={activeNav}>
                  <Trans>Workouts</Trans>
                </Link>
                <Link to="/trainer/plans" className={navLinkClass} activeProps={activeNav}>
                  <Trans>Plans</Trans>
                </Link>
                {user.coach || user.role === 'admin' ? (
                  <Link to="/trainer/wod" className={navLinkClass} activeProps={activeNav}>
                    <Trans>Workout of the day</Trans>
                  </Link>
                ) : null}
              </>
            ) : null}
            {hasRole(user.role, ROUTE_ROLES.admin) ? (
              <Link to="/admin/users" className={navLinkClass} activeProps={activeNav}>
                <Trans>Admin</Trans>
              </Link>
            ) : null}
          </nav>
        ) : null}

        <div className="ml-auto flex min-w-0 items-center gap-2 sm:gap-3">
          <div className="flex min-w-0 flex-col md:shrink-0 items-end text-right leading-tight">
            <span className="text-xs font-medium text-slate-600 dark:text-slate-400">
              {dayOfWeek(now)}
              <span className="md:hidden">
                {' '}
                <Trans>· Week {weekNumber}</Trans>
              </span>
            </span>
            {user ? (
              <span
                className="inline-flex items-center gap-1 text-sm font-semibold text-orange-700 tabular-nums dark:text-orange-300"
                data-testid="header-streak"
              >
                <Flame className="h-4 w-4" aria-hidden="true" />
                {streakLabel(user.streak)}
              </span>
            ) : null}
          </div>
          {user ? (
            <>
              <ViewSwitcher role={user.role} />
              <div className="hidden flex-col items-end leading-tight md:flex">
                <span className="text-sm font-semibold">{user.username}</span>
                <span className="text-xs text-slate-600 dark:text-slate-400">
                  {roleLabel(user.role)}
                </span>
              </div>
              <AvatarMenu user={user} />
            </>
          ) : (
            <Link to="/auth" className={buttonClass('primary')}>
              <Trans>Login</Trans>
            </Link>
          )}
        </div>
      </div>
    </header>
  )
}

/** The athlete's thread with their trainer, for those who have one (docs/product.md#messages). */
function MessagesLink({ user }: { user: User }) {
  const unread = useUnreadMessages(user)
  return (
    <Link
      to="/messages"
      className={`${navLinkClass} inline-flex items-center gap-1.5`}
      activeProps={activeNav}
    >
      <Trans>Messages</Trans>
      <UnreadBadge count={unread} />
    </Link>
  )
}
