import { createFileRoute, Link, useNavigate } from '@tanstack/react-router'
import { memo, startTransition, useEffect, useMemo, useState } from 'react'
import { ChevronRight } from 'lucide-react'
import { DifficultyBadge } from '~/client/components/difficulty-badge'
import { LazyExerciseDemo } from '~/client/components/demo/lazy-exercise-demo'
import { PageHeading } from '~/client/components/page-heading'
import { SearchBox } from '~/client/components/ui/search-box'
import { Skeletons } from '~/client/components/ui/skeleton'
import { afterNextPaint } from '~/client/lib/after-paint'
import { trpc } from '~/client/lib/trpc'
import { useRowsInSlices } from '~/client/lib/use-rows-in-slices'
import type { ExerciseCard } from '~/shared/schemas/catalogue'
import {
  bodyPartOf,
  chipValues,
  difficultyChipValues,
  difficultyOf,
  exerciseMatchesQuery,
  matchesFilter,
} from '~/shared/rules/explore'
import { capitalize, plural } from '~/shared/rules/labels'

type Mode = 'all' | 'bodyPart' | 'difficulty'
interface ExploreSearch {
  mode?: Mode
  bodyPart?: string
  difficulty?: string
  /** The search box's text (docs/product.md#explore). */
  q?: string
}

export const Route = createFileRoute('/_app/explore')({
  validateSearch: (s: Record<string, unknown>): ExploreSearch => ({
    mode: s.mode === 'bodyPart' || s.mode === 'difficulty' ? s.mode : undefined,
    bodyPart: typeof s.bodyPart === 'string' ? s.bodyPart : undefined,
    difficulty: typeof s.difficulty === 'string' ? s.difficulty : undefined,
    q: typeof s.q === 'string' && s.q ? s.q : undefined,
  }),
  loader: ({ context }) => context.utils.exercises.cards.ensureData(),
  pendingComponent: ExplorePending,
  component: ExplorePage,
})

const HEADING = {
  title: 'Explore Exercises',
  subtitle: 'Browse exercises by body part and difficulty',
}

function ExplorePending() {
  return (
    <>
      <PageHeading {...HEADING} />
      <Skeletons count={8} className="h-20" />
    </>
  )
}

// The three modes read as one segmented control: equal thirds on a phone, their own width on a desktop.
const modeButton = (active: boolean) =>
  `min-h-11 rounded-full px-2 text-sm font-semibold sm:px-5 ${active ? 'bg-brand-700 text-white shadow-sm' : 'text-slate-800 hover:bg-white dark:text-slate-100 dark:hover:bg-slate-800'}`

const chipButton = (active: boolean) =>
  `min-h-11 rounded-full px-3.5 text-sm font-medium ${active ? 'bg-slate-900 text-white dark:bg-white dark:text-slate-900' : 'bg-slate-100 text-slate-800 hover:bg-slate-200 dark:bg-slate-800 dark:text-slate-100 dark:hover:bg-slate-700'}`

/** One filter's chip row: 'All' and each value, the active one pressed. */
function ChipRow({
  label,
  chips,
  active,
  onPick,
}: {
  label: string
  chips: { value: string; label: string }[]
  active: string | undefined
  onPick: (value: string | undefined) => void
}) {
  return (
    <div className="mt-3 flex flex-wrap items-center gap-2" role="group" aria-label={label}>
      <span className="w-full text-xs font-semibold tracking-wide text-slate-600 uppercase sm:w-24 dark:text-slate-400">
        {label}
      </span>
      {[{ value: '', label: 'All' }, ...chips].map((chip) => {
        const pressed = (active ?? '').toLowerCase() === chip.value
        return (
          <button
            key={chip.label}
            type="button"
            aria-pressed={pressed}
            onClick={() => onPick(chip.value || undefined)}
            className={chipButton(pressed)}
          >
            {chip.label}
          </button>
        )
      })}
    </div>
  )
}

