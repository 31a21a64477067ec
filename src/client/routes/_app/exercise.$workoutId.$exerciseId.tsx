import { Trans, useLingui } from '@lingui/react/macro'
import { createFileRoute, Link, notFound, useNavigate } from '@tanstack/react-router'
import { useEffect, useRef, useState } from 'react'
import { FormGuide } from '~/client/components/form-guide'
import { NotFoundPanel } from '~/client/components/not-found-panel'
import { PageHeading } from '~/client/components/page-heading'
import {
  instructionsShown,
  repsValueText,
  secondsText,
} from '~/client/components/progress/training-labels'
import { buttonClass } from '~/client/components/ui/button'
import { orNotFound, routeIdOrNotFound } from '~/client/lib/route-data'
import { exploreTrackerConfig, trackerConfigFor } from '~/client/lib/tracker-config'
import { useLogSets, useRecordProgress } from '~/client/lib/mutations/use-progress-mutations'
import { SAVED_ON_DEVICE } from '~/client/lib/offline-status'
import { KeptOnDevice } from '~/client/lib/sync-queue'
import { trpc } from '~/client/lib/trpc'
import { toast } from '~/client/lib/use-toast'
import { useSettings } from '~/client/lib/use-settings'
import { trackerStorageKey } from '~/client/lib/use-tracker'
import { deviceDay } from '~/shared/rules/days'
import type { Exercise, WorkoutWithExercises } from '~/shared/schemas/catalogue'
import { timedKind, type DoneSet } from '~/shared/rules/tracker'
import { ExerciseTracker, type TrackerResult } from './-components/exercise-tracker'

const REDIRECT_AFTER_PROGRESS_MS = 1000

export const Route = createFileRoute('/_app/exercise/$workoutId/$exerciseId')({
  loader: async ({ context, params }) => {
    const exerciseId = routeIdOrNotFound(params.exerciseId)
    if (params.workoutId === 'explore') {
      await orNotFound(context.utils.exercises.byId.ensureData({ id: exerciseId }))
      return { workoutId: null, exerciseId }
    }
    const workoutId = routeIdOrNotFound(params.workoutId)
    const workout = await orNotFound(context.utils.workouts.exercises.ensureData({ id: workoutId }))
    if (!findWorkoutExercise(workout.exercises, exerciseId)) throw notFound()
    return { workoutId, exerciseId }
  },
  pendingComponent: () => (
    <p className="py-10 text-center text-slate-600 dark:text-slate-400">
      <Trans>Loading exercise...</Trans>
    </p>
  ),
  notFoundComponent: ExerciseNotFound,
  component: ExercisePage,
})

interface Shown {
  exercise: Exercise
  sets: number
  reps: string
  rest: string
  tracker: ReturnType<typeof trackerConfigFor>
}

type WorkoutExercises = WorkoutWithExercises['exercises']

/** The list links by exercise id; an index is accepted for entries without one (docs/product.md#exercise). */
function findWorkoutExercise(list: WorkoutExercises, exerciseId: number) {
  return list.find((e) => e.exerciseId === exerciseId) ?? list[exerciseId]
}

function backPath(workoutId: string) {
  return workoutId === 'explore' ? '/explore' : `/exercise-list/${workoutId}`
}

function ExerciseNotFound() {
  const { t } = useLingui()
  const { workoutId } = Route.useParams()
  return (
    <NotFoundPanel
      title={t`Exercise not found`}
      linkText={workoutId === 'explore' ? t`Back to Explore` : t`Back to List`}
      to={backPath(workoutId)}
    />
  )
}

function ExercisePage() {
  const { workoutId, exerciseId } = Route.useLoaderData()
  const backTo = backPath(Route.useParams().workoutId)
  // Keyed by exercise: moving on to the next exercise mounts a fresh tracker, not this one's.
  return workoutId === null ? (
    <ExploreExercise key={exerciseId} exerciseId={exerciseId} backTo={backTo} />
  ) : (
    <WorkoutExercise
      key={`${workoutId}:${exerciseId}`}
      workoutId={workoutId}
      exerciseId={exerciseId}
      backTo={backTo}
    />
  )
}

/** docs/product.md#tracker: the next exercise of the workout, or the list after the last one. */
function nextPath(workoutId: number, list: WorkoutExercises, current: WorkoutExercises[number]) {
  const index = list.indexOf(current)
  const next = list[index + 1]
  return next
    ? `/exercise/${workoutId}/${next.exerciseId ?? index + 1}`
    : `/exercise-list/${workoutId}`
}

