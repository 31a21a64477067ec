import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { ClipboardList, Dumbbell, MailPlus, Megaphone, UserCheck, Users } from 'lucide-react'
import { useState } from 'react'
import { PageHeading } from '~/client/components/page-heading'
import { ClientTable } from '~/client/components/trainer/client-table'
import { InvitationForm } from '~/client/components/trainer/invitation-form'
import { InvitationsTable } from '~/client/components/trainer/invitations-table'
import { buttonClass } from '~/client/components/ui/button'
import { Dialog } from '~/client/components/ui/dialog'
import { SearchBox } from '~/client/components/ui/search-box'
import { Tabs } from '~/client/components/ui/tabs'
import {
  LevelBadge,
  LoadMoreButton,
  PagedUsers,
  RoleBadge,
  StreakBadge,
  UserRow,
} from '~/client/components/user-list'
import { errorText } from '~/client/lib/errors'
import { ON_EVERY_VISIT, prefetchQuietly } from '~/client/lib/route-data'
import {
  useAssignTrainer,
  useSetCoach,
  useSetRole,
} from '~/client/lib/mutations/use-staff-mutations'
import { trpc } from '~/client/lib/trpc'
import { DevOutbox } from './-components/dev-outbox'
import { useDebouncedValue } from '~/client/lib/use-debounced-value'
import { toast } from '~/client/lib/use-toast'
import { useUserPages } from '~/client/lib/use-user-pages'
import { hasRole } from '~/shared/roles'
import type { User } from '~/shared/schemas/user'

const TABS = ['all', 'clients', 'trainers', 'invitations'] as const
type Tab = (typeof TABS)[number]

export const Route = createFileRoute('/_app/admin/trainers')({
  validateSearch: (s: Record<string, unknown>): { tab?: Tab } => ({
    tab: TABS.includes(s.tab as Tab) && s.tab !== 'all' ? (s.tab as Tab) : undefined,
  }),
  // The four numbers come from three reads that leave as one batched request.
  loader: ({ context }) =>
    Promise.all([
      prefetchQuietly(context.utils.admin.stats.fetch(undefined, ON_EVERY_VISIT)),
      prefetchQuietly(context.utils.trainer.users.fetch(undefined, ON_EVERY_VISIT)),
      prefetchQuietly(context.utils.trainer.invitations.fetch(undefined, ON_EVERY_VISIT)),
      prefetchQuietly(context.utils.admin.outbox.fetch(undefined, ON_EVERY_VISIT)),
    ]),
  component: AdminTrainersPage,
})

function AdminTrainersPage() {
  const { t } = useLingui()
  const { tab = 'all' } = Route.useSearch()
  const navigate = useNavigate({ from: '/admin/trainers' })
  const [inviting, setInviting] = useState(false)
  // Fetched by the loader on this visit; a failed read shows '—' or its own message in place.
  const stats = trpc.admin.stats.useQuery()
  const clients = trpc.trainer.users.useQuery()
  const invitations = trpc.trainer.invitations.useQuery()
  const pending = invitations.data?.filter((i) => !i.accepted).length

  const cards = [
    { label: msg`Total Trainers`, value: stats.data?.totalTrainers, Icon: Dumbbell },
    { label: msg`My Clients`, value: clients.data?.length, Icon: UserCheck },
    { label: msg`Pending Invites`, value: pending, Icon: MailPlus },
    { label: msg`Regular Users`, value: stats.data?.totalUsers, Icon: Users },
  ]

  return (
    <>
      <PageHeading
        title={t`Trainer Management`}
        subtitle={t`Trainers, clients and invitations`}
        back
      />
      <dl className="mb-6 grid grid-cols-2 gap-3 lg:grid-cols-4">
        {cards.map(({ label, value, Icon }) => (
          <div
            key={label.id}
            className="rounded-2xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
          >
            <dt className="inline-flex items-center gap-1.5 text-sm text-slate-600 dark:text-slate-400">
              <Icon aria-hidden className="h-4 w-4" /> {t(label)}
            </dt>
            <dd className="mt-1 text-2xl font-bold">{value ?? '—'}</dd>
          </div>
        ))}
      </dl>
      <Tabs
        label={t`Trainer management`}
        value={tab}
        onValueChange={(value) =>
          void navigate({
            search: value === 'all' ? {} : { tab: value as Tab },
            replace: true,
          })
        }
        tabs={[
          {
            value: 'all',
            label: t`All Users`,
            content: <AllUsersTab onInvite={() => setInviting(true)} />,
          },
          {
            value: 'clients',
            label: t`My Clients`,
            content: (
              <ClientTable
                clients={clients.data}
                error={clients.isError ? errorText(clients.error) : undefined}
                showStreak
                empty={
                  <p className="rounded-2xl border border-dashed border-slate-300 p-8 text-center text-slate-600 dark:border-slate-700 dark:text-slate-400">
                    <Trans>No users assigned yet</Trans>
                  </p>
                }
              />
            ),
          },
          { value: 'trainers', label: t`Trainers`, content: <TrainersTab /> },
          {
            value: 'invitations',
            label: t`Invitations`,
            content: (
              <div className="space-y-4">
                <div className="flex justify-end">
                  <button
                    type="button"
                    className={buttonClass('primary')}
                    onClick={() => setInviting(true)}
                  >
                    <MailPlus aria-hidden className="h-4 w-4" /> <Trans>Invite Trainer</Trans>
                  </button>
                </div>
                <InvitationsTable showExpires />
                <DevOutbox />
              </div>
            ),
          },
        ]}
      />
      <Dialog
        open={inviting}
        onOpenChange={setInviting}
        title={t`Invite New Trainer`}
        description={t`They get a link by email; signing in with that address makes them a trainer.`}
      >
        <InvitationForm
          role="trainer"
          successTitle={t`Invitation sent successfully`}
          onSent={() => setInviting(false)}
        />
      </Dialog>
    </>
  )
}

