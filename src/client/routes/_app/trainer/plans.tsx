import { Trans, useLingui } from '@lingui/react/macro'
import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { ClipboardList, Plus } from 'lucide-react'
import { useState } from 'react'
import { PageHeading } from '~/client/components/page-heading'
import { buttonClass } from '~/client/components/ui/button'
import { ConfirmDialog } from '~/client/components/ui/confirm-dialog'
import { SearchBox } from '~/client/components/ui/search-box'
import { Spinner } from '~/client/components/ui/spinner'
import { toastDone, toastFailed } from '~/client/lib/mutation-toasts'
import { ON_EVERY_VISIT, prefetchQuietly } from '~/client/lib/route-data'
import { useDeletePlan } from '~/client/lib/mutations/use-plan-mutations'
import { trpc } from '~/client/lib/trpc'
import type { Plan } from '~/shared/schemas/plan'
import { PlanBuilderDialog } from './-components/plan-builder-dialog'
import { PlanCard } from './-components/plan-card'
import { PlanProgressionDialog } from './-components/plan-progression-dialog'

export const Route = createFileRoute('/_app/trainer/plans')({
  // `?client=<userId>` (the client table's 'Create Plan') opens the builder for that client.
  validateSearch: (s: Record<string, unknown>): { client?: number } => {
    const client = Number(s.client)
    return Number.isInteger(client) && client > 0 ? { client } : {}
  },
  // The plans, and what the builder offers (clients, catalogue), in one batched request.
  loader: ({ context }) =>
    Promise.all([
      context.utils.plans.list.ensureData(),
      prefetchQuietly(context.utils.trainer.users.fetch(undefined, ON_EVERY_VISIT)),
      prefetchQuietly(context.utils.workouts.list.ensureData()),
      prefetchQuietly(context.utils.workouts.mine.ensureData()),
    ]),
  pendingComponent: TrainerPlansPending,
  errorComponent: TrainerPlansError,
  component: TrainerPlansPage,
})

function TrainerPlansPending() {
  const { t } = useLingui()
  return (
    <div className="flex justify-center py-10">
      <Spinner label={t`Loading plans`} />
    </div>
  )
}

function TrainerPlansError() {
  return (
    <p className="py-10 text-center text-red-700 dark:text-red-400">
      <Trans>Failed to load plans</Trans>
    </p>
  )
}

function TrainerPlansPage() {
  const { t } = useLingui()
  const { client } = Route.useSearch()
  const navigate = useNavigate({ from: '/trainer/plans' })
  const [editing, setEditing] = useState<Plan | 'new' | null>(null)
  const [deleting, setDeleting] = useState<Plan | null>(null)
  const [progression, setProgression] = useState<Plan | null>(null)
  const [search, setSearch] = useState('')
  const [list] = trpc.plans.list.useSuspenseQuery()
  const remove = useDeletePlan({
    onSuccess: () => {
      toastDone(t`Plan deleted`)
      setDeleting(null)
    },
    onError: (error) => {
      setDeleting(null)
      toastFailed(error)
    },
  })
  const builder = editing ?? (client ? 'new' : null)
  const closeBuilder = () => {
    setEditing(null)
    // The link's job is done: back and reload must not open the builder again.
    if (client) void navigate({ search: {}, replace: true })
  }
  const deleteText = (plan: Plan | null) => {
    // In quotes, kept out of the message: an ICU message reads '{…}' as a quoted literal.
    const planName = `'${plan?.name ?? ''}'`
    const clientName = plan?.clientName
    return clientName
      ? t`${planName} will be deleted. ${clientName} will no longer see it on their Daily tab.`
      : t`${planName} will be deleted.`
  }
  const needle = search.trim().toLowerCase()
  const plans = list.filter(
    (p) =>
      !needle ||
      [p.name, p.description, p.clientName ?? ''].some((f) => f.toLowerCase().includes(needle)),
  )

  return (
    <>
      <PageHeading
        title={t`Workout Plans`}
        subtitle={t`Build plans from the catalogue and assign them to your clients`}
        back
      />
      <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-center">
        <div className="flex-1">
          <SearchBox value={search} onChange={setSearch} placeholder={t`Search plans...`} />
        </div>
        <button type="button" className={buttonClass('primary')} onClick={() => setEditing('new')}>
          <Plus aria-hidden className="h-4 w-4" /> <Trans>Create Plan</Trans>
        </button>
      </div>
      {list.length === 0 ? (
        <div className="rounded-2xl border border-dashed border-slate-300 p-8 text-center dark:border-slate-700">
          <ClipboardList aria-hidden className="mx-auto h-8 w-8 text-slate-500" />
          <p className="mt-2 font-semibold">
            <Trans>No plans yet</Trans>
          </p>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
            <Trans>
              Create a plan, pick its workouts from the catalogue and assign it to a client: it
              shows on their Daily tab.
            </Trans>
          </p>
        </div>
      ) : plans.length === 0 ? (
        <p className="py-10 text-center text-slate-600 dark:text-slate-400">
          <Trans>No plans found</Trans>
        </p>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2">
          {plans.map((plan) => (
            <PlanCard
              key={plan.id}
              plan={plan}
              onEdit={() => setEditing(plan)}
              onDelete={() => setDeleting(plan)}
              onProgression={() => setProgression(plan)}
            />
          ))}
        </ul>
      )}
      {builder ? (
        <PlanBuilderDialog
          plan={builder === 'new' ? null : builder}
          clientId={builder === 'new' ? client : undefined}
          onClose={closeBuilder}
        />
      ) : null}
      {progression ? (
        <PlanProgressionDialog plan={progression} onClose={() => setProgression(null)} />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t`Delete plan?`}
        description={deleteText(deleting)}
        confirmLabel={remove.isPending ? t`Deleting...` : t`Delete Plan`}
        pending={remove.isPending}
        onConfirm={() => deleting && remove.mutate({ id: deleting.id })}
      />
    </>
  )
}
