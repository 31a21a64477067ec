import { eq } from 'drizzle-orm'
import type { Drizzle } from '../../db/client'
import { userTypes } from '../../db/schema'
import type { Role } from '~/shared/roles'

/** The user_types row of a role: users store the row's id, not the role's name. */
export async function roleTypeId(db: Drizzle, role: Role): Promise<number> {
  const row = await db
    .select({ id: userTypes.id })
    .from(userTypes)
    .where(eq(userTypes.name, role))
    .get()
  if (!row) throw new Error(`user_types has no row '${role}': migrations not applied?`)
  return row.id
}
