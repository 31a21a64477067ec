// The admin's catalogue editor: workouts, exercises and the exercises of a workout.
import { trpc } from '../trpc'
import { refreshFirst } from './refresh-first'

type Utils = ReturnType<typeof trpc.useUtils>
const workouts = (utils: Utils) => utils.workouts.invalidate()
// An exercise's name and numbers show inside every workout that uses it.
const exercises = (utils: Utils) =>
  Promise.all([utils.exercises.invalidate(), utils.workouts.exercises.invalidate()])

export function useCreateWorkout(options?: Parameters<typeof trpc.workouts.create.useMutation>[0]) {
  const utils = trpc.useUtils()
  return trpc.workouts.create.useMutation(refreshFirst(() => workouts(utils), options))
}

export function useUpdateWorkout(options?: Parameters<typeof trpc.workouts.update.useMutation>[0]) {
  const utils = trpc.useUtils()
  return trpc.workouts.update.useMutation(refreshFirst(() => workouts(utils), options))
}

export function useDeleteWorkout(options?: Parameters<typeof trpc.workouts.delete.useMutation>[0]) {
  const utils = trpc.useUtils()
  return trpc.workouts.delete.useMutation(refreshFirst(() => workouts(utils), options))
}

export function useCreateExercise(
  options?: Parameters<typeof trpc.exercises.create.useMutation>[0],
) {
  const utils = trpc.useUtils()
  return trpc.exercises.create.useMutation(refreshFirst(() => exercises(utils), options))
}

export function useUpdateExercise(
  options?: Parameters<typeof trpc.exercises.update.useMutation>[0],
) {
  const utils = trpc.useUtils()
  return trpc.exercises.update.useMutation(refreshFirst(() => exercises(utils), options))
}

export function useDeleteExercise(
  options?: Parameters<typeof trpc.exercises.delete.useMutation>[0],
) {
  const utils = trpc.useUtils()
  return trpc.exercises.delete.useMutation(refreshFirst(() => exercises(utils), options))
}

export function useAddWorkoutExercise(
  options?: Parameters<typeof trpc.workouts.addExercise.useMutation>[0],
) {
  const utils = trpc.useUtils()
  return trpc.workouts.addExercise.useMutation(refreshFirst(() => workouts(utils), options))
}

export function useUpdateWorkoutExercise(
  options?: Parameters<typeof trpc.workoutExercises.update.useMutation>[0],
) {
  const utils = trpc.useUtils()
  return trpc.workoutExercises.update.useMutation(refreshFirst(() => workouts(utils), options))
}

export function useRemoveWorkoutExercise(
  options?: Parameters<typeof trpc.workouts.removeExercise.useMutation>[0],
) {
  const utils = trpc.useUtils()
  return trpc.workouts.removeExercise.useMutation(refreshFirst(() => workouts(utils), options))
}

/** The new order shows at once; a refused move reloads the order the server kept. */
export function useReorderWorkoutExercises(
  workoutId: number,
  options?: Parameters<typeof trpc.workouts.reorderExercises.useMutation>[0],
) {
  const utils = trpc.useUtils()
  const shown = refreshFirst(() => workouts(utils), options, { onError: true })
  return trpc.workouts.reorderExercises.useMutation({
    ...shown,
    onSuccess: (data, ...rest) => {
      utils.workouts.exercises.setData({ id: workoutId }, data)
      return shown.onSuccess?.(data, ...rest)
    },
  })
}

// docs/product.md#blocks: a workout's blocks.
export function useAddWorkoutBlock(
  options?: Parameters<typeof trpc.workouts.addBlock.useMutation>[0],
) {
  const utils = trpc.useUtils()
  return trpc.workouts.addBlock.useMutation(refreshFirst(() => workouts(utils), options))
}

export function useUpdateWorkoutBlock(
  options?: Parameters<typeof trpc.workouts.updateBlock.useMutation>[0],
) {
  const utils = trpc.useUtils()
  return trpc.workouts.updateBlock.useMutation(refreshFirst(() => workouts(utils), options))
}

export function useDeleteWorkoutBlock(
  options?: Parameters<typeof trpc.workouts.deleteBlock.useMutation>[0],
) {
  const utils = trpc.useUtils()
  return trpc.workouts.deleteBlock.useMutation(refreshFirst(() => workouts(utils), options))
}

export function useReorderWorkoutBlocks(
  options?: Parameters<typeof trpc.workouts.reorderBlocks.useMutation>[0],
) {
  const utils = trpc.useUtils()
  return trpc.workouts.reorderBlocks.useMutation(
    refreshFirst(() => workouts(utils), options, { onError: true }),
  )
}
