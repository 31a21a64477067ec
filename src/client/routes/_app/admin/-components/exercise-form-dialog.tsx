import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { buttonClass } from '~/client/components/ui/button'
import { Dialog } from '~/client/components/ui/dialog'
import { optionsOf, SelectField, TextAreaField, TextField } from '~/client/components/ui/form-field'
import { Tabs } from '~/client/components/ui/tabs'
import { catalogueValueLabel, difficultyLabel } from '~/client/lib/display-labels'
import { serverFieldErrors } from '~/client/lib/errors'
import {
  useCreateExercise,
  useUpdateExercise,
} from '~/client/lib/mutations/use-catalogue-mutations'
import { trpc } from '~/client/lib/trpc'
import { optionalNumber, requiredNumber, useZodForm } from '~/client/lib/use-zod-form'
import type { Exercise } from '~/shared/schemas/catalogue'
import {
  BODY_PARTS,
  EXERCISE_CATEGORIES,
  EXERCISE_DIFFICULTIES,
  exerciseInputSchema,
  linesFromTips,
} from '~/shared/schemas/catalogue-input'
import { toastDone, toastFailed } from './admin-toasts'

/** The whole library in one page, for the variation selects (it is at most a few hundred). */
const LIST_LIMIT = 500

const TABS = [
  {
    value: 'basic',
    label: msg`Basic Info`,
    fields: [
      'name',
      'description',
      'category',
      'bodyPart',
      'difficulty',
      'equipment',
      'icon',
      'variations',
    ],
  },
  {
    value: 'details',
    label: msg`Details`,
    fields: [
      'instructions',
      'targetMuscles',
      'tempo',
      'reps',
      'duration',
      'restTime',
      'imageUrl',
      'videoUrl',
    ],
  },
  {
    value: 'form',
    label: msg`Form`,
    fields: ['rightFormImageUrl', 'wrongFormImageUrl', 'correctFormTips', 'incorrectFormTips'],
  },
  {
    value: 'progress',
    label: msg`Progress`,
    fields: ['easierExerciseId', 'harderExerciseId', 'progressionTips', 'regressionTips'],
  },
] as const

type FieldName = (typeof TABS)[number]['fields'][number]
type Values = Record<FieldName, string>

function valuesOf(e: Exercise | null): Values {
  return {
    name: e?.name ?? '',
    description: e?.description ?? '',
    category: e?.category ?? '',
    bodyPart: e?.bodyPart ?? 'upper',
    difficulty: e?.difficulty ?? 'beginner',
    equipment: e?.equipment ?? '',
    icon: e?.icon ?? '',
    variations: String(e?.variations ?? 1),
    instructions: e?.instructions ?? '',
    targetMuscles: e?.targetMuscles ?? '',
    tempo: e?.tempo ?? '',
    reps: e?.reps ?? '',
    duration: e?.duration?.toString() ?? '',
    restTime: e?.restTime ?? '',
    imageUrl: e?.imageUrl ?? '',
    videoUrl: e?.videoUrl ?? '',
    rightFormImageUrl: e?.rightFormImageUrl ?? '',
    wrongFormImageUrl: e?.wrongFormImageUrl ?? '',
    correctFormTips: linesFromTips(e?.correctFormTips ?? []),
    incorrectFormTips: linesFromTips(e?.incorrectFormTips ?? []),
    progressionTips: e?.progressionTips ?? '',
    regressionTips: e?.regressionTips ?? '',
    easierExerciseId: e?.easierExerciseId?.toString() ?? '',
    harderExerciseId: e?.harderExerciseId?.toString() ?? '',
  }
}

