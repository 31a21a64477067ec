import type { Dispatch, SetStateAction } from 'react'
import { useRecordProgress } from '~/client/lib/mutations/use-progress-mutations'
import type { PlayerSession, SessionSet } from '~/client/lib/player-session'
import { trpc } from '~/client/lib/trpc'
import { withNewBadges } from './use-player-sync'

type Choice = { exerciseId: number; name: string }

/**
 * The exercises swapped in for this session (docs/product.md#progression). A swapped-in exercise
 * is logged as itself, outside the workout (it is not part of it); its last set then records the
 * workout's exercise as done.
 */
export function useSwaps({
  session,
  setSession,
  userId,
  workoutId,
}: {
  session: PlayerSession
  setSession: Dispatch<SetStateAction<PlayerSession>>
  userId: number
  workoutId: number | null
}) {
  const recordSwap = useRecordProgress()
  const utils = trpc.useUtils()
  // Recording an exercise counts it again: only when it is not done today already.
  const recordSwapOnce = async (exerciseId: number, record: () => void) => {
    const progress = await utils.progress.get.fetch({ userId }, { staleTime: 0 }).catch(() => null)
    if (
      progress?.completedExercises.some(
        (c) => c.workoutId === workoutId && c.exerciseId === exerciseId,
      ) === false
    )
      record()
  }
  return {
    /** The exercise swapped in for this session at exercise `index`, if any. */
    swapOf: (index: number): Choice | null => {
      const choice = session.swaps?.[index]
      return choice && choice !== 'ignored' ? choice : null
    },
    setSwap: (index: number, choice: Choice | 'ignored' | null) =>
      setSession((s) => {
        const swaps = Object.fromEntries(
          Object.entries(s.swaps ?? {}).filter(([key]) => key !== String(index)),
        )
        return { ...s, swaps: choice === null ? swaps : { ...swaps, [index]: choice } }
      }),
    /** The workout's exercise done, in place of the one swapped in: `sets` are the latter's. */
    recordSwapped: (
      exerciseId: number,
      config: { sets: number; mode: 'reps' | 'timed' },
      sets: readonly SessionSet[],
    ) => {
      // A practice has no workout to record the swapped exercise in.
      if (workoutId === null) return
      const total = (k: 'reps' | 'seconds') => sets.reduce((sum, s) => sum + (s[k] ?? 0), 0)
      void recordSwapOnce(exerciseId, () =>
        recordSwap.mutate(
          {
            userId,
            workoutId,
            exerciseId,
            sets: config.sets,
            ...(config.mode === 'timed' ? { seconds: total('seconds') } : { reps: total('reps') }),
          },
          {
            onSuccess: (result) =>
              setSession((s) => ({ ...s, badges: withNewBadges(s.badges, result.newBadges) })),
          },
        ),
      )
    },
  }
}
