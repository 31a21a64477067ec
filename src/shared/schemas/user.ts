import { z } from 'zod'
import { ROLES } from '../roles'
import { UNITS } from '../rules/units'
import { LOCALES } from '../rules/locales'
import { athleteProfileFields } from './athlete-profile'

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
  units: z.enum(UNITS).meta({ description: 'The unit loads are entered and shown in' }),
  locale: z.enum(LOCALES).nullable().meta({
    description:
      "The language chosen in Settings ('en', 'de' or 'es'); null follows the browser's (docs/development.md#translations)",
  }),
  userTypeId: z.number().int(),
  role: roleSchema,
  streak: z.number().int(),
  level: z.number().int().meta({ description: 'The badge level: 1 + earned badges ÷ 5' }),
  trainerId: z.number().int().nullable(),
  messageEmails: z.boolean().meta({
    description: 'Whether a message left unread for an hour is emailed (docs/product.md#messages)',
  }),
  coach: z.boolean().meta({
    description:
      "A trainer an admin made one of the gym's coaches (docs/product.md#workout-of-the-day)",
  }),
  ...athleteProfileFields,
  createdAt: z.string(),
})
export type User = z.infer<typeof userSchema>

export const okSchema = z.object({ success: z.literal(true) })

const CANONICAL_ID = /^[1-9][0-9]{0,15}$/
const ID_MESSAGE = 'Must be a positive whole number written in decimal digits, e.g. 42'

const DECIMAL = /^(0|-?[1-9][0-9]{0,15})$/

/**
 * A number a URL may carry as text (a query parameter, a link's port; docs/product.md#validation):
 * only its plain decimal form is read as one ('20'; never '', 'true', '020', '2e1', ' 20' or a
 * repeated parameter). A JSON number is taken as it is; no other JSON type is turned into one.
 */
export function urlNumber<S extends z.ZodType<number, number>>(schema: S) {
  return z.preprocess(
    (value: number | string) =>
      typeof value === 'string' && DECIMAL.test(value) ? Number(value) : value,
    schema,
  )
}

const recordId = z
  .number({ error: ID_MESSAGE })
  .int(ID_MESSAGE)
  .positive(ID_MESSAGE)
  .max(Number.MAX_SAFE_INTEGER, ID_MESSAGE)

const recordIdMeta = {
  // One lower bound in the OpenAPI document: zod's positive() renders exclusiveMinimum.
  override: ({ jsonSchema }: { jsonSchema: Record<string, unknown> }) => {
    delete jsonSchema.exclusiveMinimum
    Object.assign(jsonSchema, { type: 'integer', minimum: 1, examples: [42] })
  },
}

/**
 * A record id (docs/product.md#validation): a positive integer. In a URL path only its canonical
 * decimal form counts ('42'; never '042', '0x2a', '42e0', '+42' or ' 42'), so one resource has one
 * address.
 */
export const idSchema = z
  .preprocess(
    (value) => (typeof value === 'string' && CANONICAL_ID.test(value) ? Number(value) : value),
    recordId,
  )
  .meta(recordIdMeta)

/** A record id in a JSON body: a JSON number, never its text (docs/product.md#validation). */
export const bodyIdSchema = recordId.meta(recordIdMeta)
