import { useLingui } from '@lingui/react/macro'
import { createFileRoute, type ErrorComponentProps } from '@tanstack/react-router'
import { PageHeading } from '~/client/components/page-heading'
import { Skeletons } from '~/client/components/ui/skeleton'
import { errorStatus, errorText } from '~/client/lib/errors'
import { prefetchQuietly, routeIdOrNotFound } from '~/client/lib/route-data'
import { trpc } from '~/client/lib/trpc'
import { deviceDay } from '~/shared/rules/days'
import { ClientCalendarBoard } from './-components/client-calendar-board'
import { calendarRange, type CalendarView } from './-components/client-calendar-days'
import { ClientNotFound } from './-components/client-not-found'

type Search = { day?: string; view?: 'month' }

const DAY = /^\d{4}-\d{2}-\d{2}$/

export const Route = createFileRoute('/_app/trainer/clients/$userId_/calendar')({
  // `?day=` anchors the week or month shown (this week without it); `?view=month` the month.
  validateSearch: (s: Record<string, unknown>): Search => ({
    ...(typeof s.day === 'string' && DAY.test(s.day) ? { day: s.day } : {}),
    ...(s.view === 'month' ? { view: 'month' as const } : {}),
  }),
  loaderDeps: ({ search }) => search,
  // The client, the days shown and (for 'Add workout') the catalogue in one batched request.
  loader: async ({ context, params, deps }) => {
    const id = routeIdOrNotFound(params.userId)
    const view: CalendarView = deps.view ?? 'week'
    const range = calendarRange(deps.day ?? deviceDay(), view)
    await Promise.all([
      context.utils.profile.summary.ensureData({ userId: id }),
      context.utils.calendar.client.ensureData({ userId: id, ...range }),
      prefetchQuietly(context.utils.workouts.list.ensureData()),
      prefetchQuietly(context.utils.workouts.mine.ensureData()),
    ])
    return { id }
  },
  pendingComponent: CalendarPending,
  notFoundComponent: ClientNotFound,
  errorComponent: ClientCalendarError,
  component: ClientCalendarPage,
})

function CalendarPending() {
  const { t } = useLingui()
  return (
    <>
      <PageHeading title={t`Client Calendar`} back backTo="/trainer/users" />
      <Skeletons count={3} className="h-32" />
    </>
  )
}

function ClientCalendarError({ error }: ErrorComponentProps) {
  const { t } = useLingui()
  return (
    <>
      <PageHeading title={t`Client Calendar`} back backTo="/trainer/users" />
      <p
        role="alert"
        className="rounded-2xl bg-red-50 p-5 text-red-900 dark:bg-red-950 dark:text-red-100"
      >
        {errorStatus(error) === 403
          ? t`Only this client’s trainer can see their calendar.`
          : errorText(error)}
      </p>
    </>
  )
}

/** The trainer schedules a client's workouts on days (docs/product.md#client-calendar). */
function ClientCalendarPage() {
  const { t } = useLingui()
  const { id } = Route.useLoaderData()
  const search = Route.useSearch()
  const [summary] = trpc.profile.summary.useSuspenseQuery({ userId: id })
  const { user } = summary
  const view: CalendarView = search.view ?? 'week'
  const anchor = search.day ?? deviceDay()
  return (
    <>
      <PageHeading
        title={t`Client Calendar`}
        subtitle={user.username}
        back
        backTo={`/trainer/clients/${user.id}`}
      />
      <ClientCalendarBoard
        userId={user.id}
        clientName={user.username}
        units={user.units}
        anchor={anchor}
        view={view}
      />
    </>
  )
}
