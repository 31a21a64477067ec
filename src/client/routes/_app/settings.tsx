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
import { UNITS, type Units } from '~/shared/rules/units'
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
  const units = useUnits()
  const id = useId()
  const update = useUpdateProfile({
    onSuccess: (user) => toast({ title: `Loads in ${UNIT_NAMES[user.units].toLowerCase()}` }),
    onError: (error) =>
      toast({ title: 'Could not save', description: errorText(error), variant: 'destructive' }),
  })
  return (
    <div className="flex items-center justify-between gap-4 py-4">
      <div>
        <label htmlFor={id} className="font-semibold">
          Units
        </label>
        <p id={`${id}-hint`} className="text-sm text-slate-600 dark:text-slate-400">
          Loads are entered and shown in this unit
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
            {UNIT_NAMES[u]}
          </option>
        ))}
      </select>
    </div>
  )
}

const UNIT_NAMES = { kg: 'Kilograms (kg)', lb: 'Pounds (lb)' } as const

/**
 * The unread-message email switch, kept on the account (docs/product.md#messages): the server
 * mails from it, whichever device changed it.
 */
function MessageEmailsSetting() {
  const { user: initial } = Route.useRouteContext()
  const { data } = trpc.auth.session.useQuery(undefined, { initialData: { user: initial } })
  // A session kept on the device by an older version lacks the field: the default is on.
  const on = (data.user ?? initial).messageEmails !== false
  const update = useUpdateProfile({
    onSuccess: (user) =>
      toast({
        title: user.messageEmails ? 'Message emails on' : 'Message emails off',
        variant: 'success',
      }),
    onError: (error) =>
      toast({ title: 'Could not save', description: errorText(error), variant: 'destructive' }),
  })
  return (
    <section
      aria-labelledby="email-settings"
      className="mt-6 rounded-2xl border border-slate-200 bg-white px-5 dark:border-slate-800 dark:bg-slate-900"
    >
      <h2 id="email-settings" className="pt-5 text-lg font-bold">
        Email
      </h2>
      <Toggle
        label="Email me about unread messages"
        hint="When a message stays unread for an hour; at most one email a day per conversation"
        checked={update.isPending ? Boolean(update.variables.messageEmails) : on}
        disabled={update.isPending}
        onChange={(messageEmails) => update.mutate({ messageEmails })}
      />
    </section>
  )
}

/** The athlete's profile Daily chooses by (docs/product.md#settings): onboarding's questions. */
function TrainingSettings() {
  const { user: initial } = Route.useRouteContext()
  const { data } = trpc.auth.session.useQuery(undefined, { initialData: { user: initial } })
  const user = data.user ?? initial
  return (
    <section
      aria-labelledby="training-settings"
      className="mt-6 rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900"
    >
      <h2 id="training-settings" className="mb-1 text-lg font-bold">
        Training
      </h2>
      <p className="mb-4 text-sm text-slate-600 dark:text-slate-400">
        Daily chooses your workouts by these answers
      </p>
      <AthleteProfileForm
        user={user}
        submitLabel="Save training"
        onSaved={() => toast({ title: 'Training saved', variant: 'success' })}
      />
    </section>
  )
}

function SettingsPage() {
  const settings = useSettings()
  const restId = useId()
  return (
    <>
      <PageHeading title="Settings" back />
      <section
        aria-labelledby="workout-settings"
        className="rounded-2xl border border-slate-200 bg-white px-5 dark:border-slate-800 dark:bg-slate-900"
      >
        <h2 id="workout-settings" className="pt-5 text-lg font-bold">
          Workout
        </h2>
        <div className="divide-y divide-slate-200 dark:divide-slate-800">
          <Toggle
            label="Sound"
            hint="A short tone when a rest or a timed set ends"
            checked={settings.sound}
            onChange={(sound) => {
              saveSettings({ sound })
              if (sound) beep()
            }}
          />
          <Toggle
            label="Vibration"
            hint="Buzz when a rest or a timed set ends (phones that support it)"
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
                Default rest
              </label>
              <p className="text-sm text-slate-600 dark:text-slate-400">
                Used when an exercise sets no rest of its own
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
                  {s} seconds
                </option>
              ))}
            </select>
          </div>
        </div>
      </section>
      <TrainingSettings />
      <MessageEmailsSetting />
      <section
        aria-labelledby="appearance"
        className="mt-6 rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900"
      >
        <h2 id="appearance" className="text-lg font-bold">
          Appearance
        </h2>
        <fieldset className="mt-3">
          <legend className="font-semibold">Theme</legend>
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
                {theme === 'system' ? 'System' : theme === 'light' ? 'Light' : 'Dark'}
              </label>
            ))}
          </div>
        </fieldset>
      </section>
    </>
  )
}
