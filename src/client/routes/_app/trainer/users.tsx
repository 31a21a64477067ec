import { Trans, useLingui } from '@lingui/react/macro'
import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { Send, UserPlus } from 'lucide-react'
import { useState } from 'react'
import { PageHeading } from '~/client/components/page-heading'
import { ClientTable } from '~/client/components/trainer/client-table'
import { InvitationForm } from '~/client/components/trainer/invitation-form'
import { InvitationsTable } from '~/client/components/trainer/invitations-table'
import { buttonClass } from '~/client/components/ui/button'
import { Tabs } from '~/client/components/ui/tabs'
import { ON_EVERY_VISIT, prefetchQuietly } from '~/client/lib/route-data'
import { trpc } from '~/client/lib/trpc'
import { Spinner } from '~/client/components/ui/spinner'

type Tab = 'users' | 'invitations'

export const Route = createFileRoute('/_app/trainer/users')({
  validateSearch: (s: Record<string, unknown>): { tab?: Tab } => ({
    tab: s.tab === 'invitations' ? 'invitations' : undefined,
  }),
  loader: ({ context }) =>
    Promise.all([
      prefetchQuietly(context.utils.trainer.users.fetch(undefined, ON_EVERY_VISIT)),
      prefetchQuietly(context.utils.trainer.invitations.fetch(undefined, ON_EVERY_VISIT)),
    ]),
  pendingComponent: TrainerUsersPending,
  component: TrainerUsersPage,
})

function TrainerUsersPending() {
  const { t } = useLingui()
  return (
    <>
      <PageHeading title={t`Trainer Dashboard`} subtitle={t`Your clients and invitations`} back />
      <div className="flex justify-center py-10">
        <Spinner label={t`Loading clients...`} />
      </div>
    </>
  )
}

const panelClass =
  'rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900'

function TrainerUsersPage() {
  const { t } = useLingui()
  const { tab = 'users' } = Route.useSearch()
  const navigate = useNavigate({ from: '/trainer/users' })
  const setTab = (value: string) =>
    void navigate({ search: value === 'invitations' ? { tab: 'invitations' } : {}, replace: true })
  // docs/product.md#trainer-users: a failed client list reads as an empty one.
  const clients = trpc.trainer.users.useQuery()
  // 'Send Invitation' on the empty state opens the form ready to type in.
  const [focusForm, setFocusForm] = useState(false)

  return (
    <>
      <PageHeading title={t`Trainer Dashboard`} subtitle={t`Your clients and invitations`} back />
      <Tabs
        label={t`Trainer dashboard`}
        value={tab}
        onValueChange={setTab}
        tabs={[
          {
            value: 'users',
            label: t`My Users`,
            content: (
              <ClientTable
                clients={clients.data ?? []}
                empty={
                  <div
                    className={`${panelClass} flex flex-col items-center gap-3 py-10 text-center`}
                  >
                    <UserPlus aria-hidden className="h-10 w-10 text-slate-400" />
                    <h2 className="text-lg font-bold">
                      <Trans>No users assigned yet</Trans>
                    </h2>
                    <p className="max-w-md text-slate-600 dark:text-slate-400">
                      <Trans>
                        You don't have any users assigned to you yet. Send invitations to get
                        started.
                      </Trans>
                    </p>
                    <button
                      type="button"
                      className={buttonClass('primary')}
                      onClick={() => {
                        setFocusForm(true)
                        setTab('invitations')
                      }}
                    >
                      <Send aria-hidden className="h-4 w-4" /> <Trans>Send Invitation</Trans>
                    </button>
                  </div>
                }
              />
            ),
          },
          {
            value: 'invitations',
            label: t`Invitations`,
            content: (
              <div className="space-y-6">
                <section aria-labelledby="invite-heading" className={panelClass}>
                  <h2 id="invite-heading" className="mb-1 text-lg font-bold">
                    <Trans>Invite a client</Trans>
                  </h2>
                  <p className="mb-4 text-sm text-slate-600 dark:text-slate-400">
                    <Trans>
                      They get a link by email; when they sign in with that address they become your
                      client.
                    </Trans>
                  </p>
                  <InvitationForm autoFocus={focusForm} />
                </section>
                <section aria-labelledby="sent-heading">
                  <h2 id="sent-heading" className="mb-3 text-lg font-bold">
                    <Trans>Sent Invitations</Trans>
                  </h2>
                  <InvitationsTable />
                </section>
              </div>
            ),
          },
        ]}
      />
    </>
  )
}
