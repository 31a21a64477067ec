import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { LucideIcon } from 'lucide-react'
import { Badge } from './ui/badge'

export interface DashboardCard {
  title: string
  description: string
  Icon: LucideIcon
  /** Where the card leads; without it the card is static, or 'Coming Soon' when `comingSoon`. */
  to?:
    | '/admin/users'
    | '/admin/workouts'
    | '/admin/trainers'
    | '/admin/kiosks'
    | '/trainer/users'
    | '/trainer/plans'
    | '/trainer/workouts'
    | '/trainer/wod'
  comingSoon?: boolean
}

const cardClass =
  'flex h-full flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900'

/** The dashboard views' card grid (docs/product.md#views): links, static cards and disabled 'Coming Soon' ones. */
export function DashboardCards({ cards }: { cards: DashboardCard[] }) {
  const { t } = useLingui()
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {cards.map(({ title, description, Icon, to, comingSoon }) => {
        const body = (
          <>
            <span className="flex items-center justify-between gap-2">
              <Icon className="h-6 w-6 text-brand-700 dark:text-brand-300" aria-hidden="true" />
              {comingSoon ? <Badge variant="secondary">{t`Coming Soon`}</Badge> : null}
            </span>
            <span className="text-lg font-semibold">{title}</span>
            <span className="text-sm text-slate-600 dark:text-slate-400">{description}</span>
          </>
        )
        return (
          <li key={title}>
            {to && !comingSoon ? (
              <Link
                to={to}
                className={`${cardClass} hover:border-brand-600 focus-visible:outline-2 focus-visible:outline-brand-600`}
              >
                {body}
              </Link>
            ) : comingSoon ? (
              <div
                role="group"
                aria-label={t`${title} (Coming Soon)`}
                aria-disabled="true"
                className={`${cardClass} cursor-not-allowed bg-slate-50 opacity-75 dark:bg-slate-900/60`}
              >
                {body}
              </div>
            ) : (
              <div className={cardClass}>{body}</div>
            )}
          </li>
        )
      })}
    </ul>
  )
}