const THUMBNAIL = 'h-16 w-20 shrink-0 rounded-xl bg-slate-100 p-1 sm:h-20 sm:w-24 dark:bg-slate-800'

// A row's still is decoration: drawn after the rows' text (LazyExerciseDemo, then an idle turn
// each); until then its box is there, empty.
const EmptyStill = () => <svg aria-hidden="true" className={THUMBNAIL} />

type Row = ExerciseCard & { part: string; level: string }

/** One library row; memoised, so each slice renders only its own new rows. */
const ExploreRow = memo(function ExploreRow({
  exercise: e,
  stills,
}: {
  exercise: Row
  stills: boolean
}) {
  // Off screen, a row skips style, layout and paint until it scrolls near (content-visibility).
  return (
    <li className="min-w-0 [contain-intrinsic-size:auto_8rem] [content-visibility:auto]">
      <Link
        to="/exercise/$workoutId/$exerciseId"
        params={{ workoutId: 'explore', exerciseId: String(e.id) }}
        className="flex h-full items-center gap-3 rounded-2xl border border-slate-200 bg-white p-3 sm:p-4 hover:border-brand-600 focus-visible:outline-2 focus-visible:outline-brand-600 dark:border-slate-800 dark:bg-slate-900"
      >
        {stills ? (
          <LazyExerciseDemo exercise={e} variant="thumbnail" decorative className={THUMBNAIL} />
        ) : (
          <EmptyStill />
        )}
        <div className="min-w-0 flex-1">
          <h2 className="font-semibold">{e.name}</h2>
          {e.targetMuscles ? (
            <p className="mt-0.5 truncate text-sm text-slate-600 dark:text-slate-400">
              Targets: {e.targetMuscles}
            </p>
          ) : null}
          <div className="mt-2 flex flex-wrap gap-1.5">
            <DifficultyBadge difficulty={e.level} />
            <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-slate-800 dark:bg-slate-800 dark:text-slate-100">
              {capitalize(e.part)}
            </span>
            <span className="rounded-full border border-slate-300 px-2.5 py-0.5 text-xs font-semibold text-slate-800 dark:border-slate-700 dark:text-slate-100">
              {capitalize(e.equipment)}
            </span>
          </div>
          <p className="mt-2 text-xs text-slate-600 dark:text-slate-400">Tap for details</p>
        </div>
        <ChevronRight className="h-5 w-5 shrink-0 text-slate-500" aria-hidden="true" />
      </Link>
    </li>
  )
})

/** Rows a phone shows before scrolling, and a little more. */
const FIRST_ROWS = 12

