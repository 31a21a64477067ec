import type { z } from 'zod'

/**
 * `schema` for a procedure whose answer is often the very object it answered before (a kept
 * answer, e.g. the Daily tab's): tRPC validates the output of every call, so each object is
 * validated once and its validated copy is answered again. Anything else (a new object, a
 * primitive) is validated as usual; what the schema describes (OpenAPI) is the schema's own.
 */
export function validatedOnce<S extends z.ZodType>(schema: S): S {
  const validated = new WeakMap<object, z.output<S>>()
  const once = Object.create(schema) as S
  once.parseAsync = async (value: unknown): Promise<z.output<S>> => {
    if (typeof value !== 'object' || value === null) return schema.parseAsync(value)
    const kept = validated.get(value)
    if (kept !== undefined) return kept
    const output = await schema.parseAsync(value)
    validated.set(value, output)
    return output
  }
  return once
}
