import { eq } from 'drizzle-orm'
import { encode } from 'uqr'
import type { Database } from '../../db/client'
import { kiosks } from '../../db/schema'
import { hashToken } from '../../auth/tokens'
import { generatePairingCode } from './pairing'
import { REMOTE_CODE_TTL_MS } from '~/shared/rules/class-mode'
import { packQrModules } from '~/shared/rules/qr-modules'
import type { RemoteCode } from '~/shared/schemas/class-mode'

/** Compared without its dash and case, like a pairing code, under its own purpose. */
export const hashRemoteCode = (code: string) =>
  hashToken(`remote:${code.replace('-', '').toUpperCase()}`, 'pairing')

/**
 * A fresh code for the wall's class-mode QR (docs/product.md#class-mode): only its hash is
 * stored, so the wall gets the code once, here, and asks again when it runs out; the previous
 * code stops working. The QR opens `/class/{kioskId}?code=…` on the app.
 */
export async function issueRemoteCode({
  database,
  kioskId,
  appUrl,
  now = new Date(),
}: {
  database: Database
  kioskId: number
  appUrl: string
  now?: Date
}): Promise<RemoteCode> {
  const code = generatePairingCode()
  const expiresAt = now.getTime() + REMOTE_CODE_TTL_MS
  await database.write((db) =>
    db
      .update(kiosks)
      .set({ remoteCodeHash: hashRemoteCode(code), remoteCodeExpiresAt: new Date(expiresAt) })
      .where(eq(kiosks.id, kioskId))
      .run(),
  )
  const url = `${appUrl.replace(/\/+$/, '')}/class/${kioskId}?code=${code}`
  return { url, qr: packQrModules(encode(url, { ecc: 'M', border: 4 }).data), expiresAt }
}
