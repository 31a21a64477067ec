import { z } from 'zod'
import { ROLES } from '../roles'

export const roleSchema = z.enum(ROLES)

/** The user object of docs/product.md#data as the API answers it (never the Google id, never sessions). */
export const userSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  photoURL: z.string().nullable(),
  age: z.number().int().nullable(),
  height: z.number().int().nullable(),
  weight: z.number().int().nullable(),
  timeZone: z.string(),
  userTypeId: z.number().int(),
  role: roleSchema,
  streak: z.number().int(),
  level: z.number().int(),
  trainerId: z.number().int().nullable(),
  createdAt: z.string(),
})
export type User = z.infer<typeof userSchema>

export const okSchema = z.object({ success: z.literal(true) })

const CANONICAL_ID = /^[1-9][0-9]{0,15}$/
const ID_MESSAGE = 'Must be a positive whole number written in decimal digits, e.g. 42'

/**
 * A record id (docs/product.md#validation): a positive integer. In a URL path only its canonical
 * decimal form counts ('42'; never '042', '0x2a', '42e0', '+42' or ' 42'), so one resource has one
 * address. The preprocess step also keeps the REST adapter from coercing it loosely.
 */
export const idSchema = z
  .preprocess(
    (value) => (typeof value === 'string' && CANONICAL_ID.test(value) ? Number(value) : value),
    z
      .number({ error: ID_MESSAGE })
      .int(ID_MESSAGE)
      .positive(ID_MESSAGE)
      .max(Number.MAX_SAFE_INTEGER, ID_MESSAGE),
  )
  .meta({
    // One lower bound in the OpenAPI document: zod's positive() renders exclusiveMinimum.
    override: ({ jsonSchema }) => {
      delete jsonSchema.exclusiveMinimum
      Object.assign(jsonSchema, { type: 'integer', minimum: 1, examples: [42] })
    },
  })
