import { Link } from '@tanstack/react-router'
import { CalendarCheck, Compass, Trophy } from 'lucide-react'

const tab =
  'flex min-h-14 flex-1 flex-col items-center justify-center gap-0.5 text-xs font-medium text-slate-600 dark:text-slate-400'

/** docs/product.md#chrome: small screens only, with the active tab highlighted. */
export function BottomTabBar() {
  const active = {
    className: 'text-brand-700 dark:text-brand-100',
    'aria-current': 'page' as const,
  }
  return (
    <nav
      aria-label="Tabs"
      className="fixed inset-x-0 bottom-0 z-40 flex border-t border-slate-200 bg-white pb-[env(safe-area-inset-bottom)] md:hidden dark:border-slate-800 dark:bg-slate-950"
    >
      <Link to="/daily" className={tab} activeProps={active}>
        <CalendarCheck className="h-6 w-6" aria-hidden="true" /> Daily
      </Link>
      <Link to="/explore" className={tab} activeProps={active}>
        <Compass className="h-6 w-6" aria-hidden="true" /> Explore
      </Link>
      <Link to="/skills" className={tab} activeProps={active}>
        <Trophy className="h-6 w-6" aria-hidden="true" /> Skills
      </Link>
    </nav>
  )
}
