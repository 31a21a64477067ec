import { desc } from 'drizzle-orm'
import type { Drizzle } from '../../db/client'
import { kiosks } from '../../db/schema'
import type { AdminKiosk } from '~/shared/schemas/kiosk'
import { toAdminKiosk } from './pairing'

/** Every kiosk, newest first; a gym has a handful, so no paging. */
export async function listKiosks({ db }: { db: Drizzle }): Promise<AdminKiosk[]> {
  const rows = await db.select().from(kiosks).orderBy(desc(kiosks.id)).all()
  return rows.map(toAdminKiosk)
}
