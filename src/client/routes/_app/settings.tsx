import { Trans, useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { useId } from 'react'
import { PageHeading } from '~/client/components/page-heading'
import { beep, vibrate } from '~/client/lib/cues'
import { errorText } from '~/client/lib/errors'
import { useUpdateProfile } from '~/client/lib/mutations/use-profile-mutations'
import { saveSettings, type Settings, useSettings } from '~/client/lib/use-settings'
import { toast } from '~/client/lib/use-toast'
import { trpc } from '~/client/lib/trpc'
import { useUnits } from '~/client/lib/use-units'
import { unitName } from '~/client/lib/display-labels'
import { UNITS, type Units } from '~/shared/rules/units'
import { LOCALE_NAMES, LOCALES, type Locale } from '~/shared/rules/locales'
import { activateLocale, keepLocaleChoice, preferredLocale } from '~/client/lib/i18n'
import { AthleteProfileForm } from './-components/athlete-profile-form'

export const Route = createFileRoute('/_app/settings')({
  component: SettingsPage,
})

function Toggle({
  label,
  hint,
  checked,
  onChange,
  disabled = false,
}: {
  label: string
  hint: string
  checked: boolean
  onChange: (v: boolean) => void
  disabled?: boolean
}) {
  const id = useId()
  return (
    <div className="flex items-center justify-between gap-4 py-4">
      <div>
        <label htmlFor={id} className="font-semibold">
          {label}
        </label>
        <p id={`${id}-hint`} className="text-sm text-slate-600 dark:text-slate-400">
          {hint}
        </p>
      </div>
      <input
        id={id}
        type="checkbox"
        role="switch"
        aria-describedby={`${id}-hint`}
        checked={checked}
        disabled={disabled}
        onChange={(e) => onChange(e.target.checked)}
        className="h-6 w-11 shrink-0 cursor-pointer accent-brand-700 disabled:cursor-wait"
      />
    </div>
  )
}

const REST_CHOICES = [15, 30, 45, 60, 90, 120]

/**
 * The unit of load, kept on the account (docs/product.md#units), so every device and the
 * athlete's trainer read loads in it; the set log stays in kilograms.
 */
function UnitsChoice() {
  const { t } = useLingui()
  const units = useUnits()
  const id = useId()
  const update = useUpdateProfile({
    onSuccess: (user) => {
      const unit = unitName(user.units).toLowerCase()
      toast({ title: t`Loads in ${unit}` })
    },
    onError: (error) =>
      toast({ title: t`Could not save`, description: errorText(error), variant: 'destructive' }),
  })
  return (
    <div className="flex items-center justify-between gap-4 py-4">
      <div>
        <label htmlFor={id} className="font-semibold">
          <Trans>Units</Trans>
        </label>
        <p id={`${id}-hint`} className="text-sm text-slate-600 dark:text-slate-400">
          <Trans>Loads are entered and shown in this unit</Trans>
        </p>
      </div>
      <select
        id={id}
        aria-describedby={`${id}-hint`}
        value={units}
        disabled={update.isPending}
        onChange={(e) => update.mutate({ units: e.target.value as Units })}
        className="min-h-11 rounded-lg border border-slate-300 bg-white px-3 dark:border-slate-700 dark:bg-slate-900"
      >
        {UNITS.map((u) => (
          <option key={u} value={u}>
            {unitName(u)}
          </option>
        ))}
      </select>
    </div>
  )
}

/**
 * The unread-message email switch, kept on the account (docs/product.md#messages): the server
 * mails from it, whichever device changed it.
 */
function MessageEmailsSetting() {
  const { t } = useLingui()
  const { user: initial } = Route.useRouteContext()
  const { data } = trpc.auth.session.useQuery(undefined, { initialData: { user: initial } })
  // A session kept on the device by an older version lacks the field: the default is on.
  const on = (data.user ?? initial).messageEmails !== false
  const update = useUpdateProfile({
    onSuccess: (user) =>
      toast({
        title: user.messageEmails ? t`Message emails on` : t`Message emails off`,
        variant: 'success',
      }),
    onError: (error) =>
      toast({ title: t`Could not save`, description: errorText(error), variant: 'destructive' }),
  })
  return (
    <section
      aria-labelledby="email-settings"
      className="mt-6 rounded-2xl border border-slate-200 bg-white px-5 dark:border-slate-800 dark:bg-slate-900"
    >
      <h2 id="email-settings" className="pt-5 text-lg font-bold">
        <Trans>Email</Trans>
      </h2>
      <Toggle
        label={t`Email me about unread messages`}
        hint={t`When a message stays unread for an hour; at most one email a day per conversation`}
        checked={update.isPending ? Boolean(update.variables.messageEmails) : on}
        disabled={update.isPending}
        onChange={(messageEmails) => update.mutate({ messageEmails })}
      />
    </section>
  )
}

/**
 * The app's language, kept on the account so every device and the emails follow it
 * (docs/development.md#translations); 'Automatic' follows the browser's.
 */
function LanguageSetting() {
  const { t } = useLingui()
  const { user: initial } = Route.useRouteContext()
  const { data } = trpc.auth.session.useQuery(undefined, { initialData: { user: initial } })
  const choice = (data.user ?? initial).locale ?? null
  const id = useId()
  const update = useUpdateProfile({
    onSuccess: async (user) => {
      keepLocaleChoice(user.locale)
      await activateLocale(preferredLocale(user.locale))
      toast({ title: t`Language saved`, variant: 'success' })
    },
    onError: (error) =>
      toast({ title: t`Could not save`, description: errorText(error), variant: 'destructive' }),
  })
  const value = update.isPending ? (update.variables.locale ?? '') : (choice ?? '')
  return (
    <section
      aria-labelledby="language-settings"
      className="mt-6 rounded-2xl border border-slate-200 bg-white px-5 dark:border-slate-800 dark:bg-slate-900"
    >
      <h2 id="language-settings" className="pt-5 text-lg font-bold">
        <Trans>Language</Trans>
      </h2>
      <div className="flex items-center justify-between gap-4 py-4">
        <div>
          <label htmlFor={id} className="font-semibold">
            <Trans>Language</Trans>
          </label>
          <p id={`${id}-hint`} className="text-sm text-slate-600 dark:text-slate-400">
            <Trans>Texts, dates and numbers in this language</Trans>
          </p>
        </div>
        <select
          id={id}
          aria-describedby={`${id}-hint`}
          value={value}
          disabled={update.isPending}
          onChange={(e) => update.mutate({ locale: (e.target.value || null) as Locale | null })}
          className="min-h-11 rounded-lg border border-slate-300 bg-white px-3 dark:border-slate-700 dark:bg-slate-900"
        >
          <option value="">{t`Automatic (browser)`}</option>
          {LOCALES.map((locale) => (
            <option key={locale} value={locale} lang={locale}>
              {LOCALE_NAMES[locale]}
            </option>
          ))}
        </select>
      </div>
    </section>
  )
}

/** The athlete's profile Daily chooses by (docs/product.md#settings): onboarding's questions. */
function TrainingSettings() {
  const { t } = useLingui()
  const { user: initial } = Route.useRouteContext()
  const { data } = trpc.auth.session.useQuery(undefined, { initialData: { user: initial } })
  const user = data.user ?? initial
  return (
    <section
      aria-labelledby="training-settings"
      className="mt-6 rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900"
    >
      <h2 id="training-settings" className="mb-1 text-lg font-bold">
        <Trans>Training</Trans>
      </h2>
      <p className="mb-4 text-sm text-slate-600 dark:text-slate-400">
        <Trans>Daily chooses your workouts by these answers</Trans>
      </p>
      <AthleteProfileForm
        user={user}
        submitLabel={t`Save training`}
        onSaved={() => toast({ title: t`Training saved`, variant: 'success' })}
      />
    </section>
  )
}

function SettingsPage() {
  const { t } = useLingui()
  const settings = useSettings()
  const restId = useId()
  return (
    <>
      <PageHeading title={t`Settings`} back />
      <section
        aria-labelledby="workout-settings"
        className="rounded-2xl border border-slate-200 bg-white px-5 dark:border-slate-800 dark:bg-slate-900"
      >
        <h2 id="workout-settings" className="pt-5 text-lg font-bold">
          <Trans>Workout</Trans>
        </h2>
        <div className="divide-y divide-slate-200 dark:divide-slate-800">
          <Toggle
            label={t`Sound`}
            hint={t`A short tone when a rest or a timed set ends`}
            checked={settings.sound}
            onChange={(sound) => {
              saveSettings({ sound })
              if (sound) beep()
            }}
          />
          <Toggle
            label={t`Vibration`}
            hint={t`Buzz when a rest or a timed set ends (phones that support it)`}
            checked={settings.vibration}
            onChange={(on) => {
              saveSettings({ vibration: on })
              if (on) vibrate(100)
            }}
          />
          <UnitsChoice />
          <div className="flex items-center justify-between gap-4 py-4">
            <div>
              <label htmlFor={restId} className="font-semibold">
                <Trans>Default rest</Trans>
              </label>
              <p className="text-sm text-slate-600 dark:text-slate-400">
                <Trans>Used when an exercise sets no rest of its own</Trans>
              </p>
            </div>
            <select
              id={restId}
              value={settings.defaultRest}
              onChange={(e) => saveSettings({ defaultRest: Number(e.target.value) })}
              className="min-h-11 rounded-lg border border-slate-300 bg-white px-3 dark:border-slate-700 dark:bg-slate-900"
            >
              {REST_CHOICES.map((s) => (
                <option key={s} value={s}>
                  {t`${s} seconds`}
                </option>
              ))}
            </select>
          </div>
        </div>
      </section>
      <LanguageSetting />
      <TrainingSettings />
      <MessageEmailsSetting />
      <section
        aria-labelledby="appearance"
        className="mt-6 rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900"
      >
        <h2 id="appearance" className="text-lg font-bold">
          <Trans>Appearance</Trans>
        </h2>
        <fieldset className="mt-3">
          <legend className="font-semibold">
            <Trans>Theme</Trans>
          </legend>
          <div className="mt-2 flex flex-wrap gap-2">
            {(['light', 'dark', 'system'] as Settings['theme'][]).map((theme) => (
              <label
                key={theme}
                className={`inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border px-4 ${settings.theme === theme ? 'border-brand-700 bg-brand-50 dark:bg-slate-800' : 'border-slate-300 dark:border-slate-700'}`}
              >
                <input
                  type="radio"
                  name="theme"
                  value={theme}
                  checked={settings.theme === theme}
                  onChange={() => saveSettings({ theme })}
                  className="accent-brand-700"
                />
                {theme === 'system' ? t`System` : theme === 'light' ? t`Light` : t`Dark`}
              </label>
            ))}
          </div>
        </fieldset>
      </section>
    </>
  )
}
