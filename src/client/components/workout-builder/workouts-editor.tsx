import { Trans, useLingui } from '@lingui/react/macro'
import { Plus } from 'lucide-react'
import { useState } from 'react'
import { buttonClass } from '~/client/components/ui/button'
import { ConfirmDialog } from '~/client/components/ui/confirm-dialog'
import { SearchBox } from '~/client/components/ui/search-box'
import { useDeleteWorkout } from '~/client/lib/mutations/use-catalogue-mutations'
import { toastDone, toastFailed } from '~/client/lib/mutation-toasts'
import type { Workout } from '~/shared/schemas/catalogue'
import { WorkoutCard } from './catalogue-cards'
import { ManageExercisesDialog } from './manage-exercises-dialog'
import { WorkoutFormDialog } from './workout-form-dialog'

export const gridClass = 'grid gap-4 sm:grid-cols-2 lg:grid-cols-3'
export const emptyTextClass = 'py-10 text-center text-slate-600 dark:text-slate-400'

function matches(needle: string, ...fields: (string | null)[]) {
  const n = needle.trim().toLowerCase()
  return !n || fields.some((f) => f?.toLowerCase().includes(n))
}

export function Toolbar({
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

/**
 * The workouts editor: search, create, edit, manage exercises, delete. The admin's catalogue and
 * a trainer's private workouts (`private`: created as the trainer's own) are the same screen.
 */
export function WorkoutsEditor({
  list,
  private: isPrivate = false,
}: {
  list: Workout[]
  private?: boolean
}) {
  const { t } = useLingui()
  const [search, setSearch] = useState('')
  const [editing, setEditing] = useState<Workout | null | 'new'>(null)
  const [managing, setManaging] = useState<Workout | null>(null)
  const [deleting, setDeleting] = useState<Workout | null>(null)
  const remove = useDeleteWorkout({
    onSuccess: () => {
      toastDone(t`Workout deleted`)
      setDeleting(null)
    },
    onError: toastFailed,
  })
  // In quotes, kept out of the message: an ICU message reads '{…}' as a quoted literal.
  const deletingTitle = `'${deleting?.title ?? ''}'`
  const rows = list.filter((w) => matches(search, w.title, w.description))
  // The card being managed follows the list, so its title stays current after an edit.
  const managed = managing ? (list.find((w) => w.id === managing.id) ?? managing) : null
  return (
    <section aria-label={t`Workouts`}>
      <Toolbar
        search={search}
        onSearch={setSearch}
        placeholder={t`Search workouts...`}
        createLabel={t`Create Workout`}
        onCreate={() => setEditing('new')}
      />
      {rows.length === 0 ? (
        <p className={emptyTextClass}>
          <Trans>No workouts found</Trans>
        </p>
      ) : (
        <ul className={gridClass}>
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
          private={isPrivate}
          onClose={() => setEditing(null)}
        />
      ) : null}
      {managed ? (
        <ManageExercisesDialog workout={managed} onClose={() => setManaging(null)} />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t`Delete workout?`}
        description={t`${deletingTitle} and its exercise list will be deleted. Athletes keep their history of it.`}
        confirmLabel={remove.isPending ? t`Deleting...` : t`Delete Workout`}
        pending={remove.isPending}
        onConfirm={() => deleting && remove.mutate({ id: deleting.id })}
      />
    </section>
  )
}
