import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import type { MessageDescriptor } from '@lingui/core'
import { useId, useRef, useState } from 'react'
import { buttonClass } from '~/client/components/ui/button'
import { TextAreaField, TextField } from '~/client/components/ui/form-field'
import { newClientId } from '~/client/lib/client-id'
import { errorText, serverFieldErrors } from '~/client/lib/errors'
import { trpc } from '~/client/lib/trpc'
import { useUnits } from '~/client/lib/use-units'
import { safeParse } from '~/client/lib/zod-config'
import { bodyWeightLimits } from '~/shared/rules/units'
import {
  bodyweightIssue,
  CHECK_IN_SCALE_VALUES,
  CHECK_IN_SCALES,
  type CheckInScale,
} from '~/shared/rules/check-ins'
import { checkInInputSchema } from '~/shared/schemas/check-ins'

type Field = 'bodyweight' | CheckInScale | 'note'

// The shared scales' words (src/shared/rules/check-ins.ts), in the active language.
const SCALE_TEXTS: Record<CheckInScale, { label: MessageDescriptor; hint: MessageDescriptor }> = {
  sleep: { label: msg`Sleep`, hint: msg`1 poor · 5 great` },
  energy: { label: msg`Energy`, hint: msg`1 low · 5 high` },
  stress: { label: msg`Stress`, hint: msg`1 low · 5 high` },
}
type Answers = Record<CheckInScale, number | null>

/** The typed bodyweight as a number ('' is none; a decimal comma is read as a point). */
function bodyweightValue(text: string): number | null | undefined {
  const trimmed = text.trim()
  if (trimmed === '') return undefined
  const value = Number(trimmed.replace(',', '.'))
  return Number.isFinite(value) ? value : null
}

/** The weekly check-in's fields and 'Send check-in' (docs/product.md#check-ins). */
export function CheckInForm({ onSent }: { onSent: () => void }) {
  const { t } = useLingui()
  const units = useUnits()
  const utils = trpc.useUtils()
  const [bodyweight, setBodyweight] = useState('')
  const [answers, setAnswers] = useState<Answers>({ sleep: null, energy: null, stress: null })
  const [note, setNote] = useState('')
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({})
  const [problem, setProblem] = useState<string | null>(null)
  // A failed send may still have reached the server: a retry reuses its id, so it is one answer.
  const clientId = useRef(newClientId())
  const send = trpc.checkIns.send.useMutation({
    onSuccess: () => {
      onSent()
      void utils.workouts.daily.invalidate()
      void utils.checkIns.mine.invalidate()
    },
    onError: (error) => {
      const fields = serverFieldErrors(error)
      if (Object.keys(fields).length > 0) setErrors(fields)
      else setProblem(errorText(error))
    },
  })
  const submit = (event: React.FormEvent) => {
    event.preventDefault()
    setProblem(null)
    const weight = bodyweightValue(bodyweight)
    const found: Partial<Record<Field, string>> = {}
    if (weight === null) found.bodyweight = t`Bodyweight is a number`
    else if (weight !== undefined) {
      const issue = bodyweightIssue(weight, units)
      if (issue) {
        const { min, max } = bodyWeightLimits(units)
        found.bodyweight = t`Bodyweight is between ${min} and ${max} ${units}`
      }
    }
    const parsed = safeParse(checkInInputSchema, {
      clientId: clientId.current,
      ...(weight === undefined || weight === null ? {} : { bodyweight: weight }),
      ...answers,
      note,
    })
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] as Field
        found[key] ??= issue.message
      }
    }
    setErrors(found)
    if (Object.keys(found).length > 0 || !parsed.success) return
    send.mutate(parsed.data)
  }
  return (
    <form onSubmit={submit} noValidate className="mt-4 grid max-w-2xl gap-4">
      <TextField
        label={t`Bodyweight (${units})`}
        hint={t`Optional`}
        inputMode="decimal"
        className="max-w-48"
        value={bodyweight}
        error={errors.bodyweight}
        onChange={(value) => {
          setBodyweight(value)
          setErrors((e) => ({ ...e, bodyweight: undefined }))
        }}
      />
      {CHECK_IN_SCALES.map((scale) => (
        <ScaleField
          key={scale.key}
          label={t(SCALE_TEXTS[scale.key].label)}
          hint={t(SCALE_TEXTS[scale.key].hint)}
          value={answers[scale.key]}
          error={errors[scale.key]}
          onChange={(value) => {
            setAnswers((a) => ({ ...a, [scale.key]: value }))
            setErrors((e) => ({ ...e, [scale.key]: undefined }))
          }}
        />
      ))}
      <TextAreaField
        label={t`Note`}
        hint={t`Optional: anything your trainer should know`}
        value={note}
        error={errors.note}
        onChange={(value) => {
          setNote(value)
          setErrors((e) => ({ ...e, note: undefined }))
        }}
      />
      <div>
        <button type="submit" className={buttonClass('primary')} disabled={send.isPending}>
          {send.isPending ? t`Sending...` : t`Send check-in`}
        </button>
      </div>
      {problem ? (
        <p
          role="alert"
          className="rounded-lg bg-red-50 p-3 text-sm text-red-900 dark:bg-red-950 dark:text-red-100"
        >
          {problem}
        </p>
      ) : null}
    </form>
  )
}

/** A 1–5 answer as a radio group: arrow keys move between the five, as any radio group. */
function ScaleField({
  label,
  hint,
  value,
  error,
  onChange,
}: {
  label: string
  hint: string
  value: number | null
  error: string | undefined
  onChange: (value: number) => void
}) {
  const id = useId()
  const described = [`${id}-hint`, error ? `${id}-error` : ''].filter(Boolean).join(' ')
  return (
    <fieldset
      role="radiogroup"
      aria-labelledby={`${id}-legend`}
      aria-describedby={described}
      aria-invalid={error ? true : undefined}
    >
      <legend id={`${id}-legend`} className="text-sm font-semibold">
        {label}
      </legend>
      <div className="mt-1 flex gap-2">
        {CHECK_IN_SCALE_VALUES.map((n) => (
          <label key={n} className="relative flex-1 sm:max-w-14">
            <input
              type="radio"
              name={id}
              value={n}
              checked={value === n}
              onChange={() => onChange(n)}
              className="peer sr-only"
            />
            <span
              className={`flex min-h-11 cursor-pointer items-center justify-center rounded-lg border bg-white font-semibold text-slate-900 peer-checked:border-brand-700 peer-checked:bg-brand-700 peer-checked:text-white peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600 dark:bg-slate-900 dark:text-slate-100 dark:peer-checked:bg-brand-700 ${error ? 'border-red-600 dark:border-red-400' : 'border-slate-300 dark:border-slate-700'}`}
            >
              {n}
            </span>
          </label>
        ))}
      </div>
      <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600 dark:text-slate-400">
        {hint}
      </p>
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      ) : null}
    </fieldset>
  )
}
