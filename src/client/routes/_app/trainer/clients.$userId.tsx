import { Trans, useLingui } from '@lingui/react/macro'
import { createFileRoute, type ErrorComponentProps, Link } from '@tanstack/react-router'
import { CalendarDays, ClipboardList, MessageCircle } from 'lucide-react'
import { UnreadBadge } from '~/client/components/messages/unread-badge'
import { PageHeading } from '~/client/components/page-heading'
import { PersonalRecords } from '~/client/components/progress/personal-records'
import { ProgressOverview } from '~/client/components/progress/progress-overview'
import { ClientSessionLinks, SESSION_PAGE } from '~/client/components/progress/session-list'
import { UserAvatar } from '~/client/components/user-avatar'
import { buttonClass } from '~/client/components/ui/button'
import { Skeletons } from '~/client/components/ui/skeleton'
import { errorStatus, errorText } from '~/client/lib/errors'
import { routeIdOrNotFound } from '~/client/lib/route-data'
import { trpc } from '~/client/lib/trpc'
import { bodyWeightFigure } from '~/shared/rules/units'
import { ClientCheckIns } from './-components/client-check-ins'
import { ClientSkills } from './-components/client-skills'
import { ClientNotFound } from './-components/client-not-found'

export const Route = createFileRoute('/_app/trainer/clients/$userId')({
  loader: async ({ context, params }) => {
    const id = routeIdOrNotFound(params.userId)
    await Promise.all([
      context.utils.profile.summary.ensureData({ userId: id }),
      context.utils.sets.records.ensureData({ userId: id }),
      context.utils.sessions.list.prefetchInfinite({ userId: id, ...SESSION_PAGE }),
      context.utils.skills.ofUser.ensureData({ userId: id }),
    ])
    return { id }
  },
  pendingComponent: ClientProgressPending,
  notFoundComponent: ClientNotFound,
  errorComponent: ClientProgressError,
  component: ClientProgressPage,
})

const measure = (value: number | null, unit: string) => (value === null ? '—' : `${value}${unit}`)

function ClientProgressPending() {
  const { t } = useLingui()
  return (
    <>
      <PageHeading title={t`Client Progress`} back backTo="/trainer/users" />
      <Skeletons count={3} className="h-32" />
    </>
  )
}

function ClientProgressError({ error }: ErrorComponentProps) {
  const { t } = useLingui()
  return (
    <>
      <PageHeading title={t`Client Progress`} back backTo="/trainer/users" />
      <p
        role="alert"
        className="rounded-2xl bg-red-50 p-5 text-red-900 dark:bg-red-950 dark:text-red-100"
      >
        {errorStatus(error) === 403
          ? t`Only this client’s trainer can see their progress.`
          : errorText(error)}
      </p>
    </>
  )
}

/** 'View Progress': a trainer's read-only view of one client's progress. */
function ClientProgressPage() {
  const { t } = useLingui()
  const { id } = Route.useLoaderData()
  const [summary] = trpc.profile.summary.useSuspenseQuery({ userId: id })
  const { user } = summary
  const age = measure(user.age, '')
  const height = measure(user.height, ' cm')
  // In the client's unit, as their loads below (docs/product.md#units).
  const weight = measure(
    user.weight === null ? null : bodyWeightFigure(user.weight, user.units),
    ` ${user.units}`,
  )
  // What the client list last counted (it is read on every visit of it): no request of its own.
  const { data: unread = 0 } = trpc.trainer.users.useQuery(undefined, {
    enabled: false,
    select: (clients) => clients.find((c) => c.id === id)?.unreadMessages ?? 0,
  })
  return (
    <>
      <PageHeading
        title={t`Client Progress`}
        back
        backTo="/trainer/users"
        actions={
          <div className="flex flex-wrap justify-end gap-2">
            <Link
              to="/trainer/clients/$userId/calendar"
              params={{ userId: String(user.id) }}
              className={buttonClass('outline')}
            >
              <CalendarDays aria-hidden className="h-4 w-4" /> <Trans>Calendar</Trans>
            </Link>
            <Link
              to="/trainer/clients/$userId/messages"
              params={{ userId: String(user.id) }}
              className={buttonClass('outline')}
            >
              <MessageCircle aria-hidden className="h-4 w-4" /> <Trans>Messages</Trans>
              <UnreadBadge count={unread} />
            </Link>
            <Link
              to="/trainer/plans"
              search={{ client: user.id }}
              className={buttonClass('primary')}
            >
              <ClipboardList aria-hidden className="h-4 w-4" /> <Trans>Create Plan</Trans>
            </Link>
          </div>
        }
      />
      <section className="mb-6 flex items-center gap-4">
        <UserAvatar name={user.username} photoURL={user.photoURL} size={64} />
        <div>
          <p className="text-xl font-bold">{user.username}</p>
          <p className="text-slate-600 dark:text-slate-400">
            <Trans>
              Age {age} · Height {height} · Weight {weight}
            </Trans>
          </p>
        </div>
      </section>
      <ClientSessionLinks>
        <ProgressOverview summary={summary} showBadges />
      </ClientSessionLinks>
      <PersonalRecords userId={user.id} units={user.units} />
      <ClientSkills userId={user.id} clientName={user.username} />
      <ClientCheckIns userId={user.id} />
    </>
  )
}
