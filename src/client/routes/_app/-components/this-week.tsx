import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { sectionLabel, weekDayParts } from '~/client/lib/display-labels'
import type { AheadDay } from '~/shared/schemas/progress'

/**
 * This week (docs/product.md#this-week): today and the six days after it, each day's session as
 * Daily will choose it, so the athlete can plan around it. From the same answer as today's
 * session (no request more); every workout opens its exercise list.
 */
export function ThisWeek({ ahead }: { ahead: AheadDay[] }) {
  if (ahead.length === 0) return null
  return (
    <section aria-labelledby="this-week" className="mt-10">
      <h2 id="this-week" className="mb-1 text-xl font-bold">
        <Trans>This week</Trans>
      </h2>
      <p className="mb-4 text-sm text-slate-600 dark:text-slate-400">
        <Trans>Your next seven days, chosen for your level, equipment and minutes</Trans>
      </p>
      <ol className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {ahead.map((entry, i) => (
          <AheadDayCard key={entry.day} entry={entry} today={i === 0} />
        ))}
      </ol>
    </section>
  )
}

function AheadDayCard({ entry, today }: { entry: AheadDay; today: boolean }) {
  const { t } = useLingui()
  const { weekday, date } = weekDayParts(entry.day)
  const headingId = `ahead-${entry.day}`
  return (
    <li
      aria-labelledby={headingId}
      className={`rounded-2xl border bg-white p-4 dark:bg-slate-900 ${
        today ? 'border-brand-600' : 'border-slate-200 dark:border-slate-800'
      }`}
    >
      <h3 id={headingId} className="flex items-baseline justify-between gap-2 font-bold">
        <span>
          {today ? t`Today` : weekday} {date}
        </span>
        <span className="text-sm font-semibold text-slate-600 dark:text-slate-400">
          {entry.minutes} min
        </span>
      </h3>
      {entry.scheduled.length > 0 ? (
        <ul
          className="mt-2 grid gap-1 text-sm"
          aria-label={t`From your trainer on ${weekday} ${date}`}
        >
          {entry.scheduled.map(({ trainerName, ...item }) => (
            <li key={item.id} className="flex justify-between gap-2">
              <Link
                to="/exercise-list/$workoutId"
                params={{ workoutId: String(item.workoutId) }}
                className="inline-block min-w-0 py-1.5 font-semibold break-words text-brand-700 underline-offset-2 hover:underline dark:text-brand-100"
              >
                {item.title}
              </Link>
              <span className="shrink-0 font-semibold text-brand-700 dark:text-brand-100">
                {trainerName ? <Trans>From {trainerName}</Trans> : <Trans>From your trainer</Trans>}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      {entry.workouts.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
          <Trans>Nothing fits yet</Trans>
        </p>
      ) : (
        <ul className="mt-2 grid gap-1 text-sm">
          {entry.workouts.map((w) => (
            <li key={w.id} className="flex justify-between gap-2">
              <Link
                to="/exercise-list/$workoutId"
                params={{ workoutId: String(w.id) }}
                className="inline-block min-w-0 py-1.5 font-semibold break-words text-brand-700 underline-offset-2 hover:underline dark:text-brand-100"
              >
                <span className="sr-only">{sectionLabel(w.category)}: </span>
                {w.title}
              </Link>
              <span aria-hidden className="shrink-0 text-slate-600 dark:text-slate-400">
                {sectionLabel(w.category)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </li>
  )
}
