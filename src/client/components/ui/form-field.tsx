import { msg } from '@lingui/core/macro'
import { i18n } from '~/client/lib/i18n'
import { type KeyboardEvent, useId, type ReactNode } from 'react'
import { capitalize } from '~/shared/rules/labels'

const controlClass =
  'mt-1 w-full rounded-lg border bg-white px-3 text-sm text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600 dark:bg-slate-900 dark:text-slate-100'
const borderClass = (invalid: boolean) =>
  // eslint-disable-next-line lingui/no-unlocalized-strings -- Tailwind classes, not texts
  invalid ? 'border-red-600 dark:border-red-400' : 'border-slate-300 dark:border-slate-700'

interface FieldProps {
  label: string
  error?: string
  hint?: string
  className?: string
}

function Field({
  label,
  error,
  hint,
  className,
  children,
}: FieldProps & { children: (ids: ControlIds) => ReactNode }) {
  const id = useId()
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean)
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-semibold">
        {label}
      </label>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': described.length ? described.join(' ') : undefined,
      })}
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600 dark:text-slate-400">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      ) : null}
    </div>
  )
}

interface ControlIds {
  id: string
  'aria-invalid': true | undefined
  'aria-describedby': string | undefined
}

export function TextField({
  value,
  onChange,
  type = 'text',
  inputMode,
  placeholder,
  ...field
}: FieldProps & {
  value: string
  onChange: (value: string) => void
  type?: 'text' | 'email' | 'url' | 'datetime-local'
  inputMode?: 'numeric' | 'decimal' | 'text' | 'url' | 'email'
  placeholder?: string
}) {
  return (
    <Field {...field}>
      {(ids) => (
        <input
          {...ids}
          type={type}
          inputMode={inputMode}
          placeholder={placeholder}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          className={`${controlClass} ${borderClass(Boolean(field.error))} min-h-11`}
        />
      )}
    </Field>
  )
}

export function TextAreaField({
  value,
  onChange,
  onKeyDown,
  rows = 3,
  ...field
}: FieldProps & {
  value: string
  onChange: (value: string) => void
  onKeyDown?: (event: KeyboardEvent<HTMLTextAreaElement>) => void
  rows?: number
}) {
  return (
    <Field {...field}>
      {(ids) => (
        <textarea
          {...ids}
          rows={rows}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          onKeyDown={onKeyDown}
          className={`${controlClass} ${borderClass(Boolean(field.error))} py-2`}
        />
      )}
    </Field>
  )
}

export function SelectField({
  value,
  onChange,
  options,
  ...field
}: FieldProps & {
  value: string
  onChange: (value: string) => void
  options: readonly { value: string; label: string }[]
}) {
  return (
    <Field {...field}>
      {(ids) => (
        <select
          {...ids}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          className={`${controlClass} ${borderClass(Boolean(field.error))} min-h-11`}
        >
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  )
}

/** Options from plain values, keeping a stored value the list no longer offers. */
export function optionsOf(values: readonly string[], current?: string) {
  const list = current && !values.includes(current) ? [current, ...values] : values
  return list.map((v) => ({ value: v, label: v ? capitalize(v) : i18n._(msg`Choose...`) }))
}
