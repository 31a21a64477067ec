import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { intlLocale } from '~/client/lib/i18n'
import { buttonClass } from '~/client/components/ui/button'
import { Dialog } from '~/client/components/ui/dialog'
import { SelectField, TextField } from '~/client/components/ui/form-field'
import { serverFieldErrors } from '~/client/lib/errors'
import { useRegisterKiosk } from '~/client/lib/mutations/use-staff-mutations'
import { useZodForm } from '~/client/lib/use-zod-form'
import { type PairingInstructions, registerKioskInput } from '~/shared/schemas/kiosk'
import { toastDone, toastFailed } from './admin-toasts'
import { localeOfOption, useLanguageOptions } from './kiosk-language'

const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC'

function timeZones(current: string): { value: string; label: string }[] {
  const zones = Intl.supportedValuesOf('timeZone')
  const list = zones.includes(current) ? zones : [current, ...zones]
  return list.map((z) => ({ value: z, label: z.replaceAll('_', ' ') }))
}

export function RegisterKioskDialog({
  open,
  onOpenChange,
  onRegistered,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  onRegistered: (issued: PairingInstructions) => void
}) {
  const { t } = useLingui()
  const form = useZodForm({
    initial: { name: '', timeZone: browserZone(), locale: '' },
    schema: registerKioskInput,
    toInput: (v) => ({ ...v, locale: localeOfOption(v.locale) }),
  })
  const languages = useLanguageOptions()
  const register = useRegisterKiosk({
    onSuccess: (issued) => {
      toastDone(t`Kiosk registered`)
      form.reset({ name: '', timeZone: browserZone(), locale: '' })
      onRegistered(issued)
    },
    onError: (error) => {
      const fields = serverFieldErrors(error)
      if (Object.keys(fields).length) form.setErrors(fields)
      else toastFailed(error)
    },
  })
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t`Register Kiosk`}
      description={t`Name the screen so you know which one it is; its board follows the time zone's day.`}
    >
      <form
        noValidate
        className="space-y-4"
        onSubmit={(e) => {
          e.preventDefault()
          const checked = form.validate()
          if (checked.ok) register.mutate(checked.data)
        }}
      >
        <TextField
          label={t`Name`}
          placeholder={t`Main floor wall`}
          value={form.values.name}
          onChange={(v) => form.set('name', v)}
          error={form.errors.name}
        />
        <SelectField
          label={t`Time zone`}
          value={form.values.timeZone}
          onChange={(v) => form.set('timeZone', v)}
          options={timeZones(form.values.timeZone)}
          error={form.errors.timeZone}
        />
        <SelectField
          label={languages.label}
          value={form.values.locale}
          onChange={(v) => form.set('locale', v)}
          options={languages.options}
          error={form.errors.locale}
        />
        <div className="flex justify-end gap-2">
          <button
            type="button"
            className={buttonClass('outline')}
            onClick={() => onOpenChange(false)}
          >
            <Trans>Cancel</Trans>
          </button>
          <button type="submit" className={buttonClass()} disabled={register.isPending}>
            {register.isPending ? t`Registering...` : t`Register`}
          </button>
        </div>
      </form>
    </Dialog>
  )
}

/** The one moment a pairing code is visible: it is not stored in readable form anywhere. */
export function PairingCodeDialog({
  issued,
  onClose,
}: {
  issued: PairingInstructions | null
  onClose: () => void
}) {
  const { t } = useLingui()
  const [copied, setCopied] = useState(false)
  const spokenCode = issued?.pairingCode.split('').join(' ')
  const validUntil = issued
    ? new Date(issued.expiresAt).toLocaleTimeString(intlLocale(), { timeStyle: 'short' })
    : ''
  const pairUrl = issued?.pairUrl
  const kioskName = issued?.kiosk.name ?? ''
  return (
    <Dialog
      open={issued !== null}
      onOpenChange={(open) => {
        if (!open) {
          setCopied(false)
          onClose()
        }
      }}
      title={t`Pairing code for ${kioskName}`}
      description={t`It works once, for one hour, and is not shown again.`}
    >
      {issued ? (
        <div className="space-y-4">
          <p
            aria-label={t`Pairing code ${spokenCode}`}
            className="rounded-xl bg-slate-100 py-4 text-center font-mono text-4xl font-bold tracking-widest dark:bg-slate-800"
          >
            {issued.pairingCode}
          </p>
          <p className="text-sm text-slate-700 dark:text-slate-300">
            <Trans>
              Valid until {validUntil}. On the screen, open{' '}
              <strong className="break-all">{pairUrl}</strong> (or start the Calisthenics app with{' '}
              <code>--kiosk</code>) and type this code.
            </Trans>
          </p>
          <div className="flex flex-wrap justify-end gap-2">
            <button
              type="button"
              className={buttonClass('outline')}
              onClick={() =>
                void navigator.clipboard
                  ?.writeText(issued.pairingCode)
                  .then(() => setCopied(true))
                  .catch(() => setCopied(false))
              }
            >
              {copied ? t`Copied` : t`Copy code`}
            </button>
            <button type="button" className={buttonClass()} onClick={onClose}>
              <Trans>Done</Trans>
            </button>
          </div>
        </div>
      ) : null}
    </Dialog>
  )
}
