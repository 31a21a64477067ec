import { trackerConfig, type TrackerConfig, workoutTrackerConfig } from '~/shared/rules/tracker'
import type { Exercise, WorkoutExercise } from '~/shared/schemas/catalogue'

/** A workout exercise as the player runs it: the shared rule (`workoutTrackerConfig`). */
export function trackerConfigFor(
  item: Pick<WorkoutExercise, 'sets' | 'reps' | 'restTime'> & {
    exercise: Pick<Exercise, 'duration'>
  },
  defaultRest?: number,
): TrackerConfig {
  return workoutTrackerConfig(item, item.exercise.duration, defaultRest)
}

/** Explore mode (no workout): the exercise's own numbers over the explore defaults (docs/product.md#exercise). */
export function exploreTrackerConfig(
  exercise: Pick<Exercise, 'reps' | 'duration' | 'restTime'>,
): TrackerConfig {
  const rest = exercise.restTime ? Number(/\d+/.exec(exercise.restTime)?.[0]) : undefined
  return trackerConfig(
    {
      reps: exercise.reps,
      duration: exercise.duration,
      restTime: Number.isFinite(rest) ? rest : undefined,
    },
    { explore: true },
  )
}
