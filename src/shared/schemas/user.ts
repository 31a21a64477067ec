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

/** Path ids are integers (docs/product.md#validation 'route ids are parsed as integers'). */
export const idSchema = z.coerce.number().int().positive()
