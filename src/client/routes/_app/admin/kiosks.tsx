import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { KeyRound, MonitorSmartphone, Plus, ShieldOff } from 'lucide-react'
import { useState } from 'react'
import { PageHeading } from '~/client/components/page-heading'
import { Badge } from '~/client/components/ui/badge'
import { buttonClass } from '~/client/components/ui/button'
import { ConfirmDialog } from '~/client/components/ui/confirm-dialog'
import { Spinner } from '~/client/components/ui/spinner'
import { errorText } from '~/client/lib/errors'
import { i18n, intlLocale } from '~/client/lib/i18n'
import { ON_EVERY_VISIT, prefetchQuietly } from '~/client/lib/route-data'
import { useNewPairingCode, useRevokeKiosk } from '~/client/lib/mutations/use-staff-mutations'
import { trpc } from '~/client/lib/trpc'
import type { AdminKiosk, PairingInstructions, KioskStatus } from '~/shared/schemas/kiosk'
import { toastDone, toastFailed } from './-components/admin-toasts'
import { PairingCodeDialog, RegisterKioskDialog } from './-components/kiosk-dialogs'
import { KioskLanguageSelect } from './-components/kiosk-language'

export const Route = createFileRoute('/_app/admin/kiosks')({
  loader: ({ context }) =>
    prefetchQuietly(context.utils.admin.kiosks.list.fetch(undefined, ON_EVERY_VISIT)),
  pendingComponent: AdminKiosksPending,
  component: AdminKiosksPage,
})

function AdminKiosksPending() {
  const { t } = useLingui()
  return (
    <div className="flex justify-center py-12">
      <Spinner label={t`Loading kiosks`} />
    </div>
  )
}

const STATUS: Record<
  KioskStatus,
  { label: MessageDescriptor; variant: 'default' | 'outline' | 'destructive' }
> = {
  waiting: { label: msg`Waiting for pairing`, variant: 'outline' },
  paired: { label: msg`Paired`, variant: 'default' },
  revoked: { label: msg`Revoked`, variant: 'destructive' },
}

const when = (iso: string | null) =>
  iso
    ? new Date(iso).toLocaleString(intlLocale(), { dateStyle: 'medium', timeStyle: 'short' })
    : i18n._(msg`Never`)

