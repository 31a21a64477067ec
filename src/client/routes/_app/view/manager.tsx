import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { keepPreviousData } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { Activity, UserCog, Users } from 'lucide-react'
import { useState } from 'react'
import { PageHeading } from '~/client/components/page-heading'
import { RoleGate } from '~/client/components/role-gate'
import { Badge } from '~/client/components/ui/badge'
import { SearchBox } from '~/client/components/ui/search-box'
import { Tabs } from '~/client/components/ui/tabs'
import {
  LevelBadge,
  PagedUsers,
  RoleBadge,
  StreakBadge,
  UserRow,
} from '~/client/components/user-list'
import { trpc } from '~/client/lib/trpc'
import { useDebouncedValue } from '~/client/lib/use-debounced-value'
import { useUserPages } from '~/client/lib/use-user-pages'
import { PLACEHOLDER_AVATAR } from '~/shared/display'
import { viewsForRole } from '~/shared/roles'

export const Route = createFileRoute('/_app/view/manager')({
  component: ManagerViewPage,
})

function ManagerViewPage() {
  const { user } = Route.useRouteContext()
  return (
    <RoleGate
      role={user.role}
      allowed={viewsForRole(user.role).includes('manager') ? [user.role] : []}
    >
      <ManagerDashboard />
    </RoleGate>
  )
}

type Tab = 'trainers' | 'users'

function ManagerDashboard() {
  const { t } = useLingui()
  const [search, setSearch] = useState('')
  const [tab, setTab] = useState<Tab>('trainers')
  const query = useDebouncedValue(search.trim(), 250)
  const stats = trpc.admin.stats.useQuery(
    { query: query || undefined },
    { placeholderData: keepPreviousData, refetchOnMount: 'always' },
  )
  const number = (n: number | undefined) => (n === undefined ? '…' : String(n))
  const cards = [
    {
      label: msg`Total Trainers`,
      value: stats.data?.totalTrainers,
      note: msg`Active training staff`,
      Icon: UserCog,
    },
    {
      label: msg`Total Users`,
      value: stats.data?.totalUsers,
      note: msg`Registered members`,
      Icon: Users,
    },
    {
      label: msg`Active Users`,
      value: stats.data?.activeUsers,
      note: msg`With workout streaks`,
      Icon: Activity,
    },
  ]

  const matchingTrainers = number(stats.data?.matchingTrainers)
  const matchingUsers = number(stats.data?.matchingUsers)
  return (
    <>
      <PageHeading title={t`Manager Dashboard`} back />
      <dl className="grid gap-3 sm:grid-cols-3">
        {cards.map(({ label, value, note, Icon }) => (
          <div
            key={label.id}
            className="rounded-2xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
          >
            <dt className="flex items-center justify-between gap-2 text-sm font-semibold text-slate-700 dark:text-slate-300">
              {t(label)}
              <Icon className="h-4 w-4 text-slate-500" aria-hidden="true" />
            </dt>
            <dd className="mt-1 text-3xl font-bold" data-testid={`stat-${label.message}`}>
              {number(value)}
            </dd>
            <dd className="text-sm text-slate-600 dark:text-slate-400">{t(note)}</dd>
          </div>
        ))}
      </dl>
      {stats.isError ? (
        <p role="alert" className="mt-3 font-semibold text-red-700">
          <Trans>Failed to load the dashboard numbers</Trans>
        </p>
      ) : null}
      <div className="mt-6 mb-4">
        <SearchBox
          value={search}
          onChange={setSearch}
          placeholder={t`Search trainers and users...`}
        />
      </div>
      <Tabs
        value={tab}
        onValueChange={(v) => setTab(v as Tab)}
        label={t`Trainers and users`}
        tabs={[
          {
            value: 'trainers',
            label: t`Trainers (${matchingTrainers})`,
            content: <PeopleList kind="trainers" query={query} />,
          },
          {
            value: 'users',
            label: t`Users (${matchingUsers})`,
            content: <PeopleList kind="users" query={query} />,
          },
        ]}
      />
    </>
  )
}

function PeopleList({ kind, query }: { kind: Tab; query: string }) {
  const { t } = useLingui()
  const pages = useUserPages({ query, role: kind === 'trainers' ? 'trainer' : 'user' })
  return (
    <PagedUsers
      pages={pages}
      label={kind === 'trainers' ? t`Trainers` : t`Users`}
      loadingLabel={kind === 'trainers' ? t`Loading trainers...` : t`Loading users...`}
      emptyText={kind === 'trainers' ? t`No trainers found` : t`No users found`}
      renderRow={(user) => (
        <UserRow
          key={user.id}
          user={user}
          photoURL={user.photoURL ?? PLACEHOLDER_AVATAR}
          badges={
            <>
              {kind === 'trainers' ? (
                <RoleBadge role={user.role} />
              ) : (
                <StreakBadge streak={user.streak} />
              )}
              <LevelBadge level={user.level} />
              {user.trainerId !== null ? (
                <Badge variant="secondary">
                  <Trans>Has Trainer</Trans>
                </Badge>
              ) : null}
            </>
          }
        />
      )}
    />
  )
}
