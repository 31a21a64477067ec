import { zoneOffsets } from './zone-offsets'
import type { KioskDevice, KioskScreen } from '~/shared/schemas/kiosk'

// Per language tag: whether its clock counts 12 hours. Tags come from request headers, so the
// map is capped; past the cap a tag is worked out each time (a formatter, ~0.1 ms).
const twelveHourTags = new Map<string, boolean>()
const MAX_TAGS = 200

/**
 * Whether `locale`'s clock counts 12 hours (en-US '03:18 PM') or 24 (en-GB, de '15:18'), as the
 * browser's own formatter would show it. An unknown or malformed tag reads as en-US.
 */
export function usesTwelveHours(locale: string | undefined): boolean {
  const tag = locale ?? 'en-US'
  const known = twelveHourTags.get(tag)
  if (known !== undefined) return known
  let twelve: boolean
  try {
    const { hourCycle } = new Intl.DateTimeFormat(tag, { hour: 'numeric' }).resolvedOptions()
    twelve = hourCycle === 'h11' || hourCycle === 'h12'
  } catch {
    twelve = true
  }
  if (twelveHourTags.size < MAX_TAGS) twelveHourTags.set(tag, twelve)
  return twelve
}

/**
 * What a paired screen learns about itself: the device and what its clock needs to keep the
 * kiosk zone's time without Intl (docs/architecture.md#first-visit), in the conventions of the
 * screen browser's language.
 */
export function getKioskScreen({
  kiosk,
  locale,
  now = Date.now(),
}: {
  kiosk: KioskDevice
  locale: string | undefined
  now?: number
}): KioskScreen {
  return {
    ...kiosk,
    clock: { ...zoneOffsets(kiosk.timeZone, now), hour12: usesTwelveHours(locale) },
  }
}
