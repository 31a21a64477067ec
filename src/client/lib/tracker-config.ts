import { trackerConfig, type TrackerConfig } from '~/shared/rules/tracker'
import type { Exercise, WorkoutExercise } from '~/shared/schemas/catalogue'

/**
 * A workout exercise's `duration` is the working time of a set (it feeds the minutes formula);
 * the tracker times a set only for holds: the exercise's own duration, or reps given in seconds.
 */
export function trackerConfigFor(
  item: Pick<WorkoutExercise, 'sets' | 'reps' | 'restTime'> & {
    exercise: Pick<Exercise, 'duration'>
  },
  defaultRest?: number,
): TrackerConfig {
  return trackerConfig({
    sets: item.sets,
    reps: item.reps,
    duration: item.exercise.duration,
    restTime: item.restTime ?? defaultRest,
  })
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
