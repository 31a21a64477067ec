import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { CalendarCheck, Compass, MessageCircle, Trophy } from 'lucide-react'
import type { User } from '~/shared/schemas/user'
import { UnreadBadge, useUnreadMessages } from './messages/unread-badge'

const tabClass =
  'flex min-h-14 flex-1 flex-col items-center justify-center gap-0.5 text-xs font-medium text-slate-600 dark:text-slate-400'

/**
 * docs/product.md#chrome: small screens only, with the active tab highlighted; Messages for an
 * athlete who has a trainer.
 */
export function BottomTabBar({ user }: { user: User }) {
  const { t } = useLingui()
  const active = {
    className: 'text-brand-700 dark:text-brand-100',
    'aria-current': 'page' as const,
  }
  return (
    <nav
      aria-label={t`Tabs`}
      className="fixed inset-x-0 bottom-0 z-40 flex border-t border-slate-200 bg-white pb-[env(safe-area-inset-bottom)] md:hidden dark:border-slate-800 dark:bg-slate-950"
    >
      <Link to="/daily" className={tabClass} activeProps={active}>
        <CalendarCheck className="h-6 w-6" aria-hidden="true" /> <Trans>Daily</Trans>
      </Link>
      <Link to="/explore" className={tabClass} activeProps={active}>
        <Compass className="h-6 w-6" aria-hidden="true" /> <Trans>Explore</Trans>
      </Link>
      <Link to="/skills" className={tabClass} activeProps={active}>
        <Trophy className="h-6 w-6" aria-hidden="true" /> <Trans>Skills</Trans>
      </Link>
      {user.trainerId !== null ? <MessagesTab user={user} active={active} /> : null}
    </nav>
  )
}

function MessagesTab({
  user,
  active,
}: {
  user: User
  active: { className: string; 'aria-current': 'page' }
}) {
  const unread = useUnreadMessages(user)
  return (
    <Link to="/messages" className={`${tabClass} relative`} activeProps={active}>
      <MessageCircle className="h-6 w-6" aria-hidden="true" /> <Trans>Messages</Trans>
      {/* On the icon's corner, read after the tab's name: 'Messages 2 unread'. */}
      <UnreadBadge count={unread} className="absolute top-1 left-1/2 ml-1" />
    </Link>
  )
}
