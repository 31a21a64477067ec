import { messageOf, type Fetch } from './forward'

export interface PairedKiosk {
  id: number
  name: string
  timeZone: string
}

export type PairingOutcome =
  { ok: true; token: string; kiosk: PairedKiosk } | { ok: false; message: string }

const PAIRING_TIMEOUT_MS = 15_000

/** Decision 009: `delivery: 'token'` hands the device token to the main process, never a page. */
export async function pairKiosk(
  fetch: Fetch,
  serverUrl: string,
  code: string,
): Promise<PairingOutcome> {
  let response: Response
  try {
    response = await fetch(new URL('/api/kiosk/pair', serverUrl).href, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ code, delivery: 'token' }),
      signal: AbortSignal.timeout(PAIRING_TIMEOUT_MS),
    })
  } catch {
    return { ok: false, message: `Cannot reach ${serverUrl}. Check the address and the network.` }
  }
  if (!response.ok) {
    return {
      ok: false,
      message: (await messageOf(response)) ?? `The server answered ${response.status}`,
    }
  }
  const body = (await response.json().catch(() => null)) as {
    token?: unknown
    kiosk?: PairedKiosk
  } | null
  if (typeof body?.token !== 'string' || !body.token || !body.kiosk) {
    return { ok: false, message: 'The server did not hand over a device token' }
  }
  return { ok: true, token: body.token, kiosk: body.kiosk }
}
