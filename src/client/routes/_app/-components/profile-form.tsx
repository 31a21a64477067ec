import { Trans, useLingui } from '@lingui/react/macro'
import { safeParse } from '~/client/lib/zod-config'
import { useId, useState } from 'react'
import { buttonClass } from '~/client/components/ui/button'
import { errorText, serverFieldErrors } from '~/client/lib/errors'
import { useUpdateProfile } from '~/client/lib/mutations/use-profile-mutations'
import { toast } from '~/client/lib/use-toast'
import { bodyWeightFigure } from '~/shared/rules/units'
import { profileFormInput } from '~/shared/schemas/profile'
import type { User } from '~/shared/schemas/user'

const ZONES: string[] = (() => {
  try {
    return Intl.supportedValuesOf('timeZone')
  } catch {
    return ['UTC']
  }
})()

type Field = 'age' | 'height' | 'weight' | 'timeZone'

/** The first-sign-in step and later edits: the same zod schema checks it here and on the server. */
export function ProfileForm({ user, onSaved }: { user: User; onSaved?: () => void }) {
  const { t } = useLingui()
  const id = useId()
  const browserZone = Intl.DateTimeFormat().resolvedOptions().timeZone
  const [values, setValues] = useState({
    age: user.age?.toString() ?? '',
    height: user.height?.toString() ?? '',
    // In the athlete's unit of load (docs/product.md#units); kept in kilograms.
    weight: user.weight === null ? '' : String(bodyWeightFigure(user.weight, user.units)),
    timeZone: user.timeZone === 'UTC' && user.age === null ? browserZone : user.timeZone,
  })
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({})
  const save = useUpdateProfile({
    onSuccess: () => {
      toast({ title: t`Profile saved`, variant: 'success' })
      onSaved?.()
    },
    onError: (error) => {
      setErrors(serverFieldErrors(error))
      toast({ title: t`Error`, description: errorText(error), variant: 'destructive' })
    },
  })
  const num = (v: string) => (v.trim() === '' ? Number.NaN : Number(v))
  const submit = (e: React.FormEvent) => {
    e.preventDefault()
    const parsed = safeParse(profileFormInput(user.units), {
      age: num(values.age),
      height: num(values.height),
      weight: num(values.weight),
      timeZone: values.timeZone,
    })
    if (!parsed.success) {
      const flat = parsed.error.flatten().fieldErrors
      setErrors(
        Object.fromEntries(Object.entries(flat).map(([k, v]) => [k, v?.[0]])) as Partial<
          Record<Field, string>
        >,
      )
      return
    }
    setErrors({})
    save.mutate(parsed.data)
  }
  const field = (name: Exclude<Field, 'timeZone'>, label: string, unit?: string) => (
    <div>
      <label htmlFor={`${id}-${name}`} className="block text-sm font-semibold">
        {label}
        {unit ? (
          <span className="font-normal text-slate-600 dark:text-slate-400"> ({unit})</span>
        ) : null}
      </label>
      <input
        id={`${id}-${name}`}
        name={name}
        inputMode="numeric"
        value={values[name]}
        onChange={(e) => setValues({ ...values, [name]: e.target.value })}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `${id}-${name}-error` : undefined}
        className="mt-1 min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 dark:border-slate-700 dark:bg-slate-900"
      />
      {errors[name] ? (
        <p id={`${id}-${name}-error`} className="mt-1 text-sm text-red-700 dark:text-red-400">
          {errors[name]}
        </p>
      ) : null}
    </div>
  )
  return (
    <form onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2">
      {field('age', t`Age`)}
      {field('height', t`Height`, 'cm')}
      {field('weight', t`Weight`, user.units)}
      <div>
        <label htmlFor={`${id}-tz`} className="block text-sm font-semibold">
          <Trans>Time zone</Trans>
        </label>
        <select
          id={`${id}-tz`}
          value={values.timeZone}
          onChange={(e) => setValues({ ...values, timeZone: e.target.value })}
          className="mt-1 min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 dark:border-slate-700 dark:bg-slate-900"
        >
          {(ZONES.includes(values.timeZone) ? ZONES : [values.timeZone, ...ZONES]).map((z) => (
            <option key={z} value={z}>
              {z}
            </option>
          ))}
        </select>
        {errors.timeZone ? <p className="mt-1 text-sm text-red-700">{errors.timeZone}</p> : null}
      </div>
      <div className="sm:col-span-2">
        <button type="submit" disabled={save.isPending} className={buttonClass('primary', 'lg')}>
          {save.isPending ? t`Saving...` : t`Save profile`}
        </button>
      </div>
    </form>
  )
}
