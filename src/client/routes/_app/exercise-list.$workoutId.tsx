import { plural } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { createFileRoute, Link } from '@tanstack/react-router'
import { CheckCircle2 } from 'lucide-react'
import { LazyExerciseDemo } from '~/client/components/demo/lazy-exercise-demo'
import { NotFoundPanel } from '~/client/components/not-found-panel'
import { PageHeading } from '~/client/components/page-heading'
import { StartWorkoutLink } from '~/client/components/start-workout-link'
import { buttonClass } from '~/client/components/ui/button'
import { ProgressBar } from '~/client/components/ui/progress-bar'
import { Skeletons } from '~/client/components/ui/skeleton'
import { repsValueText } from '~/client/components/progress/training-labels'
import { exercisesLabel, setsLabel } from '~/client/lib/display-labels'
import { orNotFound, routeIdOrNotFound } from '~/client/lib/route-data'
import { trpc } from '~/client/lib/trpc'
import { completionPercent } from '~/shared/rules/levels'
import { timedKind } from '~/shared/rules/tracker'
import { trackerConfigFor } from '~/client/lib/tracker-config'

export const Route = createFileRoute('/_app/exercise-list/$workoutId')({
  loader: async ({ context, params }) => {
    const id = routeIdOrNotFound(params.workoutId)
    // Both calls leave in one batched request.
    await Promise.all([
      orNotFound(context.utils.workouts.exercises.ensureData({ id })),
      context.utils.progress.get.ensureData({ userId: context.user.id }),
    ])
    return { id }
  },
  pendingComponent: () => <Skeletons count={5} className="h-24" />,
  notFoundComponent: WorkoutNotFound,
  component: ExerciseListPage,
})

function WorkoutNotFound() {
  const { t } = useLingui()
  return <NotFoundPanel title={t`Workout not found`} linkText={t`Back to Daily`} to="/daily" />
}

function ExerciseListPage() {
  const { t } = useLingui()
  const { id } = Route.useLoaderData()
  const { user } = Route.useRouteContext()
  const [workout] = trpc.workouts.exercises.useSuspenseQuery({ id })
  const [progress] = trpc.progress.get.useSuspenseQuery({ userId: user.id })

  const list = workout.exercises
  const workoutDone = progress.completedWorkouts.includes(id)
  const doneIds = new Set(
    progress.completedExercises.filter((c) => c.workoutId === id).map((c) => c.exerciseId),
  )
  const done = workoutDone ? list.length : list.filter((e) => doneIds.has(e.exerciseId)).length
  const percent = workoutDone ? 100 : completionPercent(done, list.length)
  const total = list.length

  return (
    <>
      <PageHeading title={workout.title} subtitle={exercisesLabel(total)} back backTo="/daily" />
      <section className="mb-4 rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900">
        <p className="text-slate-700 dark:text-slate-300">{workout.description}</p>
        <div className="mt-4">
          <ProgressBar value={percent} label={t`Workout progress`} />
        </div>
        <div className="mt-2 flex flex-wrap justify-between gap-2 text-sm">
          <span className="font-semibold">{t`${percent}% complete`}</span>
          <span className="text-slate-600 dark:text-slate-400">
            {t`${done} of ${plural(total, { one: '# exercise', other: '# exercises' })} completed`}
          </span>
        </div>
      </section>
      <StartWorkoutLink userId={user.id} workoutId={id} className="mb-4 w-full sm:w-auto" />
      <p className="mb-4 text-sm text-slate-600 dark:text-slate-400">
        <Trans>Tap on an exercise to see detailed instructions and proper form</Trans>
      </p>
      <ol className="grid gap-3">
        {list.map((item, index) => {
          const isDone = workoutDone || doneIds.has(item.exerciseId)
          const tracker = trackerConfigFor(item)
          const rest = item.restTime
          const seconds = tracker.workSeconds
          const targets = item.exercise.targetMuscles
          return (
            <li key={item.id}>
              <Link
                to="/exercise/$workoutId/$exerciseId"
                params={{ workoutId: String(id), exerciseId: String(item.exerciseId ?? index) }}
                className="block rounded-2xl border border-slate-200 bg-white p-4 transition-colors hover:border-brand-600 focus-visible:outline-2 focus-visible:outline-brand-600 dark:border-slate-800 dark:bg-slate-900"
              >
                <div className="flex items-start justify-between gap-3">
                  <LazyExerciseDemo
                    exercise={item.exercise}
                    variant="thumbnail"
                    decorative
                    className="h-16 w-20 shrink-0 rounded-xl bg-slate-100 p-1 dark:bg-slate-800"
                  />
                  <h2 className="min-w-0 flex-1 text-lg font-semibold">
                    <span className="mr-2 text-slate-500 dark:text-slate-400">{index + 1}.</span>
                    {item.exercise.name}
                  </h2>
                  {isDone ? (
                    <span className="inline-flex items-center gap-1 rounded-full bg-emerald-100 px-2.5 py-0.5 text-xs font-semibold text-emerald-900">
                      <CheckCircle2 className="h-3.5 w-3.5" aria-hidden="true" />{' '}
                      <Trans>Done</Trans>
                    </span>
                  ) : null}
                </div>
                <ul className="mt-2 flex flex-wrap gap-2 text-xs font-medium">
                  <li className="rounded-full bg-slate-100 px-2.5 py-1 dark:bg-slate-800">
                    {setsLabel(item.sets)}
                  </li>
                  <li className="rounded-full bg-slate-100 px-2.5 py-1 dark:bg-slate-800">
                    {repsValueText(item.reps)}
                  </li>
                  {rest !== null ? (
                    <li className="rounded-full bg-slate-100 px-2.5 py-1 dark:bg-slate-800">
                      <Trans>Rest {rest}s</Trans>
                    </li>
                  ) : null}
                  {tracker.mode === 'timed' ? (
                    <li className="rounded-full bg-slate-100 px-2.5 py-1 dark:bg-slate-800">
                      {timedKind(item.exercise) === 'hold'
                        ? t`Hold ${seconds}s`
                        : t`Work ${seconds}s`}
                    </li>
                  ) : null}
                </ul>
                {targets ? (
                  <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
                    <Trans>Targets: {targets}</Trans>
                  </p>
                ) : null}
              </Link>
            </li>
          )
        })}
      </ol>
      <div className="mt-6">
        <Link
          to="/workout/$workoutId"
          params={{ workoutId: String(id) }}
          className={`${buttonClass('outline', 'lg')} w-full sm:w-auto`}
        >
          <Trans>View Full Workout</Trans>
        </Link>
      </div>
    </>
  )
}
