import { Trans, useLingui } from '@lingui/react/macro'
import { useInfiniteQuery } from '@tanstack/react-query'
import { useDeleteExercise } from '~/client/lib/mutations/use-catalogue-mutations'
import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { PageHeading } from '~/client/components/page-heading'
import { buttonClass } from '~/client/components/ui/button'
import { ConfirmDialog } from '~/client/components/ui/confirm-dialog'
import { Spinner } from '~/client/components/ui/spinner'
import { Tabs } from '~/client/components/ui/tabs'
import { trpc, trpcClient } from '~/client/lib/trpc'
import { useDebouncedValue } from '~/client/lib/use-debounced-value'
import type { Exercise } from '~/shared/schemas/catalogue'
import { toastDone, toastFailed } from './-components/admin-toasts'
import { ExerciseCard } from '~/client/components/workout-builder/catalogue-cards'
import { ExerciseFormDialog } from './-components/exercise-form-dialog'
import {
  emptyTextClass,
  gridClass,
  Toolbar,
  WorkoutsEditor,
} from '~/client/components/workout-builder/workouts-editor'

type Tab = 'workouts' | 'exercises'

export const Route = createFileRoute('/_app/admin/workouts')({
  validateSearch: (s: Record<string, unknown>): { tab?: Tab } => ({
    tab: s.tab === 'exercises' ? 'exercises' : undefined,
  }),
  loader: ({ context }) => context.utils.workouts.list.ensureData(),
  pendingComponent: AdminWorkoutsPending,
  component: AdminWorkoutsPage,
})

function AdminWorkoutsPending() {
  const { t } = useLingui()
  return (
    <div className="flex justify-center py-10">
      <Spinner label={t`Loading workouts`} />
    </div>
  )
}

function AdminWorkoutsPage() {
  const { t } = useLingui()
  const { tab = 'workouts' } = Route.useSearch()
  const navigate = useNavigate({ from: '/admin/workouts' })
  return (
    <>
      <PageHeading title={t`Manage Workouts & Exercises`} back />
      <Tabs
        label={t`Catalogue`}
        value={tab}
        onValueChange={(value) =>
          void navigate({
            search: value === 'exercises' ? { tab: 'exercises' } : {},
            replace: true,
          })
        }
        tabs={[
          { value: 'workouts', label: t`Workouts`, content: <WorkoutsTab /> },
          { value: 'exercises', label: t`Exercises`, content: <ExercisesTab /> },
        ]}
      />
    </>
  )
}

function WorkoutsTab() {
  // Workouts are few (tens), so the whole list loads once and the editor's search filters it.
  const [list] = trpc.workouts.list.useSuspenseQuery()
  return <WorkoutsEditor list={list} />
}

const EXERCISE_PAGE = 60

function ExercisesTab() {
  const { t } = useLingui()
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
      toastDone(t`Exercise deleted`)
      setDeleting(null)
    },
    onError: (error) => {
      setDeleting(null)
      toastFailed(error)
    },
  })
  const rows = pages.data?.pages.flat() ?? []
  // In quotes, kept out of the message: an ICU message reads '{…}' as a quoted literal.
  const deletingName = `'${deleting?.name ?? ''}'`
  return (
    <section aria-label={t`Exercises`}>
      <Toolbar
        search={search}
        onSearch={setSearch}
        placeholder={t`Search exercises...`}
        createLabel={t`Create Exercise`}
        onCreate={() => setEditing('new')}
      />
      {pages.isPending ? (
        <div className="flex justify-center py-10">
          <Spinner label={t`Loading exercises`} />
        </div>
      ) : rows.length === 0 ? (
        <p className={emptyTextClass}>
          <Trans>No exercises found</Trans>
        </p>
      ) : (
        <>
          <ul className={gridClass} aria-busy={pages.isFetching}>
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
                {pages.isFetchingNextPage ? t`Loading...` : t`Load more`}
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
        title={t`Delete exercise?`}
        description={t`${deletingName} will be removed from the library.`}
        confirmLabel={remove.isPending ? t`Deleting...` : t`Delete Exercise`}
        pending={remove.isPending}
        onConfirm={() => deleting && remove.mutate({ id: deleting.id })}
      />
    </section>
  )
}
