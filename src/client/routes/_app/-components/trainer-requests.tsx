import { Trans, useLingui } from '@lingui/react/macro'
import { Check, type LucideIcon, UserPlus, X } from 'lucide-react'
import { IconTile } from '~/client/components/icon-tile'
import { buttonClass } from '~/client/components/ui/button'
import { toast } from '~/client/lib/use-toast'
import { toastDone, toastFailed } from '~/client/lib/mutation-toasts'
import {
  useAcceptTrainerRequest,
  useDeclineTrainerRequest,
} from '~/client/lib/mutations/use-trainer-request-mutations'
import { trpc } from '~/client/lib/trpc'
import type { TrainerRequest } from '~/shared/schemas/trainer-request'

/**
 * Trainers' requests waiting for the athlete's answer (docs/product.md#assign-trainer), one card
 * each; nothing at all when there are none or the list failed to load.
 */
export function TrainerRequests() {
  const requests = trpc.trainerRequests.mine.useQuery()
  if (!requests.data?.length) return null
  return (
    <div className="mb-6 grid gap-3">
      {requests.data.map((request) => (
        <TrainerRequestCard key={request.id} request={request} />
      ))}
    </div>
  )
}

function TrainerRequestCard({ request }: { request: TrainerRequest }) {
  const { t } = useLingui()
  const name = request.trainerName
  const accept = useAcceptTrainerRequest({
    onSuccess: () =>
      toast({
        title: t`Trainer accepted`,
        description: t`You are now ${name}'s client.`,
        variant: 'success',
      }),
    onError: toastFailed,
  })
  const decline = useDeclineTrainerRequest({
    onSuccess: () => toastDone(t`Request declined`),
    onError: toastFailed,
  })
  const busy = accept.isPending || decline.isPending
  const headingId = `trainer-request-${request.id}`
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-2xl border border-brand-100 bg-brand-50 p-5 sm:flex-row sm:items-center sm:justify-between dark:border-slate-700 dark:bg-slate-900"
    >
      <div className="flex min-w-0 items-start gap-3">
        <IconTile Icon={UserPlus} />
        <div className="min-w-0">
          <h2 id={headingId} className="text-lg font-bold break-words">
            <Trans>{name} wants to be your trainer</Trans>
          </h2>
          <p className="text-sm text-slate-700 dark:text-slate-300">
            <Trans>
              Accepting lets them see your age, height, weight and training history and give you
              workout plans. Declining changes nothing.
            </Trans>
          </p>
        </div>
      </div>
      <div className="flex shrink-0 gap-2">
        <AnswerButton
          label={t`Accept`}
          Icon={Check}
          primary
          trainerName={name}
          disabled={busy}
          onClick={() => accept.mutate({ id: request.id })}
        />
        <AnswerButton
          label={t`Decline`}
          Icon={X}
          trainerName={name}
          disabled={busy}
          onClick={() => decline.mutate({ id: request.id })}
        />
      </div>
    </section>
  )
}

/** 'Accept' or 'Decline', read out as "Accept {trainer}'s request". */
function AnswerButton({
  label,
  Icon,
  primary = false,
  trainerName,
  disabled,
  onClick,
}: {
  label: string
  Icon: LucideIcon
  primary?: boolean
  trainerName: string
  disabled: boolean
  onClick: () => void
}) {
  return (
    <button
      type="button"
      className={buttonClass(primary ? 'primary' : 'outline')}
      disabled={disabled}
      onClick={onClick}
    >
      <Icon aria-hidden className="h-4 w-4" /> {label}
      <span className="sr-only">
        {' '}
        <Trans>{trainerName}'s request</Trans>
      </span>
    </button>
  )
}
