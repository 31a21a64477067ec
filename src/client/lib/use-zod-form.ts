import { safeParse } from './zod-config'
import { useState } from 'react'
import type { z } from 'zod'

export type FieldErrors = Record<string, string | undefined>

/** First message per field, keyed by the top-level field name. */
export function firstFieldErrors(error: z.ZodError): FieldErrors {
  const out: FieldErrors = {}
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? '')
    out[key] ??= issue.message
  }
  return out
}

/** Text of a number field: blank is NaN so the schema's own message ('at least 1') shows. */
export const requiredNumber = (text: string) => (text.trim() === '' ? Number.NaN : Number(text))
/** Text of an optional number field: blank means none. */
export const optionalNumber = (text: string) => (text.trim() === '' ? null : Number(text))

/**
 * Form state kept as the text the user typed, checked with the same zod schema the server runs
 * (docs/product.md#validation), so the form and the API give the same messages.
 */
export function useZodForm<Values extends Record<string, string>, Schema extends z.ZodType>({
  initial,
  schema,
  toInput,
}: {
  initial: Values
  schema: Schema
  toInput: (values: Values) => unknown
}) {
  const [values, setValues] = useState(initial)
  const [errors, setErrors] = useState<FieldErrors>({})
  return {
    values,
    errors,
    setErrors,
    reset(next: Values) {
      setValues(next)
      setErrors({})
    },
    set<K extends keyof Values>(name: K, value: string) {
      setValues((v) => ({ ...v, [name]: value }))
      // The message goes once the field changes; it comes back on the next submit if still wrong.
      setErrors((e) => (e[name as string] ? { ...e, [name]: undefined } : e))
    },
    /** The parsed value, or the field messages (also shown) when something is wrong. */
    validate(): { ok: true; data: z.output<Schema> } | { ok: false; errors: FieldErrors } {
      const parsed = safeParse(schema, toInput(values))
      if (parsed.success) {
        setErrors({})
        return { ok: true, data: parsed.data }
      }
      const fieldErrors = firstFieldErrors(parsed.error)
      setErrors(fieldErrors)
      return { ok: false, errors: fieldErrors }
    },
  }
}
