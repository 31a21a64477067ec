import { encode } from 'uqr'
import { packQrModules, type QrModules } from '~/shared/rules/qr-modules'

// One entry per link: the server's address is fixed for the process, so this holds at most one
// code per workout in the catalogue and per kiosk and day with a workout of the day. An encode costs a few milliseconds.
const codes = new Map<string, QrModules>()

/** The link a kiosk's QR code opens for a workout, on the server's public address. */
function workoutLink(appUrl: string, workoutId: number): string {
  return `${appUrl.replace(/\/+$/, '')}/workout/${workoutId}`
}

/**
 * A workout link's QR code: medium error correction, which survives glare on a wall screen, and
 * the standard quiet zone of four modules.
 */
export function workoutQr(appUrl: string, workoutId: number): QrModules {
  return linkQr(workoutLink(appUrl, workoutId))
}

/** Any of the app's links as a QR code, kept like a workout's (one per workout-of-the-day page). */
export function linkQr(link: string): QrModules {
  let code = codes.get(link)
  if (!code) {
    code = packQrModules(encode(link, { ecc: 'M', border: 4 }).data)
    codes.set(link, code)
  }
  return code
}
