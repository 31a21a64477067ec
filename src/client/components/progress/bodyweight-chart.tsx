import { Trans, useLingui } from '@lingui/react/macro'
import { useId } from 'react'
import { checkInBodyweight } from '~/shared/rules/check-ins'
import { checkInDay } from './training-labels'
import type { Units } from '~/shared/rules/units'

const WIDTH = 600
const HEIGHT = 160
const PAD = 8

/**
 * Bodyweight over time as a line (docs/product.md#check-ins), in the athlete's units. The days
 * are spaced by date, so a missed week shows as a longer step. The picture's text alternative
 * says where it starts, ends and ranges; the table beside it has every value.
 */
export function BodyweightChart({
  points,
  units,
}: {
  /** Days ('YYYY-MM-DD') with a bodyweight in kilograms, in any order. */
  points: readonly { day: string; kg: number }[]
  units: Units
}) {
  const { t } = useLingui()
  const titleId = useId()
  const sorted = [...points]
    .sort((a, b) => a.day.localeCompare(b.day))
    .map((p) => ({ day: p.day, value: checkInBodyweight(p.kg, units) }))
  const first = sorted[0]
  const last = sorted[sorted.length - 1]
  if (!first || !last) return null
  const values = sorted.map((p) => p.value)
  const low = Math.min(...values)
  const high = Math.max(...values)
  // A flat line sits mid-height rather than on an edge.
  const span = high - low || 1
  const base = high === low ? low - 0.5 : low
  // eslint-disable-next-line lingui/no-unlocalized-strings -- an ISO timestamp, not a text
  const time = (day: string) => new Date(`${day}T00:00:00Z`).getTime()
  const start = time(first.day)
  const length = time(last.day) - start || 1
  const at = (p: { day: string; value: number }) => ({
    day: p.day,
    x: sorted.length === 1 ? WIDTH / 2 : PAD + ((time(p.day) - start) / length) * (WIDTH - 2 * PAD),
    y: HEIGHT - PAD - ((p.value - base) / span) * (HEIGHT - 2 * PAD),
  })
  const coords = sorted.map(at)
  const figure = (v: number) => `${v} ${units}`
  const firstFigure = figure(first.value)
  const firstDay = checkInDay(first.day)
  const lastFigure = figure(last.value)
  const lastDay = checkInDay(last.day)
  const lowFigure = figure(low)
  const highFigure = figure(high)
  const summary =
    sorted.length === 1
      ? t`Bodyweight ${firstFigure} on ${firstDay}`
      : t`Bodyweight from ${firstFigure} on ${firstDay} to ${lastFigure} on ${lastDay}, between ${lowFigure} and ${highFigure}`
  return (
    <figure className="rounded-2xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900">
      <figcaption className="text-sm font-semibold">
        <Trans>Bodyweight ({units})</Trans>
      </figcaption>
      <div className="mt-2 flex gap-2">
        <div
          aria-hidden="true"
          className="flex flex-col justify-between text-xs text-slate-600 dark:text-slate-400"
        >
          <span>{high}</span>
          <span>{low}</span>
        </div>
        <svg
          role="img"
          aria-labelledby={titleId}
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          preserveAspectRatio="none"
          className="h-40 w-full min-w-0 flex-1 text-brand-600 dark:text-indigo-300"
        >
          <title id={titleId}>{summary}</title>
          <line
            x1={0}
            x2={WIDTH}
            y1={HEIGHT - PAD}
            y2={HEIGHT - PAD}
            className="stroke-slate-200 dark:stroke-slate-700"
            vectorEffect="non-scaling-stroke"
          />
          <polyline
            points={coords.map((c) => `${c.x},${c.y}`).join(' ')}
            fill="none"
            stroke="currentColor"
            strokeWidth={2.5}
            strokeLinejoin="round"
            vectorEffect="non-scaling-stroke"
          />
          {coords.map((c) => (
            <line
              key={c.day}
              x1={c.x}
              x2={c.x}
              y1={c.y}
              y2={c.y}
              stroke="currentColor"
              strokeWidth={8}
              strokeLinecap="round"
              vectorEffect="non-scaling-stroke"
            />
          ))}
        </svg>
      </div>
      <div
        aria-hidden="true"
        className="mt-1 flex justify-between pl-8 text-xs text-slate-600 dark:text-slate-400"
      >
        <span>{firstDay}</span>
        {sorted.length > 1 ? <span>{lastDay}</span> : null}
      </div>
    </figure>
  )
}