function AdminKiosksPage() {
  const { t } = useLingui()
  // Fetched by the loader on this visit; a failure shows in place.
  const list = trpc.admin.kiosks.list.useQuery()
  const [registering, setRegistering] = useState(false)
  const [issued, setIssued] = useState<PairingInstructions | null>(null)
  const [confirm, setConfirm] = useState<{ kiosk: AdminKiosk; action: 'code' | 'revoke' } | null>(
    null,
  )
  const newCodeLabel = (name: string) => t`New pairing code for ${name}`
  const revokeLabel = (name: string) => t`Revoke ${name}`
  const confirmName = confirm?.kiosk.name ?? ''
  const newCode = useNewPairingCode({
    onSuccess: (result) => {
      setIssued(result)
      toastDone(t`New pairing code issued`)
    },
    onError: toastFailed,
    onSettled: () => setConfirm(null),
  })
  const revoke = useRevokeKiosk({
    onSuccess: () => toastDone(t`Kiosk revoked`),
    onError: toastFailed,
    onSettled: () => setConfirm(null),
  })

  return (
    <>
      <PageHeading
        title={t`Kiosks`}
        subtitle={t`Gym wall screens: today's board, the group timer and the exercise library`}
        back
        actions={
          <button type="button" className={buttonClass()} onClick={() => setRegistering(true)}>
            <Plus aria-hidden className="h-4 w-4" />
            <Trans>Register Kiosk</Trans>
          </button>
        }
      />
      {!list.data ? (
        <p
          role="alert"
          className="rounded-2xl bg-red-50 p-5 text-red-900 dark:bg-red-950 dark:text-red-100"
        >
          {errorText(list.error ?? t`Kiosks could not be loaded`)}
        </p>
      ) : list.data.length === 0 ? (
        <div className="rounded-2xl border border-dashed border-slate-300 p-8 text-center dark:border-slate-700">
          <MonitorSmartphone aria-hidden className="mx-auto h-10 w-10 text-slate-500" />
          <h2 className="mt-3 text-lg font-semibold">
            <Trans>No kiosks registered yet</Trans>
          </h2>
          <p className="mt-1 text-slate-600 dark:text-slate-400">
            <Trans>Register a wall screen to get its one-time pairing code.</Trans>
          </p>
        </div>
      ) : (
        <ul aria-label={t`Kiosks`} className="grid gap-3 md:grid-cols-2">
          {list.data.map((kiosk) => (
            <li
              key={kiosk.id}
              className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900"
            >
              <div className="flex flex-wrap items-start justify-between gap-2">
                <h2 className="text-lg font-semibold break-words">{kiosk.name}</h2>
                <Badge variant={STATUS[kiosk.status].variant}>
                  {t(STATUS[kiosk.status].label)}
                </Badge>
              </div>
              <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
                <dt className="text-slate-600 dark:text-slate-400">
                  <Trans>Time zone</Trans>
                </dt>
                <dd>{kiosk.timeZone}</dd>
                <dt className="text-slate-600 dark:text-slate-400">
                  <Trans>Last seen</Trans>
                </dt>
                <dd>{when(kiosk.lastSeenAt)}</dd>
                <dt className="text-slate-600 dark:text-slate-400">
                  <Trans>Registered</Trans>
                </dt>
                <dd>{when(kiosk.createdAt)}</dd>
                {kiosk.status === 'waiting' && kiosk.pairingExpiresAt ? (
                  <>
                    <dt className="text-slate-600 dark:text-slate-400">
                      <Trans>Code valid until</Trans>
                    </dt>
                    <dd>{when(kiosk.pairingExpiresAt)}</dd>
                  </>
                ) : null}
              </dl>
              {kiosk.status !== 'revoked' ? (
                <KioskLanguageSelect kioskId={kiosk.id} locale={kiosk.locale} />
              ) : null}
              {kiosk.status !== 'revoked' ? (
                <div className="flex flex-wrap gap-2">
                  <button
                    type="button"
                    className={buttonClass('outline')}
                    aria-label={newCodeLabel(kiosk.name)}
                    onClick={() =>
                      kiosk.status === 'paired'
                        ? setConfirm({ kiosk, action: 'code' })
                        : newCode.mutate({ kioskId: kiosk.id })
                    }
                  >
                    <KeyRound aria-hidden className="h-4 w-4" />
                    <Trans>New pairing code</Trans>
                  </button>
                  <button
                    type="button"
                    className={buttonClass('ghost')}
                    aria-label={revokeLabel(kiosk.name)}
                    onClick={() => setConfirm({ kiosk, action: 'revoke' })}
                  >
                    <ShieldOff aria-hidden className="h-4 w-4" />
                    <Trans>Revoke</Trans>
                  </button>
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      )}

      <RegisterKioskDialog
        open={registering}
        onOpenChange={setRegistering}
        onRegistered={(result) => {
          setRegistering(false)
          setIssued(result)
        }}
      />
      <PairingCodeDialog issued={issued} onClose={() => setIssued(null)} />
      <ConfirmDialog
        open={confirm !== null}
        onOpenChange={(open) => (open ? null : setConfirm(null))}
        title={
          confirm?.action === 'revoke'
            ? t`Revoke ${confirmName}?`
            : t`New pairing code for ${confirmName}?`
        }
        description={
          confirm?.action === 'revoke'
            ? t`The screen stops working at once and cannot be paired again. Register a new kiosk to replace it.`
            : t`The screen paired now stops working until someone types the new code on it.`
        }
        confirmLabel={confirm?.action === 'revoke' ? t`Revoke` : t`Issue new code`}
        pending={newCode.isPending || revoke.isPending}
        onConfirm={() => {
          if (!confirm) return
          if (confirm.action === 'revoke') revoke.mutate({ kioskId: confirm.kiosk.id })
          else newCode.mutate({ kioskId: confirm.kiosk.id })
        }}
      />
    </>
  )
}
