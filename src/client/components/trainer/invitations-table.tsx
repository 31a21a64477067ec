import { Trans, useLingui } from '@lingui/react/macro'
import { Ban, RotateCw } from 'lucide-react'
import { useState } from 'react'
import { errorText } from '~/client/lib/errors'
import { intlLocale } from '~/client/lib/i18n'
import {
  useResendInvitation,
  useRevokeInvitation,
} from '~/client/lib/mutations/use-staff-mutations'
import { trpc } from '~/client/lib/trpc'
import { toast } from '~/client/lib/use-toast'
import type { Invitation } from '~/shared/schemas/invitation'
import { buttonClass } from '../ui/button'
import { ConfirmDialog } from '../ui/confirm-dialog'
import { stacked } from '../ui/stacked-table'
import { TableScroll } from '../ui/table-scroll'

const cellClass = 'px-3 py-2'
const date = (iso: string) =>
  new Date(iso).toLocaleDateString(intlLocale(), {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
  })

const acceptedClass = 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900 dark:text-emerald-50'
const closedClass = 'bg-slate-200 text-slate-900 dark:bg-slate-700 dark:text-slate-100'
const pendingClass = 'bg-amber-100 text-amber-950 dark:bg-amber-900 dark:text-amber-50'

function Status({ invitation, now }: { invitation: Invitation; now: number }) {
  const { t } = useLingui()
  // docs/product.md#trainer-users: 'Accepted' green, 'Pending' amber; a lapsed or revoked link
  // says so rather than 'Pending'.
  const expired = !invitation.accepted && new Date(invitation.expiresAt).getTime() < now
  const [label, tone] = invitation.accepted
    ? [t`Accepted`, acceptedClass]
    : invitation.revokedAt !== null
      ? [t`Revoked`, closedClass]
      : expired
        ? [t`Expired`, closedClass]
        : [t`Pending`, pendingClass]
  return (
    <span className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ${tone}`}>
      {label}
    </span>
  )
}

/**
 * 'Sent Invitations': Email, Date Sent, Status, (Expires), 'Resend' until accepted or revoked,
 * and 'Revoke' while pending (after asking).
 */
export function InvitationsTable({ showExpires = false }: { showExpires?: boolean }) {
  // The route's loader prefetches it; opening the tab again reads it again, as an invitee may
  // have accepted meanwhile. A failure shows in place.
  const { t } = useLingui()
  const list = trpc.trainer.invitations.useQuery(undefined, { refetchOnMount: 'always' })
  // 'Expired' is judged against when the table opened; it is reloaded on every visit.
  const [now] = useState(() => Date.now())
  const [revoking, setRevoking] = useState<Invitation | null>(null)
  const revoke = useRevokeInvitation({
    onSuccess: ({ email }) => {
      setRevoking(null)
      toast({
        title: t`Invitation revoked`,
        description: t`The link sent to ${email} no longer works`,
        variant: 'success',
      })
    },
    onError: (e) => {
      setRevoking(null)
      toast({
        title: t`Failed to revoke invitation`,
        description: errorText(e),
        variant: 'destructive',
      })
    },
  })
  const resend = useResendInvitation({
    onSuccess: ({ email }) => {
      toast({
        title: t`Invitation sent`,
        description: t`A new link was sent to ${email}`,
        variant: 'success',
      })
    },
    onError: (e) =>
      toast({
        title: t`Failed to send invitation`,
        description: errorText(e),
        variant: 'destructive',
      }),
  })
  const revokingEmail = revoking?.email ?? ''
  if (!list.data) {
    return (
      <p
        role="alert"
        className="rounded-2xl bg-red-50 p-5 text-red-900 dark:bg-red-950 dark:text-red-100"
      >
        <Trans>Failed to load invitations</Trans>
      </p>
    )
  }
  if (list.data.length === 0) {
    return (
      <p className="rounded-2xl border border-dashed border-slate-300 p-8 text-center text-slate-600 dark:border-slate-700 dark:text-slate-400">
        <Trans>No invitations sent yet</Trans>
      </p>
    )
  }
  return (
    <TableScroll
      label={t`Sent invitations`}
      className="rounded-2xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900"
    >
      <table className={`${stacked.table} sm:min-w-[32rem]`}>
        <thead
          className={`${stacked.head} border-b border-slate-200 text-slate-600 dark:border-slate-800 dark:text-slate-300`}
        >
          <tr>
            <th scope="col" className={cellClass}>
              <Trans>Email</Trans>
            </th>
            <th scope="col" className={cellClass}>
              <Trans>Date Sent</Trans>
            </th>
            <th scope="col" className={cellClass}>
              <Trans>Status</Trans>
            </th>
            {showExpires ? (
              <th scope="col" className={cellClass}>
                <Trans>Expires</Trans>
              </th>
            ) : null}
            <th scope="col" className={`${cellClass} text-right`}>
              <Trans>Actions</Trans>
            </th>
          </tr>
        </thead>
        <tbody className={stacked.body}>
          {list.data.map((inv) => {
            const email = inv.email
            return (
              <tr
                key={inv.id}
                className={`${stacked.row} border-b border-slate-100 last:border-0 dark:border-slate-800`}
              >
                <th scope="row" className={`${cellClass} ${stacked.title} font-semibold break-all`}>
                  {inv.email}
                  {inv.role === 'trainer' ? (
                    <span className="ml-2 text-xs font-normal text-slate-600 dark:text-slate-400">
                      <Trans>(trainer)</Trans>
                    </span>
                  ) : null}
                </th>
                <td className={`${cellClass} ${stacked.cell}`} data-label={t`Date Sent`}>
                  {date(inv.createdAt)}
                </td>
                <td className={`${cellClass} ${stacked.cell}`} data-label={t`Status`}>
                  <Status invitation={inv} now={now} />
                </td>
                {showExpires ? (
                  <td className={`${cellClass} ${stacked.cell}`} data-label={t`Expires`}>
                    {inv.accepted ? t`Never` : date(inv.expiresAt)}
                  </td>
                ) : null}
                <td className={`${cellClass} ${stacked.actions} text-right max-sm:text-left`}>
                  <span className="inline-flex flex-wrap gap-2">
                    <button
                      type="button"
                      className={buttonClass('outline')}
                      disabled={inv.accepted || inv.revokedAt !== null || resend.isPending}
                      aria-label={t`Resend invitation to ${email}`}
                      onClick={() => resend.mutate({ id: inv.id })}
                    >
                      <RotateCw aria-hidden className="h-4 w-4" /> <Trans>Resend</Trans>
                    </button>
                    {!inv.accepted && inv.revokedAt === null ? (
                      <button
                        type="button"
                        className={buttonClass('outline')}
                        aria-label={t`Revoke invitation to ${email}`}
                        onClick={() => setRevoking(inv)}
                      >
                        <Ban aria-hidden className="h-4 w-4" /> <Trans>Revoke</Trans>
                      </button>
                    ) : null}
                  </span>
                </td>
              </tr>
            )
          })}
        </tbody>
      </table>
      <ConfirmDialog
        open={revoking !== null}
        onOpenChange={(open) => {
          if (!open) setRevoking(null)
        }}
        title={t`Revoke this invitation?`}
        description={t`The link sent to ${revokingEmail} will stop working. You can invite this address again later.`}
        confirmLabel={t`Revoke`}
        pending={revoke.isPending}
        onConfirm={() => {
          if (revoking) revoke.mutate({ id: revoking.id })
        }}
      />
    </TableScroll>
  )
}