/** Create Exercise (no exercise) or Edit Exercise, in the four tabs of docs/product.md#admin-workouts. */
export function ExerciseFormDialog({
  exercise,
  onClose,
}: {
  exercise: Exercise | null
  onClose: () => void
}) {
  const { t } = useLingui()
  const [tab, setTab] = useState<string>('basic')
  const form = useZodForm({
    initial: valuesOf(exercise),
    schema: exerciseInputSchema,
    toInput: (v: Values) => ({
      ...v,
      variations: requiredNumber(v.variations),
      duration: optionalNumber(v.duration),
      easierExerciseId: v.easierExerciseId ? Number(v.easierExerciseId) : null,
      harderExerciseId: v.harderExerciseId ? Number(v.harderExerciseId) : null,
    }),
  })
  const { values, errors, set } = form
  const exerciseName = exercise?.name ?? ''
  // A message on another tab is no use unseen: open the first tab that has one.
  const showFirstError = (fieldErrors: Record<string, string | undefined>) => {
    const first = TABS.find((section) => section.fields.some((f) => fieldErrors[f]))
    if (first) setTab(first.value)
  }
  const onSuccess = (title: string) => () => {
    toastDone(title)
    onClose()
  }
  const onError = (error: unknown) => {
    const fieldErrors = serverFieldErrors(error)
    form.setErrors(fieldErrors)
    showFirstError(fieldErrors)
    toastFailed(error)
  }
  const create = useCreateExercise({
    onSuccess: onSuccess(t`Exercise created`),
    onError,
  })
  const update = useUpdateExercise({
    onSuccess: onSuccess(t`Exercise updated`),
    onError,
  })
  const pending = create.isPending || update.isPending
  const submit = (e: React.FormEvent) => {
    e.preventDefault()
    const result = form.validate()
    if (!result.ok) return showFirstError(result.errors)
    if (exercise) update.mutate({ id: exercise.id, ...result.data })
    else create.mutate(result.data)
  }

  const text = (
    name: FieldName,
    label: string,
    extra: { hint?: string; inputMode?: 'numeric' } = {},
  ) => (
    <TextField
      label={label}
      value={values[name]}
      onChange={(v) => set(name, v)}
      error={errors[name]}
      {...extra}
    />
  )
  const area = (name: FieldName, label: string, hint?: string) => (
    <TextAreaField
      className="sm:col-span-2"
      label={label}
      value={values[name]}
      onChange={(v) => set(name, v)}
      error={errors[name]}
      hint={hint}
    />
  )
  const select = (
    name: FieldName,
    label: string,
    options: readonly string[],
    valueLabel: (value: string) => string = catalogueValueLabel,
  ) => (
    <SelectField
      label={label}
      value={values[name]}
      onChange={(v) => set(name, v)}
      options={optionsOf(options, values[name]).map((o) =>
        o.value ? { ...o, label: valueLabel(o.value) } : o,
      )}
      error={errors[name]}
    />
  )
  // docs/product.md#progression: the variations are other exercises of the library, by name.
  const library = trpc.exercises.list.useQuery({ limit: LIST_LIMIT })
  const variationOptions = [
    { value: '', label: t`None` },
    ...(library.data ?? [])
      .filter((e) => e.id !== exercise?.id)
      .map((e) => ({ value: String(e.id), label: e.name })),
  ]
  const variation = (name: 'easierExerciseId' | 'harderExerciseId', label: string) => (
    <SelectField
      label={label}
      value={values[name]}
      onChange={(v) => set(name, v)}
      options={
        // The current link stays listed while the library loads.
        values[name] && !variationOptions.some((o) => o.value === values[name])
          ? [
              ...variationOptions,
              {
                value: values[name],
                label:
                  (name === 'easierExerciseId'
                    ? exercise?.easierExerciseName
                    : exercise?.harderExerciseName) ?? values[name],
              },
            ]
          : variationOptions
      }
      error={errors[name]}
    />
  )
  const panel = (children: React.ReactNode) => (
    <div className="grid gap-4 sm:grid-cols-2">{children}</div>
  )
  const content: Record<(typeof TABS)[number]['value'], React.ReactNode> = {
    basic: panel(
      <>
        <div className="sm:col-span-2">{text('name', t`Name`)}</div>
        {area('description', t`Description`)}
        {select('category', t`Category`, ['', ...EXERCISE_CATEGORIES])}
        {select('bodyPart', t`Body part`, BODY_PARTS)}
        {select('difficulty', t`Difficulty`, EXERCISE_DIFFICULTIES, difficultyLabel)}
        {text('equipment', t`Equipment`, { hint: t`e.g. none, mat, pull-up bar` })}
        {text('icon', t`Icon`, { hint: t`e.g. push, pull, legs, core, stretch` })}
        {text('variations', t`Variations`, { inputMode: 'numeric' })}
      </>,
    ),
    details: panel(
      <>
        {area('instructions', t`Instructions`)}
        {text('targetMuscles', t`Target muscles`)}
        {text('tempo', t`Tempo`, { hint: t`e.g. 3-1-1` })}
        {text('reps', t`Reps`, { hint: t`e.g. 8-12 or 30 seconds` })}
        {text('duration', t`Duration (seconds)`, { inputMode: 'numeric' })}
        {text('restTime', t`Rest time`, { hint: t`e.g. 60 seconds` })}
        {text('imageUrl', t`Image URL`)}
        {text('videoUrl', t`Video URL`)}
      </>,
    ),
    form: panel(
      <>
        {text('rightFormImageUrl', t`Correct form image URL`)}
        {text('wrongFormImageUrl', t`Wrong form image URL`)}
        {area('correctFormTips', t`Correct form tips`, t`One tip per line`)}
        {area('incorrectFormTips', t`Common mistakes`, t`One tip per line`)}
      </>,
    ),
    progress: panel(
      <>
        {variation('easierExerciseId', t`Easier variation`)}
        {variation('harderExerciseId', t`Harder variation`)}
        {area('progressionTips', t`Progression tips`)}
        {area('regressionTips', t`Regression tips`)}
      </>,
    ),
  }
  return (
    <Dialog
      open
      wide
      onOpenChange={(open) => !open && onClose()}
      title={exercise ? t`Edit Exercise` : t`Create Exercise`}
      description={
        exercise ? t`Change the details of ${exerciseName}.` : t`Add an exercise to the library.`
      }
    >
      <form onSubmit={submit} noValidate>
        <Tabs
          label={t`Exercise sections`}
          value={tab}
          onValueChange={setTab}
          tabs={TABS.map((section) => ({
            value: section.value,
            label: t(section.label),
            content: content[section.value],
          }))}
        />
        <div className="mt-5 flex flex-wrap justify-end gap-2">
          <button type="button" className={buttonClass('outline')} onClick={onClose}>
            <Trans>Cancel</Trans>
          </button>
          <button type="submit" className={buttonClass('primary')} disabled={pending}>
            {pending ? t`Saving...` : exercise ? t`Save Exercise` : t`Create Exercise`}
          </button>
        </div>
      </form>
    </Dialog>
  )
}
