import { msg, plural } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { TableScroll } from '~/client/components/ui/table-scroll'
import { ArrowDown, ArrowUp, ChevronDown, ChevronUp, Pencil, Plus, Trash2 } from 'lucide-react'
import { useState } from 'react'
import { buttonClass } from '~/client/components/ui/button'
import { Dialog } from '~/client/components/ui/dialog'
import { Spinner } from '~/client/components/ui/spinner'
import { stacked } from '~/client/components/ui/stacked-table'
import { ConfirmDialog } from '~/client/components/ui/confirm-dialog'
import {
  useAddWorkoutBlock,
  useAddWorkoutExercise,
  useDeleteWorkoutBlock,
  useRemoveWorkoutExercise,
  useReorderWorkoutBlocks,
  useReorderWorkoutExercises,
  useUpdateWorkoutBlock,
  useUpdateWorkoutExercise,
} from '~/client/lib/mutations/use-catalogue-mutations'
import { trpc } from '~/client/lib/trpc'
import type { Exercise, Workout, WorkoutBlock, WorkoutExercise } from '~/shared/schemas/catalogue'
import {
  BLOCK_KIND_NUMBERS,
  SUPERSET_MAX_EXERCISES,
  SUPERSET_MIN_EXERCISES,
  type BlockNumber,
} from '~/shared/schemas/blocks'
import { supersetLabel } from '~/shared/rules/blocks'
import { blockSummaryLabel, exercisesLabel } from '~/client/lib/display-labels'
import { i18n } from '~/client/lib/i18n'
import { toastDone, toastFailed } from '~/client/lib/mutation-toasts'
import { BlockFormDialog } from './block-form-dialog'
import { ExerciseParamsDialog } from './exercise-params-dialog'
import { SelectExerciseDialog } from './select-exercise-dialog'

/** docs/product.md#admin-workouts: durations in seconds with an 's' suffix, or '-'. */
const seconds = (value: number | null) => (value === null ? '-' : `${value}s`)

const iconButtonClass =
  'inline-flex h-10 w-10 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:opacity-40 dark:text-slate-200 dark:hover:bg-slate-800'

// On phones each row is a card: '{order} {name}', then the labelled values, then the buttons.
const stackedValue = `${stacked.cell} max-sm:basis-full`

type Step =
  | { kind: 'table' }
  | { kind: 'select'; blockId?: number }
  | { kind: 'configure'; exercise: Exercise; blockId?: number }
  | { kind: 'edit'; row: WorkoutExercise }
  | { kind: 'add-block' }
  | { kind: 'edit-block'; block: WorkoutBlock }
  | { kind: 'delete-block'; block: WorkoutBlock }

/** 'Block 2 · EMOM · 12 min': a block's heading in the editor. */
const blockHeading = (block: WorkoutBlock, index: number) => {
  const blockNumber = index + 1
  const summary = blockSummaryLabel(block)
  return i18n._(msg`Block ${blockNumber} · ${summary}`)
}

/**
 * 'Manage Exercises for {workout}': the workout's blocks (docs/product.md#blocks), each with its
 * ordered exercises; adding, editing, reordering, moving between blocks, removing.
 */
