import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { CheckCircle2, Clock, Dumbbell } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { DifficultyBadge } from '~/client/components/difficulty-badge'
import { FormGuide } from '~/client/components/form-guide'
import { NotFoundPanel } from '~/client/components/not-found-panel'
import { PageHeading } from '~/client/components/page-heading'
import { StartWorkoutLink } from '~/client/components/start-workout-link'
import { buttonClass } from '~/client/components/ui/button'
import { ConfirmDialog } from '~/client/components/ui/confirm-dialog'
import { Skeletons } from '~/client/components/ui/skeleton'
import {
  difficultyLabel,
  exercisesLabel,
  minutesText,
  setsLabel,
} from '~/client/lib/display-labels'
import { i18n } from '~/client/lib/i18n'
import { orNotFound, routeIdOrNotFound } from '~/client/lib/route-data'
import { useRecordProgress } from '~/client/lib/mutations/use-progress-mutations'
import { SAVED_ON_DEVICE } from '~/client/lib/offline-status'
import { KeptOnDevice } from '~/client/lib/sync-queue'
import { trpc } from '~/client/lib/trpc'
import { toast } from '~/client/lib/use-toast'
import {
  instructionsShown,
  minutesLongText,
  repsValueText,
} from '~/client/components/progress/training-labels'
import type { Workout, WorkoutWithExercises } from '~/shared/schemas/catalogue'

const REDIRECT_AFTER_COMPLETE_MS = 1500

export const Route = createFileRoute('/_app/workout/$workoutId')({
  loader: async ({ context, params }) => {
    const id = routeIdOrNotFound(params.workoutId)
    await Promise.all([
      orNotFound(context.utils.workouts.byId.ensureData({ id })),
      orNotFound(context.utils.workouts.exercises.ensureData({ id })),
    ])
    return { id }
  },
  pendingComponent: () => <Skeletons count={3} className="h-40" />,
  notFoundComponent: WorkoutNotFound,
  component: WorkoutPage,
})

function WorkoutNotFound() {
  const { t } = useLingui()
  return (
    <NotFoundPanel
      title={t`Workout not found`}
      linkText={t`Return to Daily Workouts`}
      to="/daily"
    />
  )
}

function WorkoutPage() {
  const { id } = Route.useLoaderData()
  const [workout] = trpc.workouts.byId.useSuspenseQuery({ id })
  const [list] = trpc.workouts.exercises.useSuspenseQuery({ id })
  return <WorkoutDetail workout={workout} exercises={list.exercises} />
}

type WorkoutData = Workout
type ExerciseList = WorkoutWithExercises['exercises']

