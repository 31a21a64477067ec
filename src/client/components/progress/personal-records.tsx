import { Trans, useLingui } from '@lingui/react/macro'
import { ChevronRight, Trophy } from 'lucide-react'
import { Suspense, useState } from 'react'
import { buttonClass } from '~/client/components/ui/button'
import { Skeletons } from '~/client/components/ui/skeleton'
import { trpc } from '~/client/lib/trpc'
import { calendarDay, daysText, repsText, sessionText, sideText } from './training-labels'
import { intlLocale } from '~/client/lib/i18n'
import { loadLabel } from '~/shared/rules/player'
import { bestSetPerDay, type DayBest, historySessions } from '~/shared/rules/records'
import type { Units } from '~/shared/rules/units'
import { SET_LIMITS } from '~/shared/rules/set-limits'
import type { ExerciseRecordsAnswer } from '~/shared/schemas/sets'

const panelClass =
  'mt-6 rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900'
const mutedClass = 'text-slate-600 dark:text-slate-400'
/** The chart shows this many of the latest days trained; the sessions list shows them all. */
const CHART_DAYS = 30
/** Bars never grow wider than a 14th of the chart: a short history sits at its right end. */
const MIN_SLOTS = 14

/** 'Nov 20, 2026': records can be old, so the year shows. */
export function dayLabel(day: string): string {
  return calendarDay(day, { month: 'short', day: 'numeric', year: 'numeric' })
}

/** '7:05 AM': when a session began, to tell one day's sessions apart. */
function timeLabel(at: string): string {
  return new Date(at).toLocaleTimeString(intlLocale(), { hour: 'numeric', minute: '2-digit' })
}

/**
 * 'Personal Records' (docs/product.md#records): per exercise the most reps, the longest hold (or
 * timed work's 'Longest work') and the heaviest load per rep count with the day each was set,
 * and the exercise's history on demand. The profile and a trainer's 'View Progress' show the
 * same.
 */
export function PersonalRecords({ userId, units }: { userId: number; units: Units }) {
  const [records] = trpc.sets.records.useSuspenseQuery({ userId })
  return (
    <section aria-labelledby="personal-records" className={panelClass}>
      <h2 id="personal-records" className="text-lg font-bold">
        <Trans>Personal Records</Trans>
      </h2>
      {records.length === 0 ? (
        <p className={`mt-1 ${mutedClass}`}>
          <Trans>No sets logged yet. Records appear here as sets are logged in a workout.</Trans>
        </p>
      ) : (
        <ul className="divide-y divide-slate-200 dark:divide-slate-800">
          {records.map((r, i) => (
            <ExerciseRecordsItem
              key={`${r.exerciseId}:${r.side ?? ''}`}
              userId={userId}
              record={r}
              units={units}
              // A per-side exercise's two entries share one history, under the first.
              withHistory={records[i - 1]?.exerciseId !== r.exerciseId}
            />
          ))}
        </ul>
      )}
    </section>
  )
}

function Figure({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex flex-wrap gap-x-3">
      <dt className={`w-28 shrink-0 ${mutedClass}`}>{label}</dt>
      <dd className="min-w-0 flex-1">{children}</dd>
    </div>
  )
}

function Dated({ figure, day }: { figure: string; day: string }) {
  return (
    <>
      <span className="font-semibold tabular-nums">{figure}</span>
      <span className={mutedClass}>
        {' · '}
        <time dateTime={day}>{dayLabel(day)}</time>
      </span>
    </>
  )
}

function ExerciseRecordsItem({
  userId,
  record,
  withHistory,
  units,
}: {
  userId: number
  record: ExerciseRecordsAnswer
  withHistory: boolean
  units: Units
}) {
  // The history is read only once opened: most visits never open it.
  const { t } = useLingui()
  const [open, setOpen] = useState(false)
  const { bestReps, longestHold, heaviestLoads } = record
  const sideName = record.side ? sideText(record.side) : null
  const exerciseName = record.exerciseName
  return (
    <li className="py-4">
      <h3 className="inline-flex items-center gap-2 font-semibold">
        <Trophy aria-hidden className="h-4 w-4 text-amber-600 dark:text-amber-400" />
        {record.exerciseName}
        {sideName ? t` · ${sideName} side` : ''}
      </h3>
      <dl className="mt-2 grid gap-1 text-sm">
        {bestReps ? (
          <Figure label={t`Most reps`}>
            <Dated figure={repsText(bestReps.reps)} day={bestReps.day} />
          </Figure>
        ) : null}
        {longestHold ? (
          <Figure label={record.timedKind === 'work' ? t`Longest work` : t`Longest hold`}>
            <Dated figure={`${longestHold.seconds} s`} day={longestHold.day} />
          </Figure>
        ) : null}
        {heaviestLoads.length > 0 ? (
          <Figure label={t`Heaviest`}>
            <ul>
              {heaviestLoads.map((l) => (
                <li key={l.reps}>
                  <Dated figure={`${loadLabel(l.loadKg, units)} × ${l.reps}`} day={l.day} />
                </li>
              ))}
            </ul>
          </Figure>
        ) : null}
      </dl>
      {withHistory ? (
        <details className="group mt-2" onToggle={(e) => setOpen(e.currentTarget.open)}>
          <summary className="inline-flex min-h-11 list-none [&::-webkit-details-marker]:hidden cursor-pointer items-center gap-1 rounded-lg pr-2 font-semibold text-brand-700 underline-offset-4 hover:underline dark:text-brand-100">
            <ChevronRight
              aria-hidden
              className="h-4 w-4 transition-transform group-open:rotate-90 motion-reduce:transition-none"
            />
            <Trans>
              History<span className="sr-only"> of {exerciseName}</span>
            </Trans>
          </summary>
          {open ? (
            <Suspense fallback={<Skeletons count={1} className="h-40" />}>
              <ExerciseHistory
                userId={userId}
                exerciseId={record.exerciseId}
                name={record.exerciseName}
                units={units}
              />
            </Suspense>
          ) : null}
        </details>
      ) : null}
    </li>
  )
}

