import { Trans } from '@lingui/react/macro'
import { calendarDay } from './training-labels'

interface Week {
  weekStart: string
  count: number
}

const label = (day: string) => calendarDay(day, { month: 'short', day: 'numeric' })

/** Completed workouts per week, last 12 weeks; the bars have a table twin for screen readers. */
export function WeeklyChart({ weeks }: { weeks: Week[] }) {
  const max = Math.max(1, ...weeks.map((w) => w.count))
  return (
    <figure>
      <div aria-hidden="true" className="flex h-40 items-end gap-1.5 sm:gap-2">
        {weeks.map((w) => (
          <div
            key={w.weekStart}
            className="flex h-full flex-1 flex-col items-center justify-end gap-1"
          >
            <span className="text-xs font-semibold text-slate-700 dark:text-slate-300">
              {w.count > 0 ? w.count : ''}
            </span>
            <div
              className="w-full rounded-t-md bg-brand-600"
              style={{
                height: `${(w.count / max) * 100}%`,
                minHeight: w.count > 0 ? 4 : 2,
                opacity: w.count > 0 ? 1 : 0.25,
              }}
            />
          </div>
        ))}
      </div>
      <div
        aria-hidden="true"
        className="mt-1 flex justify-between text-xs text-slate-600 dark:text-slate-400"
      >
        <span>{weeks[0] ? label(weeks[0].weekStart) : ''}</span>
        <span>
          <Trans>This week</Trans>
        </span>
      </div>
      <figcaption className="sr-only">
        <Trans>Completed workouts per week, last 12 weeks</Trans>
      </figcaption>
      <table className="sr-only">
        <thead>
          <tr>
            <th scope="col">
              <Trans>Week of</Trans>
            </th>
            <th scope="col">
              <Trans>Workouts</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {weeks.map((w) => (
            <tr key={w.weekStart}>
              <td>{label(w.weekStart)}</td>
              <td>{w.count}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  )
}
