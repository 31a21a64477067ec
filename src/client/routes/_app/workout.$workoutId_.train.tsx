import { useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { useMemo, useState } from 'react'
import { hasSessionInProgress } from '~/client/lib/player-session'
import { NotFoundPanel } from '~/client/components/not-found-panel'
import { Skeletons } from '~/client/components/ui/skeleton'
import { orNotFound, routeIdOrNotFound } from '~/client/lib/route-data'
import { trpc } from '~/client/lib/trpc'
import { blocksOfPlan } from '~/shared/rules/block-player'
import { localDay } from '~/shared/rules/days'
import { setNumberBases } from '~/shared/rules/set-numbers'
import { SET_LIMITS } from '~/shared/rules/set-limits'
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
    const fresh = !hasSessionInProgress(context.user.id, { workoutId: id })
    await Promise.all([
      // A new session reads the sets the server holds today, fresh: a second run of the workout
      // that day numbers its sets on from them (docs/product.md#set-log). Unread (offline), 1.
      fresh
        ? context.utils.sets.list
            .fetch(todaysSets(context.user.id, today), { staleTime: 0 })
            .catch(() => undefined)
        : undefined,
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

const todaysSets = (userId: number, day: string) => ({
  userId,
  from: day,
  to: day,
  limit: SET_LIMITS.maxListLimit,
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
  const utils = trpc.useUtils()
  // As the player opened: later answers hold this run's own sets.
  const [setNumberBase] = useState(() => {
    const today = localDay(new Date(), user.timeZone)
    const sets = utils.sets.list.getData(todaysSets(user.id, today))
    return sets ? setNumberBases(sets, id) : undefined
  })
  const source: PlayerSource = useMemo(() => {
    // Each block's exercises side by side, in the blocks' order (docs/product.md#blocks-in-the-player).
    const inBlocks = blocksOfPlan(workout.exercises, workout.blocks).exercises
    return {
      of: { workoutId: workout.id },
      title: workout.title,
      workoutId: workout.id,
      exercises: prescribed ? applyPrescription(inBlocks, prescribed.prescription) : inBlocks,
      blocks: workout.blocks,
      ...(setNumberBase ? { setNumberBase } : {}),
    }
  }, [workout, prescribed, setNumberBase])
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