function AllUsersTab({ onInvite }: { onInvite: () => void }) {
  const { t } = useLingui()
  const { user: me } = Route.useRouteContext()
  const [search, setSearch] = useState('')
  const pages = useUserPages({ query: useDebouncedValue(search.trim()) })
  return (
    <section aria-label={t`All users`}>
      <div className="mb-4 flex flex-col gap-3 sm:flex-row">
        <div className="flex-1">
          <SearchBox value={search} onChange={setSearch} placeholder={t`Search users...`} />
        </div>
        <button type="button" className={buttonClass('primary')} onClick={onInvite}>
          <MailPlus aria-hidden className="h-4 w-4" /> <Trans>Invite Trainer</Trans>
        </button>
      </div>
      <PagedUsers
        pages={pages}
        label={t`Users`}
        emptyText={t`No users found`}
        renderRow={(user) => (
          <UserRow
            key={user.id}
            user={user}
            badges={
              <>
                <StreakBadge streak={user.streak} />
                <LevelBadge level={user.level} />
                <RoleBadge role={user.role} />
              </>
            }
            actions={
              user.role === 'user' ? (
                <UserActions
                  user={user}
                  canAssign={hasRole(me.role, ['trainer', 'admin']) && user.trainerId === null}
                  meId={me.id}
                />
              ) : null
            }
          />
        )}
      />
    </section>
  )
}

/**
 * 'Make Trainer' for rows with role user; 'Assign to Me' when they have no trainer yet. An admin's
 * assignment is direct; a trainer's is a request the athlete must accept (docs/product.md#assign-trainer),
 * so the row then reads 'Request pending' instead of the button.
 */
function UserActions({ user, canAssign, meId }: { user: User; canAssign: boolean; meId: number }) {
  const { t } = useLingui()
  const [requested, setRequested] = useState(false)
  const username = user.username
  const failed = (error: unknown) =>
    toast({ title: t`Error`, description: errorText(error), variant: 'destructive' })
  const promote = useSetRole({
    onSuccess: () => toast({ title: t`User promoted to trainer successfully`, variant: 'success' }),
    onError: failed,
  })
  const assign = useAssignTrainer({
    onSuccess: ({ status }) => {
      if (status === 'requested') {
        setRequested(true)
        toast({
          title: t`Request sent`,
          description: t`${username} becomes your client once they accept.`,
          variant: 'success',
        })
      } else {
        toast({ title: t`Trainer assigned successfully`, variant: 'success' })
      }
    },
    onError: failed,
  })
  return (
    <>
      <button
        type="button"
        className={buttonClass('outline')}
        disabled={promote.isPending}
        onClick={() => promote.mutate({ userId: user.id, role: 'trainer' })}
      >
        <Dumbbell aria-hidden className="h-4 w-4" />{' '}
        <Trans>
          Make Trainer<span className="sr-only"> {username}</span>
        </Trans>
      </button>
      {requested ? (
        <span className="inline-flex min-h-11 items-center px-2 text-sm font-semibold text-amber-800 dark:text-amber-300">
          <Trans>Request pending</Trans>
        </span>
      ) : canAssign ? (
        <button
          type="button"
          className={buttonClass('outline')}
          disabled={assign.isPending}
          onClick={() => assign.mutate({ userId: user.id, trainerId: meId })}
        >
          <ClipboardList aria-hidden className="h-4 w-4" />{' '}
          <Trans>
            Assign to Me<span className="sr-only"> {username}</span>
          </Trans>
        </button>
      ) : null}
    </>
  )
}

function TrainersTab() {
  const { t } = useLingui()
  const pages = useUserPages({ query: '', role: 'trainer' })
  if (pages.isPending || pages.isError || pages.users.length === 0) {
    return (
      <PagedUsers
        pages={pages}
        label={t`Trainers`}
        loadingLabel={t`Loading trainers...`}
        emptyText={t`No trainers found`}
        renderRow={() => null}
      />
    )
  }
  return (
    <>
      <ul aria-label={t`Trainers`} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {pages.users.map((trainer) => (
          <li
            key={trainer.id}
            className="rounded-2xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900"
          >
            <ul>
              <UserRow
                user={trainer}
                badges={
                  <>
                    <RoleBadge role={trainer.role} />
                    <LevelBadge level={trainer.level} />
                  </>
                }
                actions={<CoachToggle user={trainer} />}
              />
            </ul>
          </li>
        ))}
      </ul>
      <LoadMoreButton pages={pages} />
    </>
  )
}

/**
 * Coaches post the gym's workout of the day and run its classes (docs/product.md#workout-of-the-day):
 * an admin gives a trainer the permission here, or takes it back.
 */
function CoachToggle({ user }: { user: User }) {
  const { t } = useLingui()
  const username = user.username
  const change = useSetCoach({
    onSuccess: ({ coach, username: name }) =>
      toast({
        title: coach ? t`${name} is now a coach` : t`${name} is no longer a coach`,
        variant: 'success',
      }),
    onError: (error) =>
      toast({ title: t`Error`, description: errorText(error), variant: 'destructive' }),
  })
  return (
    <button
      type="button"
      aria-pressed={user.coach}
      className={buttonClass(user.coach ? 'primary' : 'outline')}
      disabled={change.isPending}
      onClick={() => change.mutate({ userId: user.id, coach: !user.coach })}
    >
      <Megaphone aria-hidden className="h-4 w-4" />{' '}
      <Trans>
        Coach<span className="sr-only"> {username}</span>
      </Trans>
    </button>
  )
}
