import { Ban, RotateCw } from 'lucide-react'
import { useState } from 'react'
import { errorText } from '~/client/lib/errors'
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

const cell = 'px-3 py-2'
const date = (iso: string) =>
  new Date(iso).toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' })

function Status({ invitation, now }: { invitation: Invitation; now: number }) {
  // docs/product.md#trainer-users: 'Accepted' green, 'Pending' amber; a lapsed or revoked link
  // says so rather than 'Pending'.
  const expired = !invitation.accepted && new Date(invitation.expiresAt).getTime() < now
  const [label, tone] = invitation.accepted
    ? ['Accepted', 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900 dark:text-emerald-50']
    : invitation.revokedAt !== null
      ? ['Revoked', 'bg-slate-200 text-slate-900 dark:bg-slate-700 dark:text-slate-100']
      : expired
        ? ['Expired', 'bg-slate-200 text-slate-900 dark:bg-slate-700 dark:text-slate-100']
        : ['Pending', 'bg-amber-100 text-amber-950 dark:bg-amber-900 dark:text-amber-50']
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
  const list = trpc.trainer.invitations.useQuery(undefined, { refetchOnMount: 'always' })
  // 'Expired' is judged against when the table opened; it is reloaded on every visit.
  const [now] = useState(() => Date.now())
  const [revoking, setRevoking] = useState<Invitation | null>(null)
  const revoke = useRevokeInvitation({
    onSuccess: (invitation) => {
      setRevoking(null)
      toast({
        title: 'Invitation revoked',
        description: `The link sent to ${invitation.email} no longer works`,
        variant: 'success',
      })
    },
    onError: (e) => {
      setRevoking(null)
      toast({
        title: 'Failed to revoke invitation',
        description: errorText(e),
        variant: 'destructive',
      })
    },
  })
  const resend = useResendInvitation({
    onSuccess: (invitation) => {
      toast({
        title: 'Invitation sent',
        description: `A new link was sent to ${invitation.email}`,
        variant: 'success',
      })
    },
    onError: (e) =>
      toast({
        title: 'Failed to send invitation',
        description: errorText(e),
        variant: 'destructive',
      }),
  })
  if (!list.data) {
    return (
      <p
        role="alert"
        className="rounded-2xl bg-red-50 p-5 text-red-900 dark:bg-red-950 dark:text-red-100"
      >
        Failed to load invitations
      </p>
    )
  }
  if (list.data.length === 0) {
    return (
      <p className="rounded-2xl border border-dashed border-slate-300 p-8 text-center text-slate-600 dark:border-slate-700 dark:text-slate-400">
        No invitations sent yet
      </p>
    )
  }
  return (
    <TableScroll
      label="Sent invitations"
      className="rounded-2xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900"
    >
      <table className={`${stacked.table} sm:min-w-[32rem]`}>
        <thead
          className={`${stacked.head} border-b border-slate-200 text-slate-600 dark:border-slate-800 dark:text-slate-300`}
        >
          <tr>
            <th scope="col" className={cell}>
              Email
            </th>
            <th scope="col" className={cell}>
              Date Sent
            </th>
            <th scope="col" className={cell}>
              Status
            </th>
            {showExpires ? (
              <th scope="col" className={cell}>
                Expires
              </th>
            ) : null}
            <th scope="col" className={`${cell} text-right`}>
              Actions
            </th>
          </tr>
        </thead>
        <tbody className={stacked.body}>
          {list.data.map((inv) => (
            <tr
              key={inv.id}
              className={`${stacked.row} border-b border-slate-100 last:border-0 dark:border-slate-800`}
            >
              <th scope="row" className={`${cell} ${stacked.title} font-semibold break-all`}>
                {inv.email}
                {inv.role === 'trainer' ? (
                  <span className="ml-2 text-xs font-normal text-slate-600 dark:text-slate-400">
                    (trainer)
                  </span>
                ) : null}
              </th>
              <td className={`${cell} ${stacked.cell}`} data-label="Date Sent">
                {date(inv.createdAt)}
              </td>
              <td className={`${cell} ${stacked.cell}`} data-label="Status">
                <Status invitation={inv} now={now} />
              </td>
              {showExpires ? (
                <td className={`${cell} ${stacked.cell}`} data-label="Expires">
                  {inv.accepted ? 'Never' : date(inv.expiresAt)}
                </td>
              ) : null}
              <td className={`${cell} ${stacked.actions} text-right max-sm:text-left`}>
                <span className="inline-flex flex-wrap gap-2">
                  <button
                    type="button"
                    className={buttonClass('outline')}
                    disabled={inv.accepted || inv.revokedAt !== null || resend.isPending}
                    aria-label={`Resend invitation to ${inv.email}`}
                    onClick={() => resend.mutate({ id: inv.id })}
                  >
                    <RotateCw aria-hidden className="h-4 w-4" /> Resend
                  </button>
                  {!inv.accepted && inv.revokedAt === null ? (
                    <button
                      type="button"
                      className={buttonClass('outline')}
                      aria-label={`Revoke invitation to ${inv.email}`}
                      onClick={() => setRevoking(inv)}
                    >
                      <Ban aria-hidden className="h-4 w-4" /> Revoke
                    </button>
                  ) : null}
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <ConfirmDialog
        open={revoking !== null}
        onOpenChange={(open) => {
          if (!open) setRevoking(null)
        }}
        title="Revoke this invitation?"
        description={`The link sent to ${revoking?.email ?? ''} will stop working. You can invite this address again later.`}
        confirmLabel="Revoke"
        pending={revoke.isPending}
        onConfirm={() => {
          if (revoking) revoke.mutate({ id: revoking.id })
        }}
      />
    </TableScroll>
  )
}
