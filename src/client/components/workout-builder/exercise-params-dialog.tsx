import { buttonClass } from '~/client/components/ui/button'
import { Dialog } from '~/client/components/ui/dialog'
import { TextAreaField, TextField } from '~/client/components/ui/form-field'
import { serverFieldErrors } from '~/client/lib/errors'
import { optionalNumber, requiredNumber, useZodForm } from '~/client/lib/use-zod-form'
import {
  WORKOUT_EXERCISE_DEFAULTS,
  workoutExerciseParamsSchema,
  type WorkoutExerciseParams,
} from '~/shared/schemas/catalogue-input'

type Values = Record<'sets' | 'reps' | 'duration' | 'restTime' | 'note', string>

export interface ParamsValues {
  sets: number
  reps: string
  duration: number | null
  restTime: number | null
  note: string | null
}

/**
 * 'Configure Exercise' (adding) and 'Edit Exercise Parameters' (editing): sets, reps, duration
 * rest time and a note, with the defaults and messages of docs/product.md#validation.
 */
export function ExerciseParamsDialog({
  title,
  exerciseName,
  initial,
  submitLabel,
  pending,
  onSubmit,
  onClose,
}: {
  title: 'Configure Exercise' | 'Edit Exercise Parameters'
  exerciseName: string
  initial?: Partial<WorkoutExerciseParams>
  submitLabel: string
  pending: boolean
  onSubmit: (values: ParamsValues, showErrors: (error: unknown) => void) => void
  onClose: () => void
}) {
  const form = useZodForm({
    initial: {
      sets: String(initial?.sets ?? WORKOUT_EXERCISE_DEFAULTS.sets),
      reps: String(initial?.reps ?? WORKOUT_EXERCISE_DEFAULTS.reps),
      duration: initial?.duration?.toString() ?? '',
      restTime: initial?.restTime?.toString() ?? '',
      note: initial?.note ?? '',
    },
    schema: workoutExerciseParamsSchema,
    toInput: (v: Values) => ({
      sets: requiredNumber(v.sets),
      reps: v.reps,
      duration: optionalNumber(v.duration),
      restTime: optionalNumber(v.restTime),
      note: v.note,
    }),
  })
  const { values, errors, set } = form
  const submit = (e: React.FormEvent) => {
    e.preventDefault()
    const result = form.validate()
    if (!result.ok) return
    onSubmit(
      {
        sets: result.data.sets,
        reps: result.data.reps,
        duration: result.data.duration ?? null,
        restTime: result.data.restTime ?? null,
        note: result.data.note ?? null,
      },
      (error) => form.setErrors(serverFieldErrors(error)),
    )
  }
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={title}
      description={exerciseName}
    >
      <form onSubmit={submit} noValidate className="grid grid-cols-2 gap-4">
        <TextField
          label="Sets"
          inputMode="numeric"
          value={values.sets}
          onChange={(v) => set('sets', v)}
          error={errors.sets}
        />
        <TextField
          label="Reps"
          value={values.reps}
          onChange={(v) => set('reps', v)}
          error={errors.reps}
        />
        <TextField
          label="Duration (seconds)"
          inputMode="numeric"
          value={values.duration}
          onChange={(v) => set('duration', v)}
          error={errors.duration}
          hint="Optional"
        />
        <TextField
          label="Rest time (seconds)"
          inputMode="numeric"
          value={values.restTime}
          onChange={(v) => set('restTime', v)}
          error={errors.restTime}
          hint="Optional"
        />
        <TextAreaField
          className="col-span-2"
          label="Note"
          value={values.note}
          onChange={(v) => set('note', v)}
          error={errors.note}
          hint="Optional: shown in the player, e.g. 'three seconds down'"
        />
        <div className="col-span-2 flex flex-wrap justify-end gap-2">
          <button type="button" className={buttonClass('outline')} onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className={buttonClass('primary')} disabled={pending}>
            {pending ? 'Saving...' : submitLabel}
          </button>
        </div>
      </form>
    </Dialog>
  )
}