function ExploreExercise({ exerciseId, backTo }: { exerciseId: number; backTo: string }) {
  const [exercise] = trpc.exercises.byId.useSuspenseQuery({ id: exerciseId })
  const tracker = exploreTrackerConfig(exercise)
  const shown: Shown = {
    exercise,
    sets: tracker.sets,
    reps: exercise.reps ?? '8-12',
    rest: exercise.restTime ?? secondsText(60),
    tracker,
  }
  return <ExerciseDetail shown={shown} explore workoutId={null} backTo={backTo} nextTo={backTo} />
}

function WorkoutExercise({
  workoutId,
  exerciseId,
  backTo,
}: {
  workoutId: number
  exerciseId: number
  backTo: string
}) {
  const [workout] = trpc.workouts.exercises.useSuspenseQuery({ id: workoutId })
  const { defaultRest } = useSettings()
  const item = findWorkoutExercise(workout.exercises, exerciseId)
  if (!item) throw notFound()
  const shown: Shown = {
    exercise: item.exercise,
    sets: item.sets,
    reps: item.reps,
    rest: secondsText(item.restTime ?? defaultRest),
    tracker: trackerConfigFor(item, defaultRest),
  }
  return (
    <ExerciseDetail
      shown={shown}
      explore={false}
      workoutId={workoutId}
      backTo={backTo}
      nextTo={nextPath(workoutId, workout.exercises, item)}
    />
  )
}

