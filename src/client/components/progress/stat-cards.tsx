import { Award, Dumbbell, Flame, TrendingUp } from 'lucide-react'
import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { daysText } from './training-labels'

/**
 * The progress overview's four figures. Sessions count every training session logged and say
 * how many completed their workout (docs/product.md#profile), so a session ended early counts.
 */
export function StatCards({
  streak,
  sessions,
  completedSessions,
  badgesEarned,
  level,
}: {
  streak: number
  sessions: number
  completedSessions: number
  badgesEarned: number
  level: number
}) {
  const { t } = useLingui()
  const stats = [
    { key: 'streak', label: t`Streak`, value: daysText(streak), Icon: Flame },
    {
      key: 'sessions',
      label: t`Sessions`,
      value: String(sessions),
      note: t`${plural(completedSessions, { one: '# complete', other: '# complete' })}`,
      Icon: Dumbbell,
    },
    { key: 'badges', label: t`Badges`, value: String(badgesEarned), Icon: Award },
    { key: 'level', label: t`Level`, value: String(level), Icon: TrendingUp },
  ]
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      {stats.map(({ key, label, value, note, Icon }) => (
        <div
          key={key}
          className="rounded-2xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
        >
          <dt className="inline-flex items-center gap-1.5 text-sm text-slate-600 dark:text-slate-400">
            <Icon className="h-4 w-4" aria-hidden="true" /> {label}
          </dt>
          <dd className="mt-1 text-2xl font-bold tabular-nums">{value}</dd>
          {note ? (
            <dd className="text-sm text-slate-600 tabular-nums dark:text-slate-400">{note}</dd>
          ) : null}
        </div>
      ))}
    </dl>
  )
}
