import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { CalendarCheck, CheckCircle2, Play } from 'lucide-react'
import { useId } from 'react'
import { IconTile } from '~/client/components/icon-tile'
import { buttonClass } from '~/client/components/ui/button'
import type { CalendarItem } from '~/shared/schemas/calendar'

/**
 * What the athlete's trainer scheduled for today (docs/product.md#calendar), first on Daily:
 * 'Today from {trainer}', each workout with its minutes, the trainer's note and Start into the
 * player (which shows the prescription), or Done once completed today.
 */
export function ScheduledToday({ items }: { items: CalendarItem[] }) {
  const { t } = useLingui()
  const headingId = useId()
  if (items.length === 0) return null
  const trainer = items.find((i) => i.trainerName)?.trainerName ?? t`your trainer`
  const count = items.length
  return (
    <section
      aria-labelledby={headingId}
      className="mb-8 rounded-2xl border border-brand-600 bg-white p-4 sm:p-5 dark:bg-slate-900"
    >
      <div className="mb-3 flex items-start gap-3">
        <IconTile Icon={CalendarCheck} />
        <div className="min-w-0">
          <h2 id={headingId} className="text-xl font-bold break-words">
            <Trans>Today from {trainer}</Trans>
          </h2>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {count === 1
              ? t`Scheduled for you today`
              : t`${count} workouts scheduled for you today`}
          </p>
        </div>
      </div>
      <ul className="grid gap-3">
        {items.map(({ title, ...item }) => (
          <li
            key={item.id}
            className="flex flex-wrap items-center justify-between gap-3 rounded-xl bg-slate-50 p-3 dark:bg-slate-800"
          >
            <div className="min-w-0">
              <p className="font-semibold break-words">{title}</p>
              <p className="text-sm text-slate-600 dark:text-slate-400">{item.minutes} min</p>
              {item.prescription?.note ? (
                <p className="mt-1 text-sm break-words text-slate-800 dark:text-slate-200">
                  <span className="font-semibold">
                    <Trans>Note:</Trans>{' '}
                  </span>
                  {item.prescription.note}
                </p>
              ) : null}
            </div>
            {item.status === 'done' ? (
              <span className="inline-flex items-center gap-1 font-semibold text-emerald-700 dark:text-emerald-300">
                <CheckCircle2 aria-hidden className="h-5 w-5" /> <Trans>Done</Trans>
              </span>
            ) : (
              <Link
                to="/workout/$workoutId/train"
                params={{ workoutId: String(item.workoutId) }}
                className={buttonClass('primary')}
                aria-label={t`Start ${title}`}
              >
                <Play aria-hidden className="h-4 w-4" /> <Trans>Start</Trans>
              </Link>
            )}
          </li>
        ))}
      </ul>
    </section>
  )
}
