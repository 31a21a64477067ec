import { createFileRoute, Link } from '@tanstack/react-router'
import { PageHeading } from '~/client/components/page-heading'
import { ProgressRing } from '~/client/components/ui/progress-ring'
import { Skeletons } from '~/client/components/ui/skeleton'
import { trpc } from '~/client/lib/trpc'
import { DailyWorkoutCard } from './-components/daily-workout-card'

export const Route = createFileRoute('/_app/daily')({
  // One round trip: cards, counts, minutes and today's completion come together.
  loader: ({ context }) => context.utils.workouts.daily.ensureData(),
  pendingComponent: DailyPending,
  component: DailyPage,
})

const HEADING = { title: "Today's Workout", subtitle: 'Complete all sections for maximum benefits' }

function DailyPending() {
  return (
    <>
      <PageHeading {...HEADING} />
      <Skeletons count={4} />
    </>
  )
}

function DailyPage() {
  const [daily] = trpc.workouts.daily.useSuspenseQuery()
  const { user } = Route.useRouteContext()
  return (
    <>
      <PageHeading {...HEADING} />
      {user.age === null ? (
        <p className="mb-4 rounded-2xl bg-brand-50 p-4 text-brand-800 dark:bg-slate-800 dark:text-brand-100">
          New here?{' '}
          <Link to="/profile" className="font-semibold underline">
            Finish your profile
          </Link>{' '}
          so your trainer knows your age, height and weight.
        </p>
      ) : null}
      {daily.workouts.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-slate-300 p-8 text-center text-slate-600 dark:border-slate-700 dark:text-slate-400">
          No workouts available yet
        </p>
      ) : (
        <div className="grid gap-4">
          {daily.workouts.map((w) => (
            <DailyWorkoutCard key={w.id} workout={w} />
          ))}
        </div>
      )}
      <section
        aria-labelledby="todays-progress"
        className="mt-6 flex items-center justify-between gap-4 rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900"
      >
        <div>
          <h2 id="todays-progress" className="text-lg font-bold">
            Today's Progress
          </h2>
          <p className="text-slate-600 dark:text-slate-400">
            {daily.completed}/{daily.total} workouts completed
          </p>
        </div>
        <ProgressRing percent={daily.percent} label="Today's progress" />
      </section>
    </>
  )
}
