import { updateWorkoutExercise } from '../../services/catalogue/update-workout-exercise'
import { restRoutes } from '../rest'
import { createTRPCRouter, trainerProcedure } from '../trpc'
import { workoutExerciseSchema } from '~/shared/schemas/catalogue'
import { workoutExercisePatchSchema } from '~/shared/schemas/catalogue-input'
import { bodyIdSchema, idSchema } from '~/shared/schemas/user'
import { definedOnly } from '~/shared/objects'

const rest = restRoutes('workouts')

export const workoutExercisesRouter = createTRPCRouter({
  update: rest(
    trainerProcedure,
    'PATCH /workout-exercises/{id}',
    "Change an exercise's sets, reps, duration, rest time or note within a workout, or with blockId move it to the end of another block of the same workout (admin, or the trainer of a private workout)",
  )
    .input(workoutExercisePatchSchema.extend({ id: idSchema, blockId: bodyIdSchema.optional() }))
    .output(workoutExerciseSchema)
    .mutation(({ ctx, input: { id, blockId, ...values } }) =>
      updateWorkoutExercise({
        database: ctx.database,
        caller: ctx.user,
        workoutExerciseId: id,
        blockId,
        values: definedOnly(values),
      }),
    ),
})