function WorkoutDetail({ workout, exercises }: { workout: WorkoutData; exercises: ExerciseList }) {
  const { t } = useLingui()
  const { user } = Route.useRouteContext()
  const navigate = useNavigate()
  const title = workout.title
  const restBetween = workout.restBetweenExercises
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null)
  useEffect(() => () => clearTimeout(timer.current ?? undefined), [])
  const [asking, setAsking] = useState(false)
  const complete = useRecordProgress({
    onSuccess: () => {
      setAsking(false)
      toast({
        title: t`Workout completed!`,
        description: t`Great work finishing ${title}.`,
        variant: 'success',
      })
      timer.current = setTimeout(() => void navigate({ to: '/daily' }), REDIRECT_AFTER_COMPLETE_MS)
    },
    onError: (error) => {
      setAsking(false)
      // Kept on the device (offline): safe, and sent when the network returns.
      if ((error as unknown) instanceof KeptOnDevice) {
        toast(SAVED_ON_DEVICE)
        timer.current = setTimeout(
          () => void navigate({ to: '/daily' }),
          REDIRECT_AFTER_COMPLETE_MS,
        )
        return
      }
      toast({
        title: t`Error`,
        description: t`Failed to mark workout as completed`,
        variant: 'destructive',
      })
    },
  })

  return (
    <>
      <PageHeading title={workout.title} back backTo={`/workout-list/${workout.category}`} />
      <section className={`${workout.imageBackground} rounded-2xl p-6 text-white shadow-md`}>
        <p className="text-white/90">{workout.description}</p>
        <ul className="mt-4 flex flex-wrap gap-x-5 gap-y-2 text-sm font-medium">
          <li className="inline-flex items-center gap-1">
            <Clock className="h-4 w-4" aria-hidden="true" /> {minutesLongText(workout.minutes)}
          </li>
          <li className="inline-flex items-center gap-1">
            <Dumbbell className="h-4 w-4" aria-hidden="true" />{' '}
            {exercisesLabel(workout.exerciseCount)}
          </li>
          <li>{difficultyLabel(workout.difficulty)}</li>
        </ul>
      </section>
      <StartWorkoutLink userId={user.id} workoutId={workout.id} className="mt-4 w-full sm:w-auto" />

      <section
        aria-labelledby="overview"
        className="mt-6 rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900"
      >
        <h2 id="overview" className="text-lg font-bold">
          <Trans>Workout Overview</Trans>
        </h2>
        <dl className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4">
          <div>
            <dt className="text-xs font-semibold text-slate-600 uppercase dark:text-slate-400">
              <Trans>Total Exercises</Trans>
            </dt>
            <dd className="font-semibold">{workout.exerciseCount}</dd>
          </div>
          <div>
            <dt className="text-xs font-semibold text-slate-600 uppercase dark:text-slate-400">
              <Trans>Difficulty</Trans>
            </dt>
            <dd>
              <DifficultyBadge difficulty={workout.difficulty} />
            </dd>
          </div>
          <div>
            <dt className="text-xs font-semibold text-slate-600 uppercase dark:text-slate-400">
              <Trans>Duration</Trans>
            </dt>
            <dd className="font-semibold">{minutesText(workout.minutes)}</dd>
          </div>
          {workout.rounds ? (
            <div>
              <dt className="text-xs font-semibold text-slate-600 uppercase dark:text-slate-400">
                <Trans>Rounds</Trans>
              </dt>
              <dd className="font-semibold">{workout.rounds}</dd>
            </div>
          ) : null}
        </dl>
        {restBetween ? (
          <p className="mt-3 text-sm text-slate-700 dark:text-slate-300">
            <Trans>Rest Between Exercises: {restBetween}</Trans>
          </p>
        ) : null}
      </section>

      <section aria-labelledby="instructions" className="mt-6">
        <h2 id="instructions" className="mb-3 text-lg font-bold">
          <Trans>Exercise Instructions</Trans>
        </h2>
        <ol className="grid gap-4">
          {exercises.map((item, index) => (
            <li
              key={item.id}
              className="rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900"
            >
              <h3 className="text-lg font-semibold">
                {index + 1}. {item.exercise.name}
              </h3>
              <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
                {exerciseLine(item)}
              </p>
              <Targets targets={item.exercise.targetMuscles} />
              <p className="mt-3 text-slate-700 dark:text-slate-300">{item.exercise.description}</p>
              <p className="mt-2 text-slate-700 dark:text-slate-300">
                {instructionsShown(item.exercise.instructions, item.exercise.description)}
              </p>
              <div className="mt-4">
                <FormGuide exercise={item.exercise} />
              </div>
            </li>
          ))}
        </ol>
      </section>

      <div className="sticky bottom-20 mt-6 md:bottom-4">
        <button
          type="button"
          disabled={complete.isPending}
          onClick={() => setAsking(true)}
          className={`${buttonClass('primary', 'lg')} w-full shadow-lg`}
        >
          <CheckCircle2 className="h-5 w-5" aria-hidden="true" />
          {complete.isPending ? t`Completing...` : t`Complete Workout`}
        </button>
      </div>
      {/* One tap too many should not complete a workout: ask first (docs/product.md#workout). */}
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title={t`Complete this workout?`}
        description={t`${title} will count as done today, with every exercise in it.`}
        confirmLabel={complete.isPending ? t`Completing...` : t`Complete Workout`}
        confirmVariant="primary"
        pending={complete.isPending}
        onConfirm={() => complete.mutate({ userId: user.id, workoutId: workout.id })}
      />
    </>
  )
}

/** '3 sets · 8 reps · Rest 30s · Tempo Controlled': an exercise's prescription in the workout. */
function exerciseLine(item: ExerciseList[number]): string {
  const sets = setsLabel(item.sets)
  const reps = repsValueText(item.reps)
  const rest = item.restTime ?? 30
  const tempo = item.exercise.tempo || i18n._(msg`Controlled`)
  return i18n._(msg`${sets} · ${reps} · Rest ${rest}s · Tempo ${tempo}`)
}

function Targets({ targets }: { targets: string | null }) {
  if (!targets) return null
  return (
    <p className="mt-1 text-sm">
      <Trans>Targets: {targets}</Trans>
    </p>
  )
}
