import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { SelectField } from '~/client/components/ui/form-field'
import { trpc } from '~/client/lib/trpc'
import { LOCALE_NAMES, LOCALES, type Locale } from '~/shared/rules/locales'
import { toastDone, toastFailed } from './admin-toasts'

// The select's value for 'follow the browser' (a kiosk's null locale).
const BROWSER = ''

const BROWSER_LABEL = msg`Browser’s language`

/** The Language field's label and options: the wall browser's language, then each in its own words. */
export function useLanguageOptions(): {
  label: string
  options: { value: string; label: string }[]
} {
  const { t } = useLingui()
  return {
    label: t`Language`,
    options: [
      { value: BROWSER, label: t(BROWSER_LABEL) },
      ...LOCALES.map((locale) => ({ value: locale, label: LOCALE_NAMES[locale] })),
    ],
  }
}

/** The select's value as a kiosk's locale: null follows the wall browser's language. */
export const localeOfOption = (value: string): Locale | null =>
  LOCALES.find((locale) => locale === value) ?? null

/**
 * A kiosk's own language (docs/product.md#kiosk-language), saved as soon as it is picked; the
 * wall follows on its next reload or refresh.
 */
export function KioskLanguageSelect({
  kioskId,
  locale,
}: {
  kioskId: number
  locale: Locale | null
}) {
  const { t } = useLingui()
  const { label, options } = useLanguageOptions()
  const utils = trpc.useUtils()
  const save = trpc.admin.kiosks.setLocale.useMutation({
    onSuccess: () => toastDone(t`Kiosk language saved`),
    onError: toastFailed,
    onSettled: () => utils.admin.kiosks.list.invalidate(),
  })
  const value = save.isPending ? (save.variables.locale ?? BROWSER) : (locale ?? BROWSER)
  return (
    <SelectField
      label={label}
      value={value}
      onChange={(next) => save.mutate({ kioskId, locale: localeOfOption(next) })}
      options={options}
    />
  )
}
