import { Trans, useLingui } from '@lingui/react/macro'
import { buttonClass } from '~/client/components/ui/button'
import { Dialog } from '~/client/components/ui/dialog'
import { SelectField, TextAreaField, TextField } from '~/client/components/ui/form-field'
import { catalogueValueLabel, difficultyLabel } from '~/client/lib/display-labels'
import { serverFieldErrors } from '~/client/lib/errors'
import { useCreateWorkout, useUpdateWorkout } from '~/client/lib/mutations/use-catalogue-mutations'
import { requiredNumber, useZodForm } from '~/client/lib/use-zod-form'
import { WORKOUT_CATEGORIES, WORKOUT_DIFFICULTIES, type Workout } from '~/shared/schemas/catalogue'
import {
  WORKOUT_BACKGROUNDS,
  WORKOUT_DEFAULTS,
  workoutInputSchema,
} from '~/shared/schemas/catalogue-input'
import { toastDone, toastFailed } from '~/client/lib/mutation-toasts'

type Values = Record<
  'title' | 'description' | 'duration' | 'difficulty' | 'category' | 'imageBackground',
  string
>

function valuesOf(workout: Workout | null): Values {
  return {
    title: workout?.title ?? '',
    description: workout?.description ?? '',
    duration: String(workout?.duration ?? WORKOUT_DEFAULTS.duration),
    difficulty: workout?.difficulty ?? WORKOUT_DEFAULTS.difficulty,
    category: workout?.category ?? WORKOUT_DEFAULTS.category,
    imageBackground: workout?.imageBackground ?? '',
  }
}

/** Create Workout (no workout) or Edit Workout; mounted fresh each time it opens. */
export function WorkoutFormDialog({
  workout,
  private: isPrivate = false,
  onClose,
}: {
  workout: Workout | null
  /** A trainer's own workout (docs/product.md#trainer-workouts), not the catalogue's. */
  private?: boolean
  onClose: () => void
}) {
  const { t } = useLingui()
  const workoutTitle = workout?.title ?? ''
  const form = useZodForm({
    initial: valuesOf(workout),
    schema: workoutInputSchema,
    toInput: (v: Values) => ({ ...v, duration: requiredNumber(v.duration) }),
  })
  const onError = (error: unknown) => {
    form.setErrors(serverFieldErrors(error))
    toastFailed(error)
  }
  const create = useCreateWorkout({
    onSuccess: () => {
      toastDone(t`Workout created`)
      onClose()
    },
    onError,
  })
  const update = useUpdateWorkout({
    onSuccess: () => {
      toastDone(t`Workout updated`)
      onClose()
    },
    onError,
  })
  const pending = create.isPending || update.isPending
  const submit = (e: React.FormEvent) => {
    e.preventDefault()
    const result = form.validate()
    if (!result.ok) return
    if (workout) update.mutate({ id: workout.id, ...result.data })
    else create.mutate(isPrivate ? { ...result.data, private: true } : result.data)
  }
  const { values, errors, set } = form
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={workout ? t`Edit Workout` : t`Create Workout`}
      description={
        workout
          ? t`Change the details of ${workoutTitle}.`
          : isPrivate
            ? t`Write a workout for your clients. Only you and the clients you schedule it for see it.`
            : t`Add a workout to the catalogue.`
      }
    >
      <form onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2">
        <TextField
          className="sm:col-span-2"
          label={t`Title`}
          value={values.title}
          onChange={(v) => set('title', v)}
          error={errors.title}
        />
        <TextAreaField
          className="sm:col-span-2"
          label={t`Description`}
          value={values.description}
          onChange={(v) => set('description', v)}
          error={errors.description}
        />
        <TextField
          label={t`Duration (minutes)`}
          inputMode="numeric"
          value={values.duration}
          onChange={(v) => set('duration', v)}
          error={errors.duration}
          hint={t`Shown until the workout has exercises`}
        />
        <SelectField
          label={t`Difficulty`}
          value={values.difficulty}
          onChange={(v) => set('difficulty', v)}
          options={WORKOUT_DIFFICULTIES.map((d) => ({ value: d, label: difficultyLabel(d) }))}
          error={errors.difficulty}
        />
        <SelectField
          label={t`Category`}
          value={values.category}
          onChange={(v) => set('category', v)}
          options={WORKOUT_CATEGORIES.map((c) => ({ value: c, label: catalogueValueLabel(c) }))}
          error={errors.category}
        />
        <SelectField
          label={t`Image background`}
          value={values.imageBackground}
          onChange={(v) => set('imageBackground', v)}
          options={[
            { value: '', label: t`Choose a background...` },
            ...WORKOUT_BACKGROUNDS.map((b) => ({
              value: b.value,
              label: catalogueValueLabel(b.label.toLowerCase()),
            })),
          ]}
          error={errors.imageBackground}
        />
        <div className="flex flex-wrap justify-end gap-2 sm:col-span-2">
          <button type="button" className={buttonClass('outline')} onClick={onClose}>
            <Trans>Cancel</Trans>
          </button>
          <button type="submit" className={buttonClass('primary')} disabled={pending}>
            {pending ? t`Saving...` : workout ? t`Save Workout` : t`Create Workout`}
          </button>
        </div>
      </form>
    </Dialog>
  )
}
