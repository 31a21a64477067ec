import { createFileRoute, Link, useNavigate } from '@tanstack/react-router'
import { ChevronRight } from 'lucide-react'
import { ExerciseDemo } from '~/client/components/demo/exercise-demo'
import { DifficultyBadge } from '~/client/components/difficulty-badge'
import { PageHeading } from '~/client/components/page-heading'
import { Skeletons } from '~/client/components/ui/skeleton'
import { trpc } from '~/client/lib/trpc'
import { bodyPartOf, chipValues, difficultyOf, matchesFilter } from '~/shared/rules/explore'
import { capitalize } from '~/shared/rules/labels'

type Mode = 'all' | 'bodyPart' | 'difficulty'
interface ExploreSearch {
  mode?: Mode
  bodyPart?: string
  difficulty?: string
}

export const Route = createFileRoute('/_app/explore')({
  validateSearch: (s: Record<string, unknown>): ExploreSearch => ({
    mode: s.mode === 'bodyPart' || s.mode === 'difficulty' ? s.mode : undefined,
    bodyPart: typeof s.bodyPart === 'string' ? s.bodyPart : undefined,
    difficulty: typeof s.difficulty === 'string' ? s.difficulty : undefined,
  }),
  loader: ({ context }) => context.utils.exercises.list.ensureData(),
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

const modeButton = (active: boolean) =>
  `min-h-11 rounded-full px-4 text-sm font-semibold ${active ? 'bg-brand-700 text-white' : 'bg-white text-slate-800 ring-1 ring-slate-300 hover:bg-slate-100 dark:bg-slate-900 dark:text-slate-100 dark:ring-slate-700'}`

function ExplorePage() {
  const search = Route.useSearch()
  const navigate = useNavigate({ from: '/explore' })
  const [exercises] = trpc.exercises.list.useSuspenseQuery()
  const mode: Mode = search.mode ?? 'all'
  const rows = exercises.map((e) => ({
    ...e,
    part: bodyPartOf(e.bodyPart),
    level: difficultyOf(e.difficulty),
  }))
  const filtered = rows.filter(
    (e) => matchesFilter(e.part, search.bodyPart) && matchesFilter(e.level, search.difficulty),
  )
  const chips =
    mode === 'bodyPart'
      ? chipValues(rows.map((r) => r.part))
      : mode === 'difficulty'
        ? chipValues(rows.map((r) => r.level))
        : []
  const activeChip = mode === 'bodyPart' ? search.bodyPart : search.difficulty
  const setChip = (value: string | undefined) =>
    void navigate({
      search: (s: ExploreSearch) =>
        mode === 'bodyPart' ? { ...s, bodyPart: value } : { ...s, difficulty: value },
      replace: true,
    })

  return (
    <>
      <PageHeading {...HEADING} />
      <div className="flex flex-wrap gap-2" role="group" aria-label="Browse mode">
        <button
          type="button"
          aria-pressed={mode === 'all'}
          className={modeButton(mode === 'all')}
          onClick={() => void navigate({ search: {}, replace: true })}
        >
          All Exercises
        </button>
        <button
          type="button"
          aria-pressed={mode === 'bodyPart'}
          className={modeButton(mode === 'bodyPart')}
          onClick={() =>
            void navigate({
              search: (s: ExploreSearch) => ({ ...s, mode: 'bodyPart' }),
              replace: true,
            })
          }
        >
          By Body Part
        </button>
        <button
          type="button"
          aria-pressed={mode === 'difficulty'}
          className={modeButton(mode === 'difficulty')}
          onClick={() =>
            void navigate({
              search: (s: ExploreSearch) => ({ ...s, mode: 'difficulty' }),
              replace: true,
            })
          }
        >
          By Difficulty
        </button>
      </div>
      {chips.length ? (
        <div
          className="mt-3 flex flex-wrap gap-2"
          role="group"
          aria-label={mode === 'bodyPart' ? 'Body part' : 'Difficulty'}
        >
          {[{ value: '', label: 'All' }, ...chips].map((chip) => {
            const active = (activeChip ?? '').toLowerCase() === chip.value
            return (
              <button
                key={chip.label}
                type="button"
                aria-pressed={active}
                onClick={() => setChip(chip.value || undefined)}
                className={`min-h-10 rounded-full px-3 text-sm font-medium ${active ? 'bg-slate-900 text-white dark:bg-white dark:text-slate-900' : 'bg-slate-100 text-slate-800 hover:bg-slate-200 dark:bg-slate-800 dark:text-slate-100'}`}
              >
                {chip.label}
              </button>
            )
          })}
        </div>
      ) : null}

      {filtered.length === 0 ? (
        <div className="mt-6 rounded-2xl border border-dashed border-slate-300 p-8 text-center dark:border-slate-700">
          <p className="font-semibold">No exercises found</p>
          <p className="mt-1 text-slate-600 dark:text-slate-400">Try adjusting your filters</p>
        </div>
      ) : (
        <ul className="mt-6 grid gap-3 md:grid-cols-2">
          {filtered.map((e) => (
            <li key={e.id} className="min-w-0">
              <Link
                to="/exercise/$workoutId/$exerciseId"
                params={{ workoutId: 'explore', exerciseId: String(e.id) }}
                className="flex h-full items-center gap-3 rounded-2xl border border-slate-200 bg-white p-4 hover:border-brand-600 focus-visible:outline-2 focus-visible:outline-brand-600 dark:border-slate-800 dark:bg-slate-900"
              >
                <ExerciseDemo
                  exercise={e}
                  variant="thumbnail"
                  decorative
                  className="h-20 w-24 shrink-0 rounded-xl bg-slate-100 p-1 dark:bg-slate-800"
                />
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
          ))}
        </ul>
      )}

      <section
        aria-labelledby="library-stats"
        className="mt-6 rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900"
      >
        <h2 id="library-stats" className="text-lg font-bold">
          Exercise Library Stats
        </h2>
        <dl className="mt-3 grid grid-cols-2 gap-3">
          <div>
            <dt className="text-sm text-slate-600 dark:text-slate-400">Total Exercises</dt>
            <dd className="text-2xl font-bold">{rows.length}</dd>
          </div>
          <div>
            <dt className="text-sm text-slate-600 dark:text-slate-400">Body Parts</dt>
            <dd className="text-2xl font-bold">{new Set(rows.map((r) => r.part)).size}</dd>
          </div>
        </dl>
      </section>
    </>
  )
}