export function ManageExercisesDialog({
  workout,
  onClose,
}: {
  workout: Workout
  onClose: () => void
}) {
  const { t } = useLingui()
  const [step, setStep] = useState<Step>({ kind: 'table' })
  const detail = trpc.workouts.exercises.useQuery({ id: workout.id })
  const rows = detail.data?.exercises ?? []
  const blocks = detail.data?.blocks ?? []
  // The list, the card's minutes and Daily all change with the exercises.

  const add = useAddWorkoutExercise({
    onSuccess: () => {
      toastDone(t`Exercise added`)
      setStep({ kind: 'table' })
    },
    onError: toastFailed,
  })
  const edit = useUpdateWorkoutExercise({
    onSuccess: () => {
      toastDone(t`Exercise updated`)
      setStep({ kind: 'table' })
    },
    onError: toastFailed,
  })
  const moveToBlock = useUpdateWorkoutExercise({
    onSuccess: () => toastDone(t`Exercise moved`),
    onError: toastFailed,
  })
  const remove = useRemoveWorkoutExercise({
    onSuccess: () => toastDone(t`Exercise removed`),
    onError: toastFailed,
  })
  const addBlock = useAddWorkoutBlock({
    onSuccess: () => {
      toastDone(t`Block added`)
      setStep({ kind: 'table' })
    },
  })
  const editBlock = useUpdateWorkoutBlock({
    onSuccess: () => {
      toastDone(t`Block updated`)
      setStep({ kind: 'table' })
    },
  })
  const deleteBlock = useDeleteWorkoutBlock({
    onSuccess: () => {
      toastDone(t`Block deleted`)
      setStep({ kind: 'table' })
    },
    onError: (error) => {
      setStep({ kind: 'table' })
      toastFailed(error)
    },
  })
  const reorderBlocks = useReorderWorkoutBlocks({ onError: toastFailed })
  const reorder = useReorderWorkoutExercises(workout.id, { onError: toastFailed })
  // Up and down move an exercise within its block; the Block select moves it to another.
  const move = (row: WorkoutExercise, by: -1 | 1) => {
    const ids = rows.map((r) => r.id)
    const index = ids.indexOf(row.id)
    ids.splice(index, 1)
    ids.splice(index + by, 0, row.id)
    reorder.mutate({ id: workout.id, workoutExerciseIds: ids })
  }
  const moveBlock = (index: number, by: -1 | 1) => {
    const ids = blocks.map((b) => b.id)
    const [moved] = ids.splice(index, 1)
    if (moved === undefined) return
    ids.splice(index + by, 0, moved)
    reorderBlocks.mutate({ id: workout.id, blockIds: ids })
  }
  const workoutTitle = workout.title
  const exerciseCount = exercisesLabel(rows.length)
  const blockCount = Math.max(blocks.length, 1)
  const blockLabels = (n: number) => ({
    up: t`Move block ${n} up`,
    down: t`Move block ${n} down`,
    edit: t`Edit block ${n}`,
    remove: t`Delete block ${n}`,
    add: t`Add an exercise to block ${n}`,
  })
  const minExercises = SUPERSET_MIN_EXERCISES
  const maxExercises = SUPERSET_MAX_EXERCISES
  const supersetShort = t`A superset alternates ${minExercises} to ${maxExercises} exercises: add another, or it runs as straight sets`
  const movedText = (exercises: string) =>
    t`Its ${exercises} move to the end of the block before it (after it, when it is the first).`
  const busy =
    reorder.isPending || remove.isPending || reorderBlocks.isPending || moveToBlock.isPending

  return (
    <Dialog
      open
      wide
      onOpenChange={(open) => !open && onClose()}
      title={t`Manage Exercises for ${workoutTitle}`}
      description={t`${exerciseCount} in ${plural(blockCount, { one: '# block', other: '# blocks' })}`}
    >
      <div className="mb-3 flex flex-wrap justify-end gap-2">
        <button
          type="button"
          className={buttonClass('outline')}
          onClick={() => setStep({ kind: 'add-block' })}
        >
          <Plus aria-hidden className="h-4 w-4" /> <Trans>Add Block</Trans>
        </button>
        <button
          type="button"
          className={buttonClass('primary')}
          onClick={() => setStep({ kind: 'select' })}
        >
          <Plus aria-hidden className="h-4 w-4" /> <Trans>Add Exercise</Trans>
        </button>
      </div>
      {detail.isPending ? (
        <div className="flex justify-center py-8">
          <Spinner label={t`Loading exercises`} />
        </div>
      ) : blocks.length === 0 ? (
        <p className="py-6 text-center text-slate-600 dark:text-slate-400">
          <Trans>No exercises added to this workout yet</Trans>
        </p>
      ) : (
        <div className="space-y-5">
          {blocks.map((block, b) => {
            const heading = blockHeading(block, b)
            const labels = blockLabels(b + 1)
            const short =
              block.kind === 'superset' && block.exercises.length < SUPERSET_MIN_EXERCISES
            return (
              <section
                key={block.id}
                aria-labelledby={`block-${block.id}`}
                className="rounded-lg border border-slate-200 p-3 dark:border-slate-700"
              >
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <h3 id={`block-${block.id}`} className="text-base font-semibold">
                    {heading}
                  </h3>
                  <div className="flex flex-wrap">
                    <button
                      type="button"
                      className={iconButtonClass}
                      aria-label={labels.up}
                      disabled={b === 0 || busy}
                      onClick={() => moveBlock(b, -1)}
                    >
                      <ChevronUp aria-hidden className="h-4 w-4" />
                    </button>
                    <button
                      type="button"
                      className={iconButtonClass}
                      aria-label={labels.down}
                      disabled={b === blocks.length - 1 || busy}
                      onClick={() => moveBlock(b, 1)}
                    >
                      <ChevronDown aria-hidden className="h-4 w-4" />
                    </button>
                    <button
                      type="button"
                      className={iconButtonClass}
                      aria-label={labels.edit}
                      onClick={() => setStep({ kind: 'edit-block', block })}
                    >
                      <Pencil aria-hidden className="h-4 w-4" />
                    </button>
                    <button
                      type="button"
                      className={`${iconButtonClass} text-red-700 dark:text-red-400`}
                      aria-label={labels.remove}
                      disabled={busy}
                      onClick={() => setStep({ kind: 'delete-block', block })}
                    >
                      <Trash2 aria-hidden className="h-4 w-4" />
                    </button>
                    <button
                      type="button"
                      className={iconButtonClass}
                      aria-label={labels.add}
                      title={t`Add an exercise to this block`}
                      onClick={() => setStep({ kind: 'select', blockId: block.id })}
                    >
                      <Plus aria-hidden className="h-4 w-4" />
                    </button>
                  </div>
                </div>
                {short ? (
                  <p className="mt-1 text-sm text-amber-800 dark:text-amber-300">{supersetShort}</p>
                ) : null}
                {block.exercises.length === 0 ? (
                  <p className="py-3 text-sm text-slate-600 dark:text-slate-400">
                    <Trans>No exercises in this block yet</Trans>
                  </p>
                ) : (
                  <BlockTable
                    workout={workout}
                    heading={heading}
                    block={block}
                    letterIndex={b}
                    blocks={blocks}
                    busy={busy}
                    onMove={move}
                    onMoveToBlock={(row, blockId) => moveToBlock.mutate({ id: row.id, blockId })}
                    onEdit={(row) => setStep({ kind: 'edit', row })}
                    onRemove={(row) =>
                      remove.mutate({ workoutId: workout.id, exerciseId: row.exerciseId })
                    }
                  />
                )}
              </section>
            )
          })}
        </div>
      )}

      {step.kind === 'select' ? (
        <SelectExerciseDialog
          excludeIds={new Set(rows.map((r) => r.exerciseId))}
          onSelect={(exercise) => setStep({ kind: 'configure', exercise, blockId: step.blockId })}
          onClose={() => setStep({ kind: 'table' })}
        />
      ) : null}
      {step.kind === 'configure' ? (
        <ExerciseParamsDialog
          mode="configure"
          exerciseName={step.exercise.name}
          submitLabel={t`Add Exercise`}
          pending={add.isPending}
          onSubmit={(values, showErrors) =>
            add.mutate(
              {
                id: workout.id,
                exerciseId: step.exercise.id,
                // docs/product.md#catalogue: an added exercise goes last (in its block, when
                // one was chosen), order = current count + 1.
                ...(step.blockId === undefined
                  ? { order: rows.length + 1 }
                  : { blockId: step.blockId }),
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
          mode="edit"
          exerciseName={step.row.exercise.name}
          initial={step.row}
          submitLabel={t`Save`}
          pending={edit.isPending}
          onSubmit={(values, showErrors) =>
            edit.mutate({ id: step.row.id, ...values }, { onError: showErrors })
          }
          onClose={() => setStep({ kind: 'table' })}
        />
      ) : null}
      {step.kind === 'add-block' ? (
        <BlockFormDialog
          mode="add"
          pending={addBlock.isPending}
          onSubmit={(values, showErrors) =>
            addBlock.mutate({ id: workout.id, ...values }, { onError: showErrors })
          }
          onClose={() => setStep({ kind: 'table' })}
        />
      ) : null}
      {step.kind === 'edit-block' ? (
        <BlockFormDialog
          mode="edit"
          initial={step.block}
          pending={editBlock.isPending}
          onSubmit={({ kind, ...numbers }, showErrors) =>
            editBlock.mutate(
              {
                id: workout.id,
                blockId: step.block.id,
                kind,
                // A number left blank is cleared (an optional one falls back to its default).
                ...Object.fromEntries(
                  Object.keys(BLOCK_KIND_NUMBERS[kind]).map((n) => [
                    n,
                    numbers[n as BlockNumber] ?? null,
                  ]),
                ),
              },
              { onError: showErrors },
            )
          }
          onClose={() => setStep({ kind: 'table' })}
        />
      ) : null}
      <ConfirmDialog
        open={step.kind === 'delete-block'}
        onOpenChange={(open) => !open && setStep({ kind: 'table' })}
        title={t`Delete block?`}
        description={
          step.kind === 'delete-block' && step.block.exercises.length > 0
            ? movedText(exercisesLabel(step.block.exercises.length))
            : t`The empty block is removed.`
        }
        confirmLabel={deleteBlock.isPending ? t`Deleting...` : t`Delete Block`}
        pending={deleteBlock.isPending}
        onConfirm={() =>
          step.kind === 'delete-block' &&
          deleteBlock.mutate({ id: workout.id, blockId: step.block.id })
        }
      />
    </Dialog>
  )
}

/**
 * One block's exercises: superset partners placed as the player and the wall place them (A1, A2
 * for the first block, B1, B2 for the second: `supersetLabel`), the others numbered.
 */
function BlockTable({
  workout,
  heading,
  block,
  letterIndex,
  blocks,
  busy,
  onMove,
  onMoveToBlock,
  onEdit,
  onRemove,
}: {
  workout: Workout
  heading: string
  block: WorkoutBlock
  /** The block's place among the workout's blocks: its superset letter. */
  letterIndex: number
  blocks: readonly WorkoutBlock[]
  busy: boolean
  onMove: (row: WorkoutExercise, by: -1 | 1) => void
  onMoveToBlock: (row: WorkoutExercise, blockId: number) => void
  onEdit: (row: WorkoutExercise) => void
  onRemove: (row: WorkoutExercise) => void
}) {
  const { t } = useLingui()
  const rows = block.exercises
  const workoutTitle = workout.title
  const rowLabels = (name: string) => ({
    block: t`Block of ${name}`,
    up: t`Move ${name} up`,
    down: t`Move ${name} down`,
    edit: t`Edit parameters of ${name}`,
    remove: t`Remove ${name}`,
  })
  return (
    <TableScroll label={t`Exercises of ${heading}`} busy={busy} className="mt-2">
      <table className={`${stacked.table} sm:min-w-[40rem]`}>
        <caption className="sr-only">
          <Trans>
            Exercises of {workoutTitle}, {heading}, in order
          </Trans>
        </caption>
        <thead
          className={`${stacked.head} border-b border-slate-200 text-slate-600 dark:border-slate-700 dark:text-slate-300`}
        >
          <tr>
            <th scope="col" className="py-2 pr-2">
              <Trans>Order</Trans>
            </th>
            <th scope="col" className="py-2 pr-2">
              <Trans>Exercise</Trans>
            </th>
            <th scope="col" className="py-2 pr-2">
              <Trans>Sets</Trans>
            </th>
            <th scope="col" className="py-2 pr-2">
              <Trans>Reps</Trans>
            </th>
            <th scope="col" className="py-2 pr-2">
              <Trans>Duration</Trans>
            </th>
            <th scope="col" className="py-2 pr-2">
              <Trans>Rest Time</Trans>
            </th>
            {blocks.length > 1 ? (
              <th scope="col" className="py-2 pr-2">
                <Trans>Block</Trans>
              </th>
            ) : null}
            <th scope="col" className="py-2 text-right">
              <Trans>Actions</Trans>
            </th>
          </tr>
        </thead>
        <tbody className={stacked.body}>
          {rows.map((row, i) => (
            <tr
              key={row.id}
              className="border-b border-slate-100 max-sm:flex max-sm:flex-wrap max-sm:items-baseline max-sm:py-3 dark:border-slate-800"
            >
              <td className="py-1 pr-2 font-semibold max-sm:text-base">
                {block.kind === 'superset' ? supersetLabel(letterIndex, i) : row.order}
              </td>
              <td className="py-1 pr-2 max-sm:flex-1 max-sm:text-base max-sm:font-semibold">
                {row.exercise.name}
                {row.note ? (
                  <span className="block text-sm font-normal text-slate-600 dark:text-slate-400">
                    {row.note}
                  </span>
                ) : null}
              </td>
              <td className={`py-1 pr-2 ${stackedValue}`} data-label={t`Sets`}>
                {row.sets}
              </td>
              <td className={`py-1 pr-2 ${stackedValue}`} data-label={t`Reps`}>
                {row.reps}
              </td>
              <td className={`py-1 pr-2 ${stackedValue}`} data-label={t`Duration`}>
                {seconds(row.duration)}
              </td>
              <td className={`py-1 pr-2 ${stackedValue}`} data-label={t`Rest Time`}>
                {seconds(row.restTime)}
              </td>
              {blocks.length > 1 ? (
                <td className="py-1 pr-2 max-sm:basis-full">
                  <select
                    aria-label={rowLabels(row.exercise.name).block}
                    className="min-h-10 rounded-lg border border-slate-300 bg-white px-2 text-sm dark:border-slate-600 dark:bg-slate-900"
                    value={block.id}
                    disabled={busy}
                    onChange={(e) => onMoveToBlock(row, Number(e.target.value))}
                  >
                    {blocks.map((b, n) => (
                      <option key={b.id} value={b.id}>
                        {`${n + 1}: ${blockSummaryLabel(b)}`}
                      </option>
                    ))}
                  </select>
                </td>
              ) : null}
              <td className="py-1 max-sm:basis-full">
                <div className="flex justify-end max-sm:justify-start">
                  <button
                    type="button"
                    className={iconButtonClass}
                    aria-label={rowLabels(row.exercise.name).up}
                    disabled={i === 0 || busy}
                    onClick={() => onMove(row, -1)}
                  >
                    <ArrowUp aria-hidden className="h-4 w-4" />
                  </button>
                  <button
                    type="button"
                    className={iconButtonClass}
                    aria-label={rowLabels(row.exercise.name).down}
                    disabled={i === rows.length - 1 || busy}
                    onClick={() => onMove(row, 1)}
                  >
                    <ArrowDown aria-hidden className="h-4 w-4" />
                  </button>
                  <button
                    type="button"
                    className={iconButtonClass}
                    aria-label={rowLabels(row.exercise.name).edit}
                    onClick={() => onEdit(row)}
                  >
                    <Pencil aria-hidden className="h-4 w-4" />
                  </button>
                  <button
                    type="button"
                    className={`${iconButtonClass} text-red-700 dark:text-red-400`}
                    aria-label={rowLabels(row.exercise.name).remove}
                    disabled={busy}
                    onClick={() => onRemove(row)}
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
  )
}
