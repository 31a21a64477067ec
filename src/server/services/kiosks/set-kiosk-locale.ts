import { eq } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { kiosks } from '../../db/schema'
import type { AdminKiosk, SetKioskLocaleInput } from '~/shared/schemas/kiosk'
import { findKiosk, toAdminKiosk } from './pairing'

/**
 * The language a kiosk's wall shows (null: its browser's). The screen picks it up when it next
 * asks who it is: on a reload, or the board's next refresh.
 */
export async function setKioskLocale({
  database,
  kioskId,
  locale,
}: SetKioskLocaleInput & { database: Database }): Promise<AdminKiosk> {
  const row = await database.write(async (db) => {
    await findKiosk(db, kioskId)
    return db.update(kiosks).set({ locale }).where(eq(kiosks.id, kioskId)).returning().get()
  })
  return toAdminKiosk(row)
}
