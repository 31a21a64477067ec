import { createFileRoute, Link, useNavigate } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'
import { FormGuide } from '~/client/components/form-guide'
import { NotFoundPanel } from '~/client/components/not-found-panel'
import { PageHeading } from '~/client/components/page-heading'
import { buttonClass } from '~/client/components/ui/button'
import { isNotFound } from '~/client/lib/errors'
import { parseRouteId } from '~/client/lib/route-params'
import { exploreTrackerConfig, trackerConfigFor } from '~/client/lib/tracker-config'
import { trpc } from '~/client/lib/trpc'
import { toast } from '~/client/lib/use-toast'
import { useSettings } from '~/client/lib/use-settings'
import { instructionsText } from '~/shared/rules/form-tips'
import { repsLabel } from '~/shared/rules/labels'
import type { Exercise } from '~/shared/schemas/catalogue'
import { ExerciseTracker, type TrackerResult } from './-components/exercise-tracker'

const REDIRECT_AFTER_PROGRESS_MS = 1000

export const Route = createFileRoute('/_app/exercise/$workoutId/$exerciseId')({
  loader: async ({ context, params }) => {
    const exerciseId = parseRouteId(params.exerciseId)
    const workoutId = parseRouteId(params.workoutId)
    const ignore404 = (e: unknown) => {
      if (!isNotFound(e)) throw e
    }
    if (params.workoutId === 'explore') {
      if (exerciseId !== null)
        await context.utils.exercises.byId.ensureData({ id: exerciseId }).catch(ignore404)
    } else if (workoutId !== null) {
      await context.utils.workouts.exercises.ensureData({ id: workoutId }).catch(ignore404)
    }
  },
  pendingComponent: () => (
    <p className="py-10 text-center text-slate-600 dark:text-slate-400">Loading exercise...</p>
  ),
  component: ExercisePage,
})

interface Shown {
  exercise: Exercise
  sets: number
  reps: string
  rest: string
  tracker: ReturnType<typeof trackerConfigFor>
}

function ExercisePage() {
  const { workoutId, exerciseId } = Route.useParams()
  const explore = workoutId === 'explore'
  const exId = parseRouteId(exerciseId)
  const wId = parseRouteId(workoutId)
  const single = trpc.exercises.byId.useQuery(
    { id: exId ?? 0 },
    { enabled: explore && exId !== null },
  )
  const inWorkout = trpc.workouts.exercises.useQuery(
    { id: wId ?? 0 },
    { enabled: !explore && wId !== null },
  )
  const { defaultRest } = useSettings()

  let shown: Shown | null = null
  if (explore && single.data) {
    const tracker = exploreTrackerConfig(single.data)
    shown = {
      exercise: single.data,
      sets: tracker.sets,
      reps: single.data.reps ?? '8-12',
      rest: single.data.restTime ?? '60 seconds',
      tracker,
    }
  } else if (!explore && inWorkout.data) {
    // The list links by exercise id; an index is accepted for entries without one (docs/product.md#exercise).
    const list = inWorkout.data.exercises
    const item = list.find((e) => e.exerciseId === exId) ?? (exId !== null ? list[exId] : undefined)
    if (item) {
      shown = {
        exercise: item.exercise,
        sets: item.sets,
        reps: item.reps,
        rest: `${item.restTime ?? defaultRest} seconds`,
        tracker: trackerConfigFor(item, defaultRest),
      }
    }
  }
  const loading = explore ? single.isPending && exId !== null : inWorkout.isPending && wId !== null
  if (loading)
    return (
      <p className="py-10 text-center text-slate-600 dark:text-slate-400">Loading exercise...</p>
    )
  const backTo = explore ? '/explore' : `/exercise-list/${workoutId}`
  if (!shown)
    return (
      <NotFoundPanel
        title="Exercise not found"
        linkText={explore ? 'Back to Explore' : 'Back to List'}
        to={backTo}
      />
    )
  return <ExerciseDetail shown={shown} explore={explore} workoutId={wId} backTo={backTo} />
}