function ExerciseDetail({
  shown,
  explore,
  workoutId,
  backTo,
  nextTo,
}: {
  shown: Shown
  explore: boolean
  workoutId: number | null
  backTo: string
  /** Where 'Complete Exercise & Continue' goes on to. */
  nextTo: string
}) {
  const { t } = useLingui()
  const { exercise } = shown
  const exerciseName = exercise.name
  const { user } = Route.useRouteContext()
  const [storageKey] = useState(() =>
    trackerStorageKey({
      userId: user.id,
      workoutId,
      exerciseId: exercise.id,
      day: deviceDay(),
    }),
  )
  const navigate = useNavigate()
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null)
  useEffect(() => () => clearTimeout(timer.current ?? undefined), [])
  const later = (to: string) => {
    timer.current = setTimeout(() => void navigate({ to }), REDIRECT_AFTER_PROGRESS_MS)
  }
  const badgeToast = (badges: { name: string }[]) => {
    if (badges.length)
      setTimeout(
        () =>
          toast({
            title: t`Badge earned!`,
            description: badges.map((b) => b.name).join(', '),
            variant: 'success',
          }),
        1200,
      )
  }
  // Whether this exercise's logged sets have completed it on the server (the set log records the
  // exercise with its last set): the finish then records nothing again (docs/product.md#completion).
  const doneBySets = useRef(false)
  const logSets = useLogSets({
    onSuccess: (result) => {
      if (
        result.completedExercises.some(
          (c) => c.workoutId === workoutId && c.exerciseId === exercise.id,
        )
      )
        doneBySets.current = true
      badgeToast(result.newBadges)
    },
  })
  // docs/product.md#set-log: each finished set as it finishes, in its workout (none in the library).
  const log = (sets: DoneSet[]) =>
    logSets.mutateAsync({
      userId: user.id,
      sets: sets.map((d) => ({
        clientId: d.clientId,
        workoutId: workoutId ?? undefined,
        exerciseId: exercise.id,
        setNumber: d.setNumber,
        side: d.side ?? undefined,
        reps: d.reps,
        seconds: d.seconds,
        // No performedAt: the server's clock decides the day, so a phone's drifting clock can't
        // get a set refused (sets go as they finish, or on the next load).
      })),
    })
  const record = useRecordProgress()
  const onComplete = async (r: TrackerResult): Promise<boolean> => {
    if (explore || workoutId === null) {
      toast({
        title: t`Exercise complete`,
        description: t`Nice work on ${exerciseName}!`,
        variant: 'success',
      })
      later(nextTo)
      return true
    }
    try {
      // The last logged set has usually recorded the exercise already: once is enough.
      const result = doneBySets.current
        ? { newBadges: [] }
        : await record.mutateAsync({
            userId: user.id,
            workoutId,
            exerciseId: exercise.id,
            sets: r.sets,
            reps: r.reps,
            seconds: r.seconds,
          })
      toast({
        title: t`Progress updated!`,
        description: t`Your workout progress has been saved.`,
        variant: 'success',
      })
      badgeToast(result.newBadges)
      return true
    } catch (error) {
      // Kept on the device (offline): safe, and sent when the network returns.
      if (error instanceof KeptOnDevice) {
        toast(SAVED_ON_DEVICE)
        return true
      }
      toast({
        title: t`Error updating progress`,
        description: t`Your progress could not be saved. Please try again.`,
        variant: 'destructive',
      })
      return false
    } finally {
      later(nextTo)
    }
  }

  return (
    <>
      <PageHeading
        title={exercise.name}
        subtitle={explore ? t`Exercise Library` : undefined}
        back
        backTo={backTo}
      />
      <div className="grid gap-6 lg:grid-cols-[1fr_1fr]">
        <div className="grid content-start gap-6">
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            {[
              ['sets', t`Sets`, String(shown.sets)],
              ['reps', t`Reps`, repsValueText(shown.reps)],
              ['rest', t`Rest`, shown.rest || secondsText(30)],
              ['tempo', t`Tempo`, exercise.tempo || t`Controlled`],
            ].map(([key, label, value]) => (
              <div
                key={key}
                className="rounded-xl border border-slate-200 bg-white p-3 dark:border-slate-800 dark:bg-slate-900"
              >
                <dt className="text-xs font-semibold text-slate-600 uppercase dark:text-slate-400">
                  {label}
                </dt>
                <dd className="mt-1 font-semibold">{value}</dd>
              </div>
            ))}
          </dl>
          <Variations exercise={exercise} />
          {exercise.targetMuscles ? (
            <section>
              <h2 className="text-lg font-bold">
                <Trans>Target Muscles</Trans>
              </h2>
              <p className="mt-1 text-slate-700 dark:text-slate-300">{exercise.targetMuscles}</p>
            </section>
          ) : null}
          <section>
            <h2 className="text-lg font-bold">
              <Trans>Instructions</Trans>
            </h2>
            <p className="mt-1 text-slate-700 dark:text-slate-300">
              {instructionsShown(exercise.instructions, exercise.description)}
            </p>
          </section>
          <section>
            <h2 className="mb-3 text-lg font-bold">
              <Trans>Proper Form</Trans>
            </h2>
            <FormGuide exercise={exercise} />
          </section>
        </div>
        {/* Mid-workout the tracker comes first on a phone; beside the details on a wide screen. */}
        <div className="order-first grid content-start gap-4 lg:order-last">
          <ExerciseTracker
            config={shown.tracker}
            kind={timedKind(exercise)}
            onComplete={onComplete}
            saving={record.isPending}
            storageKey={storageKey}
            log={log}
          />
          <div className="flex flex-wrap gap-2">
            <Link to={backTo} className={buttonClass('outline', 'lg')}>
              <Trans>Back to List</Trans>
            </Link>
            {!explore && workoutId !== null ? (
              <Link
                to="/workout/$workoutId"
                params={{ workoutId: String(workoutId) }}
                className={buttonClass('outline', 'lg')}
              >
                <Trans>Full Workout</Trans>
              </Link>
            ) : null}
          </div>
        </div>
      </div>
    </>
  )
}

/** docs/product.md#progression: 'Easier: X' / 'Harder: Y', each opening that exercise in the library. */
function Variations({ exercise }: { exercise: Exercise }) {
  const { t } = useLingui()
  const links = [
    ['easier', t`Easier:`, exercise.easierExerciseId, exercise.easierExerciseName],
    ['harder', t`Harder:`, exercise.harderExerciseId, exercise.harderExerciseName],
  ] as const
  const shown = links.filter(([, , id, name]) => id !== null && name !== null)
  if (shown.length === 0) return null
  return (
    <ul aria-label={t`Variations`} className="flex flex-wrap gap-x-6 gap-y-1">
      {shown.map(([key, label, id, name]) => (
        <li key={key} className="text-slate-700 dark:text-slate-300">
          {label}{' '}
          <Link
            to="/exercise/$workoutId/$exerciseId"
            params={{ workoutId: 'explore', exerciseId: String(id) }}
            className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800 dark:text-indigo-300"
          >
            {name}
          </Link>
        </li>
      ))}
    </ul>
  )
}
