import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { i18n, intlLocale } from '~/client/lib/i18n'
import { sectionLabel, weekdayName } from '~/shared/rules/labels'

// Shared rules' labels (src/shared/rules/labels.ts) stay English there, as the server reads them
// too; the staff screens translate them where they are shown, English falling back to the rule.

const SECTION_NAMES: Record<string, MessageDescriptor> = {
  warmup: msg`Warm-up`,
  skills: msg`Skills`,
  workout: msg`Workout`,
  cooldown: msg`Cool-down`,
}

/** sectionLabel in the active language: 'Warm-up', 'Skills', 'Workout', 'Cool-down'. */
export function sectionName(category: string): string {
  const name = SECTION_NAMES[category]
  return name ? i18n._(name) : sectionLabel(category)
}

/** weekdayName (0 = Sunday) in the active language; English keeps the rule's table. */
export function weekdayText(weekday: number): string {
  if (i18n.locale === 'en') return weekdayName(weekday)
  // 2024-01-07 was a Sunday.
  const date = new Date(Date.UTC(2024, 0, 7 + weekday))
  return new Intl.DateTimeFormat(intlLocale(), { weekday: 'long', timeZone: 'UTC' }).format(date)
}
