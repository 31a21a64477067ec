import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { createFileRoute, Link } from '@tanstack/react-router'
import { ClipboardList } from 'lucide-react'
import { useEffect } from 'react'
import { IconTile } from '~/client/components/icon-tile'
import { PageHeading } from '~/client/components/page-heading'
import { ProgressRing } from '~/client/components/ui/progress-ring'
import { Skeletons } from '~/client/components/ui/skeleton'
import { afterNextPaint } from '~/client/lib/after-paint'
import { whenIdle } from '~/client/lib/idle'
import { cameWithThePage, ON_EVERY_VISIT, prefetchQuietly } from '~/client/lib/route-data'
import { trpc } from '~/client/lib/trpc'
import type { AssignedPlan, Daily } from '~/shared/schemas/progress'
import { CheckInCard } from './-components/check-in-card'
import { DailyLead } from './-components/daily-lead'
import { DailyWorkoutCard } from './-components/daily-workout-card'
import { LevelOfferCard } from './-components/level-offer-card'
import { NewComments } from './-components/new-comments'
import { StreakHero } from './-components/streak-hero'
import { ScheduledToday } from './-components/scheduled-today'
import { ThisWeek } from './-components/this-week'
import { TrainerRequests } from './-components/trainer-requests'

export const Route = createFileRoute('/_app/daily')({
  // One round trip: the streak and this week's days, cards, counts, minutes, today's completion
  // and assigned plans come together, in the same tRPC batch as the trainers' requests waiting
  // for an answer. Trainers send those, so they are read on every visit; a failed read shows no
  // request rather than failing Daily. A first visit's page brings both (http/page-data.ts).
  loader: ({ context }) =>
    Promise.all([
      context.utils.workouts.daily.ensureData(),
      cameWithThePage('trainerRequests.mine')
        ? undefined
        : prefetchQuietly(context.utils.trainerRequests.mine.fetch(undefined, ON_EVERY_VISIT)),
    ]),
  pendingComponent: DailyPending,
  component: DailyPage,
})

const HEADING = {
  title: msg`Today's Workout`,
  subtitle: msg`Complete all sections for maximum benefits`,
}

function DailyHeading() {
  const { t } = useLingui()
  return <PageHeading title={t(HEADING.title)} subtitle={t(HEADING.subtitle)} />
}

function DailyPending() {
  return (
    <>
      <DailyHeading />
      <Skeletons count={4} />
    </>
  )
}

function DailyPage() {
  const [daily] = trpc.workouts.daily.useSuspenseQuery()
  const { user } = Route.useRouteContext()
  const { t } = useLingui()
  const { completed, total } = daily
  useWorkoutsKept(daily)
  return (
    <>
      <DailyHeading />
      <StreakHero streak={daily.streak} week={daily.week} />
      <LevelOfferCard offer={daily.levelOffer} />
      <TrainerRequests />
      {user.age === null ? (
        <p className="mb-4 rounded-2xl bg-brand-50 p-4 text-brand-800 dark:bg-slate-800 dark:text-brand-100">
          <Trans>
            New here?{' '}
            <Link to="/profile" className="font-semibold underline">
              Finish your profile
            </Link>{' '}
            so your trainer knows your age, height and weight.
          </Trans>
        </p>
      ) : null}
      <CheckInCard checkIn={daily.checkIn} />
      <ScheduledToday items={daily.scheduled} />
      <NewComments items={daily.newComments} />
      <DailyLead lead={daily.lead} userId={user.id} />
      {daily.workouts.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-slate-300 p-8 text-center text-slate-600 dark:border-slate-700 dark:text-slate-400">
          <Trans>No workouts available yet</Trans>
        </p>
      ) : (
        <div className="grid gap-4 lg:grid-cols-2">
          {daily.workouts.map((w) => (
            <DailyWorkoutCard key={w.id} workout={w} seeAll />
          ))}
        </div>
      )}
      <section
        aria-labelledby="todays-progress"
        className="mt-6 flex items-center justify-between gap-4 rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900"
      >
        <div>
          <h2 id="todays-progress" className="text-lg font-bold">
            <Trans>Today's Progress</Trans>
          </h2>
          <p className="text-slate-600 dark:text-slate-400">
            <Trans>
              {completed}/{total} workouts completed
            </Trans>
          </p>
        </div>
        <ProgressRing percent={daily.percent} label={t`Today's progress`} />
      </section>
      <ThisWeek ahead={daily.ahead} />
      {daily.plans.map((plan) => (
        <PlanSection key={plan.id} plan={plan} />
      ))}
    </>
  )
}

/**
 * Every workout this answer shows, kept on the device so they train offline
 * (docs/product.md#offline): one read in the background, once Daily has painted and the page is
 * idle, its code loaded only then.
 */
function useWorkoutsKept(daily: Daily) {
  useEffect(() => {
    let live = true
    let cancel = () => {}
    afterNextPaint(() => {
      if (!live) return
      cancel = whenIdle(
        () =>
          void import('~/client/lib/keep-daily-workouts').then(({ keepDailyWorkouts }) =>
            keepDailyWorkouts(daily),
          ),
      )
    })
    return () => {
      live = false
      cancel()
    }
  }, [daily])
}

/** A plan the user's trainer assigned: its own section after today's session and its progress. */
function PlanSection({ plan }: { plan: AssignedPlan }) {
  const headingId = `plan-${plan.id}`
  const trainerName = plan.trainerName
  return (
    <section aria-labelledby={headingId} className="mt-10">
      <div className="mb-4 flex items-start gap-3">
        <IconTile Icon={ClipboardList} />
        <div className="min-w-0">
          <h2 id={headingId} className="text-xl font-bold break-words">
            {plan.name}
          </h2>
          <p className="text-sm font-semibold text-slate-600 dark:text-slate-400">
            <Trans>From your trainer {trainerName}</Trans>
          </p>
          {plan.description ? (
            <p className="mt-1 break-words text-slate-700 dark:text-slate-300">
              {plan.description}
            </p>
          ) : null}
        </div>
      </div>
      {plan.workouts.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-slate-300 p-6 text-center text-slate-600 dark:border-slate-700 dark:text-slate-400">
          <Trans>This plan has no workouts right now</Trans>
        </p>
      ) : (
        <div className="grid gap-4 lg:grid-cols-2">
          {plan.workouts.map((w) => (
            <DailyWorkoutCard key={w.id} workout={w} heading="h3" />
          ))}
        </div>
      )}
    </section>
  )
}
