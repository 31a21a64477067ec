import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { useMemo, useState } from 'react'
import { PageHeading } from '~/client/components/page-heading'
import { SearchBox } from '~/client/components/ui/search-box'
import { Skeletons } from '~/client/components/ui/skeleton'
import { trpc } from '~/client/lib/trpc'
import { useOwnedEquipment } from '~/client/lib/use-owned-equipment'
import { searchExercises } from '~/shared/rules/catalogue-search'
import { chipValues, difficultyChipValues } from '~/shared/rules/explore'
import {
  exploreFactsOf,
  isEquipmentFilter,
  matchesExploreFilters,
  type EquipmentFilter,
} from '~/shared/rules/explore-filters'
import { isMovement, type Movement } from '~/shared/rules/movement'
import { difficultyLabel, exercisesLabel } from '~/client/lib/display-labels'
import { ExploreList, type ExploreRowData } from './-components/explore-list'
import { ChipRow, EquipmentFilters, MovementChips } from './-components/explore-filters'

type Mode = 'all' | 'bodyPart' | 'difficulty'
interface ExploreSearch {
  mode?: Mode
  bodyPart?: string
  difficulty?: string
  movement?: Movement
  equipment?: EquipmentFilter
  /** 'Only what I can do' (docs/product.md#explore). */
  canDo?: boolean
  /** The search box's text (docs/product.md#explore). */
  q?: string
}

export const Route = createFileRoute('/_app/explore')({
  validateSearch: (s: Record<string, unknown>): ExploreSearch => ({
    mode: s.mode === 'bodyPart' || s.mode === 'difficulty' ? s.mode : undefined,
    bodyPart: typeof s.bodyPart === 'string' ? s.bodyPart : undefined,
    difficulty: typeof s.difficulty === 'string' ? s.difficulty : undefined,
    movement: isMovement(s.movement) ? s.movement : undefined,
    equipment: isEquipmentFilter(s.equipment) ? s.equipment : undefined,
    canDo: s.canDo === true || s.canDo === 'true' ? true : undefined,
    q: typeof s.q === 'string' && s.q ? s.q : undefined,
  }),
  loader: ({ context }) => context.utils.exercises.cards.ensureData(),
  pendingComponent: ExplorePending,
  component: ExplorePage,
})

const HEADING = {
  title: msg`Explore Exercises`,
  subtitle: msg`Browse exercises by body part and difficulty`,
}

function Heading() {
  const { t } = useLingui()
  return <PageHeading title={t(HEADING.title)} subtitle={t(HEADING.subtitle)} />
}

function ExplorePending() {
  return (
    <>
      <Heading />
      <Skeletons count={8} className="h-20" />
    </>
  )
}

// The three modes read as one segmented control: equal thirds on a phone, their own width on a desktop.
const modeButtonClass = (active: boolean) =>
  // eslint-disable-next-line lingui/no-unlocalized-strings -- Tailwind classes, not texts
  `min-h-11 rounded-full px-2 text-sm font-semibold sm:px-5 ${active ? 'bg-brand-700 text-white shadow-sm' : 'text-slate-800 hover:bg-white dark:text-slate-100 dark:hover:bg-slate-800'}`

