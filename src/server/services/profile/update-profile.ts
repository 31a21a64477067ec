import { eq } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { users } from '../../db/schema'
import type { UserUpdateInput } from '~/shared/schemas/profile'

export async function updateProfile({
  database,
  userId,
  input,
}: {
  database: Database
  userId: number
  input: UserUpdateInput
}): Promise<void> {
  await database.write((db) => db.update(users).set(input).where(eq(users.id, userId)).run())
}
