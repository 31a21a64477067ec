import { eq } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { users } from '../../db/schema'
import { localDay } from '~/shared/rules/days'

/**
 * 'Not now' on a level offer (docs/product.md#level-offers): from today on, only sessions after
 * it count toward an offer, so the same three sessions do not ask again. The trigger of
 * migration 0018 bumps daily_version, so the kept Daily answer is made afresh.
 */
export async function dismissLevelOffer({
  database,
  userId,
  timeZone,
  now = new Date(),
}: {
  database: Database
  userId: number
  timeZone: string
  now?: Date
}): Promise<void> {
  await database.write((db) =>
    db
      .update(users)
      .set({ levelOfferDismissedOn: localDay(now, timeZone) })
      .where(eq(users.id, userId))
      .run(),
  )
}
