import { Plural, useLingui } from '@lingui/react/macro'
import { Check, Flame, X } from 'lucide-react'
import { streakLabel, weekDayLabel, weekDayParts } from '~/client/lib/display-labels'
import type { WeekDay } from '~/shared/schemas/progress'

/**
 * The top of Daily (docs/product.md#daily): the live streak and this week, Monday first, each
 * day marked when a workout was completed, crossed when a workout the trainer scheduled went by
 * undone, and today ringed. The strip's letters and numbers are
 * hidden from screen readers, which hear one full sentence per day instead.
 */
export function StreakHero({ streak, week }: { streak: number; week: WeekDay[] }) {
  const { t } = useLingui()
  const trained = week.filter((d) => d.completed).length
  return (
    <section
      aria-labelledby="streak-headline"
      className="mb-6 flex flex-col gap-5 rounded-3xl border border-slate-200 bg-white p-5 shadow-sm lg:flex-row lg:items-center lg:justify-between lg:gap-10 lg:p-6 dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex items-center gap-4">
        <span
          className={`flex h-14 w-14 shrink-0 items-center justify-center rounded-2xl shadow-sm ${
            streak > 0
              ? 'bg-gradient-to-br from-amber-400 to-orange-600 text-white'
              : 'bg-slate-100 text-slate-500 dark:bg-slate-800 dark:text-slate-400'
          }`}
        >
          <Flame aria-hidden className="h-7 w-7" fill={streak > 0 ? 'currentColor' : 'none'} />
        </span>
        <div className="min-w-0">
          <h2 id="streak-headline" className="text-2xl font-extrabold tracking-tight">
            {streakLabel(streak)}
          </h2>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            <Plural
              value={trained}
              one="# workout day this week"
              other="# workout days this week"
            />
          </p>
        </div>
      </div>
      <ol aria-label={t`This week`} className="grid grid-cols-7 gap-1 lg:w-[26rem] lg:gap-2">
        {week.map((d) => (
          <WeekDayItem key={d.day} day={d} />
        ))}
      </ol>
    </section>
  )
}

function WeekDayItem({ day }: { day: WeekDay }) {
  const { weekday, date } = weekDayParts(day.day)
  const missed = day.missed && !day.completed
  const circleClass = day.completed
    ? 'bg-emerald-600 text-white'
    : missed
      ? 'bg-rose-100 text-rose-800 dark:bg-rose-950 dark:text-rose-200'
      : day.isToday
        ? 'bg-brand-50 text-brand-800 dark:bg-slate-800 dark:text-brand-100'
        : 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-300'
  return (
    <li className="flex flex-col items-center gap-1.5">
      <span
        aria-hidden
        className={`text-xs font-semibold ${
          day.isToday ? 'text-brand-700 dark:text-brand-100' : 'text-slate-600 dark:text-slate-400'
        }`}
      >
        {weekday}
      </span>
      <span
        aria-hidden
        data-completed={day.completed || undefined}
        data-missed={missed || undefined}
        className={`flex h-10 w-10 items-center justify-center rounded-full text-sm font-bold ${circleClass} ${
          day.isToday ? 'ring-2 ring-brand-600 dark:ring-brand-100' : ''
        }`}
      >
        {day.completed ? (
          <Check className="h-5 w-5" strokeWidth={3} />
        ) : missed ? (
          <X className="h-5 w-5" strokeWidth={3} />
        ) : (
          date
        )}
      </span>
      <span className="sr-only">{weekDayLabel(day)}</span>
    </li>
  )
}
