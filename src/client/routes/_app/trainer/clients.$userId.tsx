import { createFileRoute, Link } from '@tanstack/react-router'
import { ClipboardList } from 'lucide-react'
import { NotFoundPanel } from '~/client/components/not-found-panel'
import { PageHeading } from '~/client/components/page-heading'
import { ProgressOverview } from '~/client/components/progress/progress-overview'
import { UserAvatar } from '~/client/components/user-avatar'
import { buttonClass } from '~/client/components/ui/button'
import { Skeletons } from '~/client/components/ui/skeleton'
import { errorStatus, errorText } from '~/client/lib/errors'
import { parseRouteId } from '~/client/lib/route-params'
import { trpc } from '~/client/lib/trpc'

export const Route = createFileRoute('/_app/trainer/clients/$userId')({
  component: ClientProgressPage,
})

const measure = (value: number | null, unit: string) => (value === null ? '—' : `${value}${unit}`)

/** 'View Progress': a trainer's read-only view of one client's progress. */
export function ClientProgressPage() {
  const { userId } = Route.useParams()
  const id = parseRouteId(userId)
  const summary = trpc.profile.summary.useQuery({ userId: id ?? 0 }, { enabled: id !== null })
  if (id === null) {
    return (
      <NotFoundPanel title="Client not found" linkText="Back to My Users" to="/trainer/users" />
    )
  }
  if (summary.isPending) {
    return (
      <>
        <PageHeading title="Client Progress" back backTo="/trainer/users" />
        <Skeletons count={3} className="h-32" />
      </>
    )
  }
  if (summary.isError) {
    const status = errorStatus(summary.error)
    return (
      <>
        <PageHeading title="Client Progress" back backTo="/trainer/users" />
        <p
          role="alert"
          className="rounded-2xl bg-red-50 p-5 text-red-900 dark:bg-red-950 dark:text-red-100"
        >
          {status === 403
            ? 'Only this client’s trainer can see their progress.'
            : errorText(summary.error)}
        </p>
      </>
    )
  }
  const { user } = summary.data
  return (
    <>
      <PageHeading
        title="Client Progress"
        back
        backTo="/trainer/users"
        actions={
          <Link to="/trainer/plans" search={{ client: user.id }} className={buttonClass('primary')}>
            <ClipboardList aria-hidden className="h-4 w-4" /> Create Plan
          </Link>
        }
      />
      <section className="mb-6 flex items-center gap-4">
        <UserAvatar name={user.username} photoURL={user.photoURL} size={64} />
        <div>
          <p className="text-xl font-bold">{user.username}</p>
          <p className="text-slate-600 dark:text-slate-400">
            Age {measure(user.age, '')} · Height {measure(user.height, ' cm')} · Weight{' '}
            {measure(user.weight, ' kg')}
          </p>
        </div>
      </section>
      <ProgressOverview summary={summary.data} showBadges />
    </>
  )
}
