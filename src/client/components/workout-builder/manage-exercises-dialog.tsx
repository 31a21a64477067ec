import { TableScroll } from '~/client/components/ui/table-scroll'
import { ArrowDown, ArrowUp, Pencil, Plus, Trash2 } from 'lucide-react'
import { useState } from 'react'
import { buttonClass } from '~/client/components/ui/button'
import { Dialog } from '~/client/components/ui/dialog'
import { Spinner } from '~/client/components/ui/spinner'
import { stacked } from '~/client/components/ui/stacked-table'
import {
  useAddWorkoutExercise,
  useRemoveWorkoutExercise,
  useReorderWorkoutExercises,
  useUpdateWorkoutExercise,
} from '~/client/lib/mutations/use-catalogue-mutations'
import { trpc } from '~/client/lib/trpc'
import type { Exercise, Workout, WorkoutExercise } from '~/shared/schemas/catalogue'
import { plural } from '~/shared/rules/labels'
import { toastDone, toastFailed } from '~/client/lib/mutation-toasts'
import { ExerciseParamsDialog } from './exercise-params-dialog'
import { SelectExerciseDialog } from './select-exercise-dialog'

/** docs/product.md#admin-workouts: durations in seconds with an 's' suffix, or '-'. */
const seconds = (value: number | null) => (value === null ? '-' : `${value}s`)

const iconButton =
  'inline-flex h-10 w-10 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:opacity-40 dark:text-slate-200 dark:hover:bg-slate-800'

// On phones each row is a card: '{order} {name}', then the labelled values, then the buttons.
const stackedValue = `${stacked.cell} max-sm:basis-full`

type Step =
  | { kind: 'table' }
  | { kind: 'select' }
  | { kind: 'configure'; exercise: Exercise }
  | { kind: 'edit'; row: WorkoutExercise }