function ExerciseDetail({
  shown,
  explore,
  workoutId,
  backTo,
}: {
  shown: Shown
  explore: boolean
  workoutId: number | null
  backTo: string
}) {
  const { exercise } = shown
  const { user } = Route.useRouteContext()
  const navigate = useNavigate()
  const utils = trpc.useUtils()
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null)
  useEffect(() => () => clearTimeout(timer.current ?? undefined), [])
  const later = (to: string) => {
    timer.current = setTimeout(() => void navigate({ to }), REDIRECT_AFTER_PROGRESS_MS)
  }
  const record = trpc.progress.record.useMutation({
    onSuccess: async (result) => {
      await Promise.all([
        utils.progress.get.invalidate(),
        utils.workouts.daily.invalidate(),
        utils.auth.session.invalidate(),
        utils.badges.list.invalidate(),
      ])
      toast({
        title: 'Progress updated!',
        description: 'Your workout progress has been saved.',
        variant: 'success',
      })
      if (result.newBadges.length)
        setTimeout(
          () =>
            toast({
              title: 'Badge earned!',
              description: result.newBadges.map((b) => b.name).join(', '),
              variant: 'success',
            }),
          1200,
        )
      later(backTo)
    },
    onError: () => {
      toast({
        title: 'Error updating progress',
        description: 'Your progress could not be saved. Please try again.',
        variant: 'destructive',
      })
      later(backTo)
    },
  })
  const onComplete = (r: TrackerResult) => {
    if (explore || workoutId === null) {
      toast({
        title: 'Exercise complete',
        description: `Nice work on ${exercise.name}!`,
        variant: 'success',
      })
      later(backTo)
      return
    }
    record.mutate({
      userId: user.id,
      workoutId,
      exerciseId: exercise.id,
      sets: r.sets,
      reps: r.reps,
      seconds: r.seconds,
    })
  }

  return (
    <>
      <PageHeading
        title={exercise.name}
        subtitle={explore ? 'Exercise Library' : undefined}
        back
        backTo={backTo}
      />
      <div className="grid gap-6 lg:grid-cols-[1fr_1fr]">
        <div className="grid content-start gap-6">
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            {[
              ['Sets', String(shown.sets)],
              ['Reps', repsLabel(shown.reps)],
              ['Rest', shown.rest || '30 seconds'],
              ['Tempo', exercise.tempo || 'Controlled'],
            ].map(([label, value]) => (
              <div
                key={label}
                className="rounded-xl border border-slate-200 bg-white p-3 dark:border-slate-800 dark:bg-slate-900"
              >
                <dt className="text-xs font-semibold text-slate-600 uppercase dark:text-slate-400">
                  {label}
                </dt>
                <dd className="mt-1 font-semibold">{value}</dd>
              </div>
            ))}
          </dl>
          {exercise.targetMuscles ? (
            <section>
              <h2 className="text-lg font-bold">Target Muscles</h2>
              <p className="mt-1 text-slate-700 dark:text-slate-300">{exercise.targetMuscles}</p>
            </section>
          ) : null}
          <section>
            <h2 className="text-lg font-bold">Instructions</h2>
            <p className="mt-1 text-slate-700 dark:text-slate-300">
              {instructionsText(exercise.instructions, exercise.description)}
            </p>
          </section>
          <section>
            <h2 className="mb-3 text-lg font-bold">Proper Form</h2>
            <FormGuide
              name={exercise.name}
              rightImage={exercise.rightFormImageUrl}
              wrongImage={exercise.wrongFormImageUrl}
              correctTips={exercise.correctFormTips}
              incorrectTips={exercise.incorrectFormTips}
            />
          </section>
        </div>
        {/* Mid-workout the tracker comes first on a phone; beside the details on a wide screen. */}
        <div className="order-first grid content-start gap-4 lg:order-last">
          <ExerciseTracker
            config={shown.tracker}
            onComplete={onComplete}
            saving={record.isPending}
          />
          <div className="flex flex-wrap gap-2">
            <Link to={backTo} className={buttonClass('outline', 'lg')}>
              Back to List
            </Link>
            {!explore && workoutId !== null ? (
              <Link
                to="/workout/$workoutId"
                params={{ workoutId: String(workoutId) }}
                className={buttonClass('outline', 'lg')}
              >
                Full Workout
              </Link>
            ) : null}
          </div>
        </div>
      </div>
    </>
  )
}
