import type { Fetch } from '../shared/forward'
import { postJson } from '../shared/post-json'
import { text } from '../shared/texts'

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
  const answer = await postJson(
    fetch,
    serverUrl,
    '/api/kiosk/pair',
    { code, delivery: 'token' },
    {
      timeoutMs: PAIRING_TIMEOUT_MS,
      unreachable: text('Cannot reach {server}. Check the address and the network.', {
        server: serverUrl,
      }),
    },
  )
  if (!answer.ok) return answer
  const { token, kiosk } = answer.body as { token?: unknown; kiosk?: PairedKiosk }
  if (typeof token !== 'string' || !token || !kiosk) {
    return { ok: false, message: text('The server did not hand over a device token') }
  }
  return { ok: true, token, kiosk }
}
