import { useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { useMemo } from 'react'
import { NotFoundPanel } from '~/client/components/not-found-panel'
import { Skeletons } from '~/client/components/ui/skeleton'
import { orNotFound, routeIdOrNotFound } from '~/client/lib/route-data'
import { trpc } from '~/client/lib/trpc'
import { blocksOfPlan } from '~/shared/rules/block-player'
import { localDay } from '~/shared/rules/days'
import { applyPrescription } from '~/shared/rules/prescription'
import type { TodaysPrescription } from './-components/player-prescription'
import { type PlayerSource, WorkoutPlayer } from './-components/workout-player'

export const Route = createFileRoute('/_app/workout/$workoutId_/train')({
  loader: async ({ context, params }) => {
    const id = routeIdOrNotFound(params.workoutId)
    // The trainer's prescription decides the sets the player counts, so it is at hand before the
    // player starts: from Daily's answer when cached, else read with the workout (one batch);
    // unread (offline), the workout plays as written.
    const today = localDay(new Date(), context.user.timeZone)
    const daily = context.utils.workouts.daily.getData()
    await Promise.all([
      orNotFound(context.utils.workouts.exercises.ensureData({ id })),
      daily?.day === today
        ? undefined
        : context.utils.calendar.mine
            .ensureData({ userId: context.user.id, from: today, to: today })
            .catch(() => undefined),
    ])
    return { id }
  },
  pendingComponent: () => <Skeletons count={3} className="h-40" />,
  notFoundComponent: WorkoutNotFound,
  component: TrainPage,
})

function WorkoutNotFound() {
  const { t } = useLingui()
  return <NotFoundPanel title={t`Workout not found`} linkText={t`Back to Daily`} to="/daily" />
}

function TrainPage() {
  const { id } = Route.useLoaderData()
  const { user } = Route.useRouteContext()
  const [workout] = trpc.workouts.exercises.useSuspenseQuery({ id })
  const prescribed = useTodaysPrescription(user, id)
  const source: PlayerSource = useMemo(() => {
    // Each block's exercises side by side, in the blocks' order (docs/product.md#blocks-in-the-player).
    const inBlocks = blocksOfPlan(workout.exercises, workout.blocks).exercises
    return {
      of: { workoutId: workout.id },
      title: workout.title,
      workoutId: workout.id,
      exercises: prescribed ? applyPrescription(inBlocks, prescribed.prescription) : inBlocks,
      blocks: workout.blocks,
    }
  }, [workout, prescribed])
  // A new key per workout: the player's state starts afresh when the workout changes.
  return <WorkoutPlayer key={id} source={source} userId={user.id} prescribed={prescribed} />
}

/**
 * The trainer's prescription when this workout is on the athlete's calendar today: from Daily's
 * answer when it is at hand, else from the calendar the loader read. Kept as one object per
 * answer, so the player's source changes only when the answer does.
 */
function useTodaysPrescription(
  user: { id: number; timeZone: string },
  workoutId: number,
): TodaysPrescription | null {
  const utils = trpc.useUtils()
  const today = localDay(new Date(), user.timeZone)
  const daily = utils.workouts.daily.getData()
  const fromDaily = daily?.day === today ? daily.scheduled : undefined
  const calendar = trpc.calendar.mine.useQuery(
    { userId: user.id, from: today, to: today },
    { enabled: fromDaily === undefined, retry: false },
  )
  const items = fromDaily ?? calendar.data?.days[0]?.items ?? []
  const item = items.find((i) => i.workoutId === workoutId && i.prescription !== null)
  return item?.prescription
    ? { trainerName: item.trainerName, prescription: item.prescription }
    : null
}
