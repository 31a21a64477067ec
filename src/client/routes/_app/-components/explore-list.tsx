import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { memo, startTransition, useEffect, useState } from 'react'
import { ChevronRight } from 'lucide-react'
import { DifficultyBadge } from '~/client/components/difficulty-badge'
import { LazyExerciseDemo } from '~/client/components/demo/lazy-exercise-demo'
import { afterNextPaint } from '~/client/lib/after-paint'
import { useRowsInSlices } from '~/client/lib/use-rows-in-slices'
import type { ExploreFacts } from '~/shared/rules/explore-filters'
import { capitalize } from '~/shared/rules/labels'
import type { ExerciseCard } from '~/shared/schemas/catalogue'

export type ExploreRowData = ExerciseCard & ExploreFacts

// A fixed box for the still, so nothing moves when it draws; small enough for eight rows on a
// 375 × 812 phone (docs/product.md#explore).
const thumbnailClass = 'h-14 w-16 shrink-0 rounded-lg bg-slate-100 p-0.5 dark:bg-slate-800'

// A row's still is decoration: drawn after the rows' text (LazyExerciseDemo, then an idle turn
// each); until then its box is there, empty.
const EmptyStill = () => <svg aria-hidden="true" className={thumbnailClass} />

const badgeClass = 'shrink-0 rounded-full px-2 py-0.5 text-xs font-semibold'

/** One library row, one line of facts each; memoised, so each slice renders only its new rows. */
const ExploreRow = memo(function ExploreRow({
  exercise: e,
  stills,
}: {
  exercise: ExploreRowData
  stills: boolean
}) {
  const targets = e.targetMuscles
  // Off screen, a row skips style, layout and paint until it scrolls near (content-visibility).
  return (
    <li className="min-w-0 [contain-intrinsic-size:auto_4.75rem] [content-visibility:auto]">
      <Link
        to="/exercise/$workoutId/$exerciseId"
        params={{ workoutId: 'explore', exerciseId: String(e.id) }}
        className="flex h-full items-center gap-3 rounded-xl border border-slate-200 bg-white p-2 pr-1 hover:border-brand-600 focus-visible:outline-2 focus-visible:outline-brand-600 dark:border-slate-800 dark:bg-slate-900"
      >
        {stills ? (
          <LazyExerciseDemo
            exercise={e}
            variant="thumbnail"
            decorative
            className={thumbnailClass}
          />
        ) : (
          <EmptyStill />
        )}
        <div className="min-w-0 flex-1">
          <h2 className="truncate leading-5 font-semibold">{e.name}</h2>
          {e.targetMuscles ? (
            <p className="truncate text-xs leading-4 text-slate-600 dark:text-slate-400">
              <Trans>Targets: {targets}</Trans>
            </p>
          ) : null}
          <div className="mt-1 flex gap-1 overflow-hidden">
            <DifficultyBadge difficulty={e.level} />
            <span
              className={`${badgeClass} bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-100`}
            >
              {capitalize(e.part)}
            </span>
            <span
              className={`${badgeClass} min-w-0 shrink truncate border border-slate-300 text-slate-800 dark:border-slate-700 dark:text-slate-100`}
            >
              {capitalize(e.equipment)}
            </span>
          </div>
        </div>
        <ChevronRight className="h-5 w-5 shrink-0 text-slate-500" aria-hidden="true" />
      </Link>
    </li>
  )
})

/** Rows a phone shows before scrolling, and a little more. */
const FIRST_ROWS = 12

/**
 * The library's rows: the first screenful at once, the rest in slices while the phone idles, the
 * stills once the first screen has painted. Its own component, so a slice re-renders the list
 * alone, not the page's search box and filters.
 */
export function ExploreList({ rows }: { rows: ExploreRowData[] }) {
  const shown = useRowsInSlices(rows.length, FIRST_ROWS, 3)
  const [stills, setStills] = useState(false)
  useEffect(() => afterNextPaint(() => startTransition(() => setStills(true))), [])
  return (
    <ul className="mt-2 grid gap-2 md:grid-cols-2">
      {rows.slice(0, shown).map((e) => (
        <ExploreRow key={e.id} exercise={e} stills={stills} />
      ))}
    </ul>
  )
}
