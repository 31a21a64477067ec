import { useInfiniteQuery } from '@tanstack/react-query'
import { useDeleteExercise, useDeleteWorkout } from '~/client/lib/mutations/use-catalogue-mutations'
import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { Plus } from 'lucide-react'
import { useState } from 'react'
import { PageHeading } from '~/client/components/page-heading'
import { buttonClass } from '~/client/components/ui/button'
import { ConfirmDialog } from '~/client/components/ui/confirm-dialog'
import { SearchBox } from '~/client/components/ui/search-box'
import { Spinner } from '~/client/components/ui/spinner'
import { Tabs } from '~/client/components/ui/tabs'
import { trpc, trpcClient } from '~/client/lib/trpc'
import { useDebouncedValue } from '~/client/lib/use-debounced-value'
import type { Exercise, Workout } from '~/shared/schemas/catalogue'
import { toastDone, toastFailed } from './-components/admin-toasts'
import { ExerciseCard, WorkoutCard } from './-components/catalogue-cards'
import { ExerciseFormDialog } from './-components/exercise-form-dialog'
import { ManageExercisesDialog } from './-components/manage-exercises-dialog'
import { WorkoutFormDialog } from './-components/workout-form-dialog'

type Tab = 'workouts' | 'exercises'

export const Route = createFileRoute('/_app/admin/workouts')({
  validateSearch: (s: Record<string, unknown>): { tab?: Tab } => ({
    tab: s.tab === 'exercises' ? 'exercises' : undefined,
  }),
  loader: ({ context }) => context.utils.workouts.list.ensureData(),
  pendingComponent: () => (
    <div className="flex justify-center py-10">
      <Spinner label="Loading workouts" />
    </div>
  ),
  component: AdminWorkoutsPage,
})

function AdminWorkoutsPage() {
  const { tab = 'workouts' } = Route.useSearch()
  const navigate = useNavigate({ from: '/admin/workouts' })
  return (
    <>
      <PageHeading title="Manage Workouts & Exercises" back />
      <Tabs
        label="Catalogue"
        value={tab}
        onValueChange={(value) =>
          void navigate({
            search: value === 'exercises' ? { tab: 'exercises' } : {},
            replace: true,
          })
        }
        tabs={[
          { value: 'workouts', label: 'Workouts', content: <WorkoutsTab /> },
          { value: 'exercises', label: 'Exercises', content: <ExercisesTab /> },
        ]}
      />
    </>
  )
}

const grid = 'grid gap-4 sm:grid-cols-2 lg:grid-cols-3'
const emptyText = 'py-10 text-center text-slate-600 dark:text-slate-400'

function matches(needle: string, ...fields: (string | null)[]) {
  const n = needle.trim().toLowerCase()
  return !n || fields.some((f) => f?.toLowerCase().includes(n))
}

function Toolbar({
  search,
  onSearch,
  placeholder,
  createLabel,
  onCreate,
}: {
  search: string
  onSearch: (v: string) => void
  placeholder: string
  createLabel: string
  onCreate: () => void
}) {
  return (
    <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-center">
      <div className="flex-1">
        <SearchBox value={search} onChange={onSearch} placeholder={placeholder} />
      </div>
      <button type="button" className={buttonClass('primary')} onClick={onCreate}>
        <Plus aria-hidden className="h-4 w-4" /> {createLabel}
      </button>
    </div>
  )
}

