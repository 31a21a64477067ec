import { Trans, useLingui } from '@lingui/react/macro'
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
  mode,
  exerciseName,
  initial,
  submitLabel,
  pending,
  onSubmit,
  onClose,
}: {
  mode: 'configure' | 'edit'
  exerciseName: string
  initial?: Partial<WorkoutExerciseParams>
  submitLabel: string
  pending: boolean
  onSubmit: (values: ParamsValues, showErrors: (error: unknown) => void) => void
  onClose: () => void
}) {
  const { t } = useLingui()
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
      title={mode === 'configure' ? t`Configure Exercise` : t`Edit Exercise Parameters`}
      description={exerciseName}
    >
      <form onSubmit={submit} noValidate className="grid grid-cols-2 gap-4">
        <TextField
          label={t`Sets`}
          inputMode="numeric"
          value={values.sets}
          onChange={(v) => set('sets', v)}
          error={errors.sets}
        />
        <TextField
          label={t`Reps`}
          value={values.reps}
          onChange={(v) => set('reps', v)}
          error={errors.reps}
        />
        <TextField
          label={t`Duration (seconds)`}
          inputMode="numeric"
          value={values.duration}
          onChange={(v) => set('duration', v)}
          error={errors.duration}
          hint={t`Optional`}
        />
        <TextField
          label={t`Rest time (seconds)`}
          inputMode="numeric"
          value={values.restTime}
          onChange={(v) => set('restTime', v)}
          error={errors.restTime}
          hint={t`Optional`}
        />
        <TextAreaField
          className="col-span-2"
          label={t`Note`}
          value={values.note}
          onChange={(v) => set('note', v)}
          error={errors.note}
          hint={t`Optional: shown in the player, e.g. 'three seconds down'`}
        />
        <div className="col-span-2 flex flex-wrap justify-end gap-2">
          <button type="button" className={buttonClass('outline')} onClick={onClose}>
            <Trans>Cancel</Trans>
          </button>
          <button type="submit" className={buttonClass('primary')} disabled={pending}>
            {pending ? t`Saving...` : submitLabel}
          </button>
        </div>
      </form>
    </Dialog>
  )
}