function ExerciseHistory({
  userId,
  exerciseId,
  name,
  units,
}: {
  userId: number
  exerciseId: number
  name: string
  units: Units
}) {
  const [pages, query] = trpc.sets.list.useSuspenseInfiniteQuery(
    { userId, exerciseId, limit: SET_LIMITS.defaultListLimit },
    {
      getNextPageParam: (page) =>
        page.length === SET_LIMITS.defaultListLimit ? page.at(-1)?.id : undefined,
    },
  )
  const loaded = pages.pages.flat()
  // A page may end inside a day: that day waits for the next page, unless it is all there is.
  const oldestDay = loaded.at(-1)?.day
  const sets =
    query.hasNextPage && loaded.some((s) => s.day !== oldestDay)
      ? loaded.filter((s) => s.day !== oldestDay)
      : loaded
  const sessions = historySessions(sets)
  // One day's sessions each get their line; the time of day tells them apart.
  const perDay = new Map<string, number>()
  for (const s of sessions) perDay.set(s.day, (perDay.get(s.day) ?? 0) + 1)
  return (
    <div className="mt-2 grid gap-4">
      <BestSetChart days={bestSetPerDay(sets, units).slice(-CHART_DAYS)} name={name} />
      <div>
        <h4 className="font-semibold">
          <Trans>Sessions</Trans>
        </h4>
        <ul className="divide-y divide-slate-200 text-sm dark:divide-slate-800">
          {sessions.map((s) => {
            const at = s.sets[0]?.performedAt
            const time = (perDay.get(s.day) ?? 0) > 1 && at ? timeLabel(at) : null
            return (
              <li
                key={`${s.day}:${s.sessionId ?? ''}`}
                className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2"
              >
                <span className={`min-w-28 shrink-0 ${mutedClass}`}>
                  <time dateTime={s.day}>{dayLabel(s.day)}</time>
                  {time ? (
                    <>
                      {' · '}
                      <time dateTime={at}>{time}</time>
                    </>
                  ) : null}
                </span>
                <span className="min-w-0 font-semibold tabular-nums">
                  {sessionText(s.sets, units)}
                </span>
                {s.record ? (
                  <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-bold text-amber-950 dark:bg-amber-900 dark:text-amber-50">
                    <Trans>New PR</Trans>
                  </span>
                ) : null}
              </li>
            )
          })}
        </ul>
        {query.hasNextPage ? (
          <button
            type="button"
            className={`${buttonClass('outline')} mt-3`}
            disabled={query.isFetchingNextPage}
            onClick={() => void query.fetchNextPage()}
          >
            <Trans>Show more</Trans>
          </button>
        ) : null}
      </div>
    </div>
  )
}

/** The best set of each day as bars; like the 12-week chart, a table twin for screen readers. */
function BestSetChart({ days, name }: { days: DayBest[]; name: string }) {
  const max = Math.max(1, ...days.map((d) => d.value))
  const top = days.reduce<DayBest | undefined>(
    (a, d) => (!a || d.value > a.value ? d : a),
    undefined,
  )
  const slots = Math.max(days.length, MIN_SLOTS)
  const width = slots * 10
  const first = days[0]
  const last = days.at(-1)
  // The latest day at the right edge, as in the 12-week chart.
  const offset = slots - days.length
  const topLabel = top?.label ?? '—'
  const dayCount = daysText(days.length)
  return (
    <figure>
      <div aria-hidden="true" className={`mb-1 flex justify-between text-xs ${mutedClass}`}>
        <span>
          <Trans>Best set per day</Trans>
        </span>
        <span>
          <Trans>Top: {topLabel}</Trans>
        </span>
      </div>
      <svg
        aria-hidden="true"
        viewBox={`0 0 ${width} 100`}
        preserveAspectRatio="none"
        className="h-32 w-full"
      >
        <line
          x1="0"
          x2={width}
          y1="99.5"
          y2="99.5"
          className="stroke-slate-300 dark:stroke-slate-700"
        />
        {days.map((d, i) => {
          const height = Math.max(2, (d.value / max) * 96)
          return (
            <rect
              key={d.day}
              x={(offset + i) * 10 + 1.5}
              width={7}
              y={100 - height}
              height={height}
              rx={1}
              className="fill-brand-600 dark:fill-indigo-400"
            />
          )
        })}
      </svg>
      <p aria-hidden="true" className={`mt-1 text-right text-xs ${mutedClass}`}>
        {first && last
          ? first === last
            ? dayLabel(first.day)
            : `${dayLabel(first.day)} – ${dayLabel(last.day)}`
          : ''}
      </p>
      <figcaption className="sr-only">
        <Trans>
          {name}: best set per day, {dayCount}
        </Trans>
      </figcaption>
      <table className="sr-only">
        <thead>
          <tr>
            <th scope="col">
              <Trans>Day</Trans>
            </th>
            <th scope="col">
              <Trans>Best set</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {days.map((d) => (
            <tr key={d.day}>
              <td>{dayLabel(d.day)}</td>
              <td>{d.label}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  )
}