/** 'Manage Exercises for {workout}': the ordered table, adding, editing, reordering, removing. */
export function ManageExercisesDialog({
  workout,
  onClose,
}: {
  workout: Workout
  onClose: () => void
}) {
  const [step, setStep] = useState<Step>({ kind: 'table' })
  const detail = trpc.workouts.exercises.useQuery({ id: workout.id })
  const rows = detail.data?.exercises ?? []
  // The list, the card's minutes and Daily all change with the exercises.

  const add = useAddWorkoutExercise({
    onSuccess: () => {
      toastDone('Exercise added')
      setStep({ kind: 'table' })
    },
    onError: toastFailed,
  })
  const edit = useUpdateWorkoutExercise({
    onSuccess: () => {
      toastDone('Exercise updated')
      setStep({ kind: 'table' })
    },
    onError: toastFailed,
  })
  const remove = useRemoveWorkoutExercise({
    onSuccess: () => toastDone('Exercise removed'),
    onError: toastFailed,
  })
  const reorder = useReorderWorkoutExercises(workout.id, { onError: toastFailed })
  const move = (index: number, by: -1 | 1) => {
    const ids = rows.map((r) => r.id)
    const [moved] = ids.splice(index, 1)
    if (moved === undefined) return
    ids.splice(index + by, 0, moved)
    reorder.mutate({ id: workout.id, workoutExerciseIds: ids })
  }
  const busy = reorder.isPending || remove.isPending

  return (
    <Dialog
      open
      wide
      onOpenChange={(open) => !open && onClose()}
      title={`Manage Exercises for ${workout.title}`}
      description={plural(rows.length, 'exercise')}
    >
      <div className="mb-3 flex justify-end">
        <button
          type="button"
          className={buttonClass('primary')}
          onClick={() => setStep({ kind: 'select' })}
        >
          <Plus aria-hidden className="h-4 w-4" /> Add Exercise
        </button>
      </div>
      {detail.isPending ? (
        <div className="flex justify-center py-8">
          <Spinner label="Loading exercises" />
        </div>
      ) : rows.length === 0 ? (
        <p className="py-6 text-center text-slate-600 dark:text-slate-400">
          No exercises added to this workout yet
        </p>
      ) : (
        <TableScroll label={`Exercises of ${workout.title}`} busy={busy}>
          <table className={`${stacked.table} sm:min-w-[36rem]`}>
            <caption className="sr-only">Exercises of {workout.title} in order</caption>
            <thead
              className={`${stacked.head} border-b border-slate-200 text-slate-600 dark:border-slate-700 dark:text-slate-300`}
            >
              <tr>
                <th scope="col" className="py-2 pr-2">
                  Order
                </th>
                <th scope="col" className="py-2 pr-2">
                  Exercise
                </th>
                <th scope="col" className="py-2 pr-2">
                  Sets
                </th>
                <th scope="col" className="py-2 pr-2">
                  Reps
                </th>
                <th scope="col" className="py-2 pr-2">
                  Duration
                </th>
                <th scope="col" className="py-2 pr-2">
                  Rest Time
                </th>
                <th scope="col" className="py-2 text-right">
                  Actions
                </th>
              </tr>
            </thead>
            <tbody className={stacked.body}>
              {rows.map((row, i) => (
                <tr
                  key={row.id}
                  className="border-b border-slate-100 max-sm:flex max-sm:flex-wrap max-sm:items-baseline max-sm:py-3 dark:border-slate-800"
                >
                  <td className="py-1 pr-2 font-semibold max-sm:text-base">{row.order}</td>
                  <td className="py-1 pr-2 max-sm:flex-1 max-sm:text-base max-sm:font-semibold">
                    {row.exercise.name}
                    {row.note ? (
                      <span className="block text-sm font-normal text-slate-600 dark:text-slate-400">
                        {row.note}
                      </span>
                    ) : null}
                  </td>
                  <td className={`py-1 pr-2 ${stackedValue}`} data-label="Sets">
                    {row.sets}
                  </td>
                  <td className={`py-1 pr-2 ${stackedValue}`} data-label="Reps">
                    {row.reps}
                  </td>
                  <td className={`py-1 pr-2 ${stackedValue}`} data-label="Duration">
                    {seconds(row.duration)}
                  </td>
                  <td className={`py-1 pr-2 ${stackedValue}`} data-label="Rest Time">
                    {seconds(row.restTime)}
                  </td>
                  <td className="py-1 max-sm:basis-full">
                    <div className="flex justify-end max-sm:justify-start">
                      <button
                        type="button"
                        className={iconButton}
                        aria-label={`Move ${row.exercise.name} up`}
                        disabled={i === 0 || busy}
                        onClick={() => move(i, -1)}
                      >
                        <ArrowUp aria-hidden className="h-4 w-4" />
                      </button>
                      <button
                        type="button"
                        className={iconButton}
                        aria-label={`Move ${row.exercise.name} down`}
                        disabled={i === rows.length - 1 || busy}
                        onClick={() => move(i, 1)}
                      >
                        <ArrowDown aria-hidden className="h-4 w-4" />
                      </button>
                      <button
                        type="button"
                        className={iconButton}
                        aria-label={`Edit parameters of ${row.exercise.name}`}
                        onClick={() => setStep({ kind: 'edit', row })}
                      >
                        <Pencil aria-hidden className="h-4 w-4" />
                      </button>
                      <button
                        type="button"
                        className={`${iconButton} text-red-700 dark:text-red-400`}
                        aria-label={`Remove ${row.exercise.name}`}
                        disabled={busy}
                        onClick={() =>
                          remove.mutate({ workoutId: workout.id, exerciseId: row.exerciseId })
                        }
                      >
                        <Trash2 aria-hidden className="h-4 w-4" />
                      </button>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}

      {step.kind === 'select' ? (
        <SelectExerciseDialog
          excludeIds={new Set(rows.map((r) => r.exerciseId))}
          onSelect={(exercise) => setStep({ kind: 'configure', exercise })}
          onClose={() => setStep({ kind: 'table' })}
        />
      ) : null}
      {step.kind === 'configure' ? (
        <ExerciseParamsDialog
          title="Configure Exercise"
          exerciseName={step.exercise.name}
          submitLabel="Add Exercise"
          pending={add.isPending}
          onSubmit={(values, showErrors) =>
            add.mutate(
              {
                id: workout.id,
                exerciseId: step.exercise.id,
                // docs/product.md#catalogue: an added exercise goes last, order = current count + 1.
                order: rows.length + 1,
                ...values,
              },
              { onError: showErrors },
            )
          }
          onClose={() => setStep({ kind: 'table' })}
        />
      ) : null}
      {step.kind === 'edit' ? (
        <ExerciseParamsDialog
          title="Edit Exercise Parameters"
          exerciseName={step.row.exercise.name}
          initial={step.row}
          submitLabel="Save"
          pending={edit.isPending}
          onSubmit={(values, showErrors) =>
            edit.mutate({ id: step.row.id, ...values }, { onError: showErrors })
          }
          onClose={() => setStep({ kind: 'table' })}
        />
      ) : null}
    </Dialog>
  )
}
