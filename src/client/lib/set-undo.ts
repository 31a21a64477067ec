// Undo of a removed set (docs/product.md#set-log): a removal happens at once (on the server, or
// in the device's queue for a set not sent yet) and its toast offers Undo, which logs the same
// set again, through the queue, under its client id, with its own time. Removing at once rather
// than when the toast goes keeps what the athlete saw true when the tab is closed meanwhile, and
// a set logged again travels like any set: offline it waits in the queue and is sent once.
import { KeptOnDevice, logSetsQueued } from './sync-queue'
import { trpcUtils } from './trpc'
import type { LogSetsResult, SetInput } from '~/shared/schemas/sets'

/** A set as a list shows it, with what logging it again needs. */
export interface RemovableSet {
  clientId: string
  exerciseId: number
  setNumber: number
  side?: SetInput['side'] | null
  reps?: number | null
  seconds?: number | null
  loadKg?: number | null
  rpe?: number | null
  workoutId?: number | null
  blockId?: number | null
  round?: number | null
  performedAt?: string | null
}

/** The set as it is logged again: the same client id, figures, workout, block and time. */
export function setInputOf(set: RemovableSet): SetInput {
  return {
    clientId: set.clientId,
    exerciseId: set.exerciseId,
    setNumber: set.setNumber,
    ...(set.workoutId ? { workoutId: set.workoutId } : {}),
    ...(set.blockId ? { blockId: set.blockId } : {}),
    ...(set.round ? { round: set.round } : {}),
    ...(set.side ? { side: set.side } : {}),
    ...(set.seconds !== null && set.seconds !== undefined
      ? { seconds: set.seconds }
      : { reps: set.reps ?? 0 }),
    ...(set.loadKg ? { loadKg: set.loadKg } : {}),
    ...(set.rpe ? { rpe: set.rpe } : {}),
    ...(set.performedAt ? { performedAt: set.performedAt } : {}),
  }
}

/**
 * Logs a removed set again. Answers the stored set, or null when it waits in the device's queue
 * (offline): it is sent when the network returns.
 */
export async function logAgain(
  userId: number,
  set: RemovableSet,
): Promise<LogSetsResult['sets'][number] | null> {
  try {
    const result = await logSetsQueued({ userId, sets: [setInputOf(set)] })
    return result.sets[0] ?? null
  } catch (error) {
    if (error instanceof KeptOnDevice) return null
    throw error
  } finally {
    // Completions, streak, badges, records and sessions follow the set back.
    void trpcUtils.invalidate()
  }
}
