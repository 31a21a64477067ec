import { eq } from 'drizzle-orm'
import type { Drizzle } from '../../db/client'
import { kiosks } from '../../db/schema'
import { zoneOffsets } from './zone-offsets'
import { type Locale, localeFromLanguages } from '~/shared/rules/locales'
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
 * The language a wall shows and the tag its clock is read in: the kiosk's own setting, else the
 * screen browser's language. The browser's tag is kept when it is the same language ('en-GB'
 * keeps its 24 hours under English).
 */
export function kioskLocale(
  own: Locale | null,
  browserTag: string | undefined,
): { locale: Locale; tag: string | undefined } {
  const browser = localeFromLanguages(browserTag)
  if (!own || own === browser) return { locale: browser, tag: browserTag }
  return { locale: own, tag: own === 'en' ? 'en-US' : own }
}

/**
 * What a paired screen learns about itself: the device, its language, and what its clock needs
 * to keep the kiosk zone's time without Intl (docs/architecture.md#first-visit) in that
 * language's conventions.
 */
export async function getKioskScreen({
  db,
  kiosk,
  locale: browserTag,
  now = Date.now(),
}: {
  db: Drizzle
  kiosk: KioskDevice
  locale: string | undefined
  now?: number
}): Promise<KioskScreen> {
  const row = await db
    .select({ locale: kiosks.locale })
    .from(kiosks)
    .where(eq(kiosks.id, kiosk.id))
    .get()
  const { locale, tag } = kioskLocale(row?.locale ?? null, browserTag)
  return {
    ...kiosk,
    locale,
    clock: { ...zoneOffsets(kiosk.timeZone, now), hour12: usesTwelveHours(tag) },
  }
}