function ExplorePage() {
  const search = Route.useSearch()
  const navigate = useNavigate({ from: '/explore' })
  const [exercises] = trpc.exercises.cards.useSuspenseQuery()
  // The box answers every keystroke from its own state; the URL follows it (replace, so typing
  // adds no history entries) and gives the text back on reload or a shared link.
  const [query, setQuery] = useState(search.q ?? '')
  const mode: Mode = search.mode ?? 'all'
  const rows: Row[] = useMemo(
    () =>
      exercises.map((e) => ({
        ...e,
        part: bodyPartOf(e.bodyPart),
        level: difficultyOf(e.difficulty),
      })),
    [exercises],
  )
  const filtered = rows.filter(
    (e) =>
      matchesFilter(e.part, search.bodyPart) &&
      matchesFilter(e.level, search.difficulty) &&
      exerciseMatchesQuery(e, query),
  )
  // A filter's row shows in its own mode, and stays (with its chip pressed) while it is active in
  // the other mode, so body part and difficulty combine and both active filters stay visible.
  const showBodyParts = mode === 'bodyPart' || Boolean(search.bodyPart)
  const showDifficulties = mode === 'difficulty' || Boolean(search.difficulty)
  const update = (patch: Partial<ExploreSearch>) =>
    void navigate({ search: (s: ExploreSearch) => ({ ...s, ...patch }), replace: true })
  const onQuery = (value: string) => {
    setQuery(value)
    update({ q: value || undefined })
  }

  return (
    <>
      <PageHeading {...HEADING} />
      <section
        aria-labelledby="library-stats"
        className="flex flex-wrap items-center justify-between gap-x-6 gap-y-2 rounded-2xl bg-gradient-to-br from-brand-700 to-indigo-900 px-5 py-4 text-white shadow-md"
      >
        <h2 id="library-stats" className="text-base font-bold sm:text-lg">
          Exercise Library Stats
        </h2>
        <dl className="flex gap-8">
          <div>
            <dt className="text-sm text-white/90">Total Exercises</dt>
            <dd className="text-2xl font-bold sm:text-3xl">{rows.length}</dd>
          </div>
          <div>
            <dt className="text-sm text-white/90">Body Parts</dt>
            <dd className="text-2xl font-bold sm:text-3xl">
              {new Set(rows.map((r) => r.part)).size}
            </dd>
          </div>
        </dl>
      </section>

      <div className="mt-6">
        <SearchBox
          value={query}
          onChange={onQuery}
          placeholder="Search exercises..."
          label="Search exercises"
        />
      </div>
      <div
        className="mt-3 grid grid-cols-3 gap-1 rounded-full bg-slate-100 p-1 sm:inline-grid dark:bg-slate-900 dark:ring-1 dark:ring-slate-800"
        role="group"
        aria-label="Browse mode"
      >
        <button
          type="button"
          aria-pressed={mode === 'all'}
          className={modeButton(mode === 'all')}
          onClick={() => update({ mode: undefined, bodyPart: undefined, difficulty: undefined })}
        >
          All Exercises
        </button>
        <button
          type="button"
          aria-pressed={mode === 'bodyPart'}
          className={modeButton(mode === 'bodyPart')}
          onClick={() => update({ mode: 'bodyPart' })}
        >
          By Body Part
        </button>
        <button
          type="button"
          aria-pressed={mode === 'difficulty'}
          className={modeButton(mode === 'difficulty')}
          onClick={() => update({ mode: 'difficulty' })}
        >
          By Difficulty
        </button>
      </div>
      {showBodyParts ? (
        <ChipRow
          label="Body part"
          chips={chipValues(rows.map((r) => r.part))}
          active={search.bodyPart}
          onPick={(bodyPart) => update({ bodyPart })}
        />
      ) : null}
      {showDifficulties ? (
        <ChipRow
          label="Difficulty"
          chips={difficultyChipValues(rows.map((r) => r.level))}
          active={search.difficulty}
          onPick={(difficulty) => update({ difficulty })}
        />
      ) : null}

      <p className="mt-5 text-sm text-slate-600 dark:text-slate-400" aria-live="polite">
        {plural(filtered.length, 'exercise')}
      </p>
      {filtered.length === 0 ? (
        <div className="mt-3 rounded-2xl border border-dashed border-slate-300 p-8 text-center dark:border-slate-700">
          <p className="font-semibold">No exercises found</p>
          <p className="mt-1 text-slate-600 dark:text-slate-400">Try adjusting your filters</p>
        </div>
      ) : (
        <ExploreList rows={filtered} />
      )}
    </>
  )
}

/**
 * The library's rows: the first screenful at once, the rest in slices while the phone idles, the
 * stills once the first screen has painted. Its own component, so a slice re-renders the list
 * alone, not the page's search box, modes and chips.
 */
function ExploreList({ rows }: { rows: Row[] }) {
  const shown = useRowsInSlices(rows.length, FIRST_ROWS, 3)
  const [stills, setStills] = useState(false)
  useEffect(() => afterNextPaint(() => startTransition(() => setStills(true))), [])
  return (
    <ul className="mt-3 grid gap-3 md:grid-cols-2">
      {rows.slice(0, shown).map((e) => (
        <ExploreRow key={e.id} exercise={e} stills={stills} />
      ))}
    </ul>
  )
}