function WorkoutsTab() {
  const [search, setSearch] = useState('')
  const [editing, setEditing] = useState<Workout | null | 'new'>(null)
  const [managing, setManaging] = useState<Workout | null>(null)
  const [deleting, setDeleting] = useState<Workout | null>(null)
  // Workouts are few (tens), so the whole list loads once and the search filters it here.
  const [list] = trpc.workouts.list.useSuspenseQuery()
  const remove = useDeleteWorkout({
    onSuccess: () => {
      toastDone('Workout deleted')
      setDeleting(null)
    },
    onError: toastFailed,
  })
  const rows = list.filter((w) => matches(search, w.title, w.description))
  // The card being managed follows the list, so its title stays current after an edit.
  const managed = managing ? (list.find((w) => w.id === managing.id) ?? managing) : null
  return (
    <section aria-label="Workouts">
      <Toolbar
        search={search}
        onSearch={setSearch}
        placeholder="Search workouts..."
        createLabel="Create Workout"
        onCreate={() => setEditing('new')}
      />
      {rows.length === 0 ? (
        <p className={emptyText}>No workouts found</p>
      ) : (
        <ul className={grid}>
          {rows.map((w) => (
            <WorkoutCard
              key={w.id}
              workout={w}
              onManage={() => setManaging(w)}
              onEdit={() => setEditing(w)}
              onDelete={() => setDeleting(w)}
            />
          ))}
        </ul>
      )}
      {editing ? (
        <WorkoutFormDialog
          workout={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      ) : null}
      {managed ? (
        <ManageExercisesDialog workout={managed} onClose={() => setManaging(null)} />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete workout?"
        description={`'${deleting?.title ?? ''}' and its exercise list will be deleted. Athletes keep their history of it.`}
        confirmLabel={remove.isPending ? 'Deleting...' : 'Delete Workout'}
        pending={remove.isPending}
        onConfirm={() => deleting && remove.mutate({ id: deleting.id })}
      />
    </section>
  )
}

const EXERCISE_PAGE = 60

function ExercisesTab() {
  const [search, setSearch] = useState('')
  const query = useDebouncedValue(search.trim())
  const [editing, setEditing] = useState<Exercise | null | 'new'>(null)
  const [deleting, setDeleting] = useState<Exercise | null>(null)
  // Searched and paged on the server: the library may be large (docs/product.md#search).
  const pages = useInfiniteQuery({
    queryKey: [['exercises', 'list'], { type: 'infinite', input: { query } }],
    initialPageParam: 0,
    queryFn: ({ pageParam }) =>
      trpcClient.exercises.list.query({
        query: query || undefined,
        limit: EXERCISE_PAGE,
        offset: pageParam,
      }),
    getNextPageParam: (last, all) =>
      last.length === EXERCISE_PAGE ? all.length * EXERCISE_PAGE : undefined,
    placeholderData: (previous) => previous,
  })
  const remove = useDeleteExercise({
    onSuccess: () => {
      toastDone('Exercise deleted')
      setDeleting(null)
    },
    onError: (error) => {
      setDeleting(null)
      toastFailed(error)
    },
  })
  const rows = pages.data?.pages.flat() ?? []
  return (
    <section aria-label="Exercises">
      <Toolbar
        search={search}
        onSearch={setSearch}
        placeholder="Search exercises..."
        createLabel="Create Exercise"
        onCreate={() => setEditing('new')}
      />
      {pages.isPending ? (
        <div className="flex justify-center py-10">
          <Spinner label="Loading exercises" />
        </div>
      ) : rows.length === 0 ? (
        <p className={emptyText}>No exercises found</p>
      ) : (
        <>
          <ul className={grid} aria-busy={pages.isFetching}>
            {rows.map((e) => (
              <ExerciseCard
                key={e.id}
                exercise={e}
                onEdit={() => setEditing(e)}
                onDelete={() => setDeleting(e)}
              />
            ))}
          </ul>
          {pages.hasNextPage ? (
            <div className="mt-4 flex justify-center">
              <button
                type="button"
                className={buttonClass('outline')}
                disabled={pages.isFetchingNextPage}
                onClick={() => void pages.fetchNextPage()}
              >
                {pages.isFetchingNextPage ? 'Loading...' : 'Load more'}
              </button>
            </div>
          ) : null}
        </>
      )}
      {editing ? (
        <ExerciseFormDialog
          exercise={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete exercise?"
        description={`'${deleting?.name ?? ''}' will be removed from the library.`}
        confirmLabel={remove.isPending ? 'Deleting...' : 'Delete Exercise'}
        pending={remove.isPending}
        onConfirm={() => deleting && remove.mutate({ id: deleting.id })}
      />
    </section>
  )
}
