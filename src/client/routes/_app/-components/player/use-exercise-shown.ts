import { createElement, useCallback, useDeferredValue, useEffect, useMemo } from 'react'
import { LazyExerciseDemo } from '~/client/components/demo/lazy-exercise-demo'
import { whenIdle } from '~/client/lib/idle'
import type { PlayerSession } from '~/client/lib/player-session'
import { trpc } from '~/client/lib/trpc'
import type { Units } from '~/shared/rules/units'
import { lastTimeText } from './player-labels'
import type { Item } from './player-source'

/**
 * The exercise on screen (the workout's, or the one swapped in for this session), its figure, and
 * its 'Last time' with the progression suggestion.
 */
export function useExerciseShown({
  userId,
  workoutId,
  session,
  items,
  index,
  swap,
  units,
}: {
  userId: number
  workoutId: number | null
  session: PlayerSession
  items: readonly Item[]
  index: number
  swap: { exerciseId: number; name: string } | null
  units: Units
}) {
  const item = items[index]
  // 'Last time' and the progression suggestion in one read per exercise: the sets done before
  // this session started, so the session under way never counts as its own last time.
  const before = new Date(session.lastTimeBefore ?? session.startedAt).toISOString()
  const lastTimeOf = useCallback(
    (exerciseId: number) => ({
      userId,
      exerciseId,
      ...(workoutId !== null ? { workoutId } : {}),
      before,
    }),
    [userId, workoutId, before],
  )
  const training = session.endedAt === null
  const historyQuery = trpc.progression.lastSession.useQuery(lastTimeOf(item?.exerciseId ?? 0), {
    enabled: item !== undefined && training,
  })
  // The next exercise's is read while this one is trained, when the page is idle: moving on draws
  // it with the rest of the screen, not a round trip later.
  const nextExerciseId = items[index + 1]?.exerciseId
  const utils = trpc.useUtils()
  useEffect(() => {
    if (nextExerciseId === undefined || !training) return
    return whenIdle(() => void utils.progression.lastSession.prefetch(lastTimeOf(nextExerciseId)))
  }, [nextExerciseId, training, lastTimeOf, utils])
  const lastTime = useMemo(
    () => lastTimeText(historyQuery.data?.sets ?? [], units),
    [historyQuery.data, units],
  )
  const swapQuery = trpc.exercises.byId.useQuery(
    { id: swap?.exerciseId ?? 0 },
    { enabled: swap !== null },
  )
  const shown = useMemo(
    () =>
      item && swap
        ? { ...item.exercise, ...(swapQuery.data ?? { demo: null }), name: swap.name }
        : item?.exercise,
    [item, swap, swapQuery.data],
  )
  // Its demonstration re-renders only when the exercise changes, and then after the tap's own
  // update: the text of the next set is on screen first (the figure's first frame solves every
  // pose of its loop), and a set logged on the same exercise leaves the figure alone.
  const demoOf = useDeferredValue(shown)
  const demo = useMemo(
    () =>
      demoOf
        ? createElement(LazyExerciseDemo, {
            exercise: demoOf,
            className: 'h-52 w-full rounded-2xl bg-slate-100 md:h-80 dark:bg-slate-900',
          })
        : null,
    [demoOf],
  )
  return { shown, demo, lastTime, history: historyQuery.data }
}
