import { createFileRoute } from '@tanstack/react-router'
import { useMemo } from 'react'
import { NotFoundPanel } from '~/client/components/not-found-panel'
import { Skeletons } from '~/client/components/ui/skeleton'
import { orNotFound, routeIdOrNotFound } from '~/client/lib/route-data'
import { trpc } from '~/client/lib/trpc'
import { type PlayerSource, WorkoutPlayer } from './-components/workout-player'

export const Route = createFileRoute('/_app/workout/$workoutId_/train')({
  loader: async ({ context, params }) => {
    const id = routeIdOrNotFound(params.workoutId)
    await orNotFound(context.utils.workouts.exercises.ensureData({ id }))
    return { id }
  },
  pendingComponent: () => <Skeletons count={3} className="h-40" />,
  notFoundComponent: () => (
    <NotFoundPanel title="Workout not found" linkText="Back to Daily" to="/daily" />
  ),
  component: TrainPage,
})

function TrainPage() {
  const { id } = Route.useLoaderData()
  const { user } = Route.useRouteContext()
  const [workout] = trpc.workouts.exercises.useSuspenseQuery({ id })
  const source: PlayerSource = useMemo(
    () => ({
      of: { workoutId: workout.id },
      title: workout.title,
      workoutId: workout.id,
      exercises: workout.exercises,
    }),
    [workout],
  )
  // A new key per workout: the player's state starts afresh when the workout changes.
  return <WorkoutPlayer key={id} source={source} userId={user.id} />
}
