// When a workout counts as completed (docs/product.md#completion). One rule for the set log, the
// progress call, the tracker and the player's summary, so a screen never celebrates a workout
// the record does not count.

/** How far one workout got on one day: its exercises done, and the ones left, in workout order. */
export interface WorkoutProgress {
  done: number
  total: number
  completed: boolean
  /** The workout's exercises not done yet, in its order. */
  left: number[]
}

/**
 * An exercise of a workout is done on a day when it has at least one logged set in that workout
 * that day, or was marked done (the tracker's finish); the workout is completed when every one
 * of its exercises is done. A skipped exercise has no set, so a workout with one skipped is not
 * completed. A workout with no exercises is never completed by sets.
 */
export function workoutProgress(
  exerciseIds: readonly number[],
  doneExerciseIds: Iterable<number>,
): WorkoutProgress {
  const done = new Set(doneExerciseIds)
  const distinct = [...new Set(exerciseIds)]
  const left = distinct.filter((id) => !done.has(id))
  return {
    done: distinct.length - left.length,
    total: distinct.length,
    completed: distinct.length > 0 && left.length === 0,
    left,
  }
}