function ExplorePage() {
  const { t } = useLingui()
  const search = Route.useSearch()
  const navigate = useNavigate({ from: '/explore' })
  const [exercises] = trpc.exercises.cards.useSuspenseQuery()
  // The box answers every keystroke from its own state; the URL follows it (replace, so typing
  // adds no history entries) and gives the text back on reload or a shared link.
  const [query, setQuery] = useState(search.q ?? '')
  const mode: Mode = search.mode ?? 'all'
  const owned = useOwnedEquipment()
  // What each row is read as (body part, movements, equipment), once per library.
  const rows: ExploreRowData[] = useMemo(
    () => exercises.map((e) => ({ ...e, ...exploreFactsOf(e) })),
    [exercises],
  )
  // Ranked by the catalogue search (docs/product.md#search-rule), then filtered: the filters
  // keep the ranking.
  const filtered = searchExercises(rows, query).filter((e) =>
    matchesExploreFilters(e, {
      bodyPart: search.bodyPart,
      difficulty: search.difficulty,
      movement: search.movement,
      equipment: search.equipment,
      owned: search.canDo ? owned : null,
    }),
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
      <Heading />
      <section
        aria-labelledby="library-stats"
        className="flex items-center justify-between gap-x-4 rounded-2xl bg-gradient-to-br from-brand-700 to-indigo-900 px-4 py-2.5 text-white shadow-md sm:gap-x-6 sm:px-5 sm:py-4"
      >
        {/* One band on a phone, so the list starts higher up the first screen. */}
        <h2 id="library-stats" className="text-sm leading-tight font-bold sm:text-lg">
          <Trans>Exercise Library Stats</Trans>
        </h2>
        <dl className="flex shrink-0 gap-4 sm:gap-8">
          <div>
            <dt className="text-xs text-white/90 sm:text-sm">
              <Trans>Total Exercises</Trans>
            </dt>
            <dd className="text-xl font-bold sm:text-3xl">{rows.length}</dd>
          </div>
          <div>
            <dt className="text-xs text-white/90 sm:text-sm">
              <Trans>Body Parts</Trans>
            </dt>
            <dd className="text-xl font-bold sm:text-3xl">
              {new Set(rows.map((r) => r.part)).size}
            </dd>
          </div>
        </dl>
      </section>

      <div className="mt-4 sm:mt-6">
        <SearchBox
          value={query}
          onChange={onQuery}
          placeholder={t`Search exercises...`}
          label={t`Search exercises`}
        />
      </div>
      <MovementChips active={search.movement} onPick={(movement) => update({ movement })} />
      <EquipmentFilters
        equipment={search.equipment}
        onEquipment={(equipment) => update({ equipment })}
        canDo={owned ? Boolean(search.canDo) : null}
        onCanDo={(on) => update({ canDo: on || undefined })}
      />
      <div
        className="mt-3 grid grid-cols-3 gap-1 rounded-full bg-slate-100 p-1 sm:inline-grid dark:bg-slate-900 dark:ring-1 dark:ring-slate-800"
        role="group"
        aria-label={t`Browse mode`}
      >
        <button
          type="button"
          aria-pressed={mode === 'all'}
          className={modeButtonClass(mode === 'all')}
          onClick={() =>
            update({
              mode: undefined,
              bodyPart: undefined,
              difficulty: undefined,
              movement: undefined,
              equipment: undefined,
            })
          }
        >
          <Trans>All Exercises</Trans>
        </button>
        <button
          type="button"
          aria-pressed={mode === 'bodyPart'}
          className={modeButtonClass(mode === 'bodyPart')}
          onClick={() => update({ mode: 'bodyPart' })}
        >
          <Trans>By Body Part</Trans>
        </button>
        <button
          type="button"
          aria-pressed={mode === 'difficulty'}
          className={modeButtonClass(mode === 'difficulty')}
          onClick={() => update({ mode: 'difficulty' })}
        >
          <Trans>By Difficulty</Trans>
        </button>
      </div>
      {showBodyParts ? (
        <ChipRow
          label={t`Body part`}
          chips={chipValues(rows.map((r) => r.part))}
          active={search.bodyPart}
          onPick={(bodyPart) => update({ bodyPart })}
        />
      ) : null}
      {showDifficulties ? (
        <ChipRow
          label={t`Difficulty`}
          chips={difficultyChipValues(rows.map((r) => r.level)).map((chip) => ({
            ...chip,
            label: difficultyLabel(chip.value),
          }))}
          active={search.difficulty}
          onPick={(difficulty) => update({ difficulty })}
        />
      ) : null}

      <p className="mt-4 text-sm text-slate-600 dark:text-slate-400" aria-live="polite">
        {exercisesLabel(filtered.length)}
      </p>
      {filtered.length === 0 ? (
        <div className="mt-3 rounded-2xl border border-dashed border-slate-300 p-8 text-center dark:border-slate-700">
          <p className="font-semibold">
            <Trans>No exercises found</Trans>
          </p>
          <p className="mt-1 text-slate-600 dark:text-slate-400">
            <Trans>Try adjusting your filters</Trans>
          </p>
        </div>
      ) : (
        <ExploreList rows={filtered} />
      )}
    </>
  )
}
