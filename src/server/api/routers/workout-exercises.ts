import { updateWorkoutExercise } from '../../services/catalogue/update-workout-exercise'
import { restRoutes } from '../rest'
import { adminProcedure, createTRPCRouter } from '../trpc'
import { workoutExerciseSchema } from '~/shared/schemas/catalogue'
import { workoutExercisePatchSchema } from '~/shared/schemas/catalogue-input'
import { idSchema } from '~/shared/schemas/user'
import { definedOnly } from '~/shared/objects'

const rest = restRoutes('workouts')

export const workoutExercisesRouter = createTRPCRouter({
  update: rest(
    adminProcedure,
    'PATCH /workout-exercises/{id}',
    "Change an exercise's sets, reps, duration or rest time within a workout (admin)",
  )
    .input(workoutExercisePatchSchema.extend({ id: idSchema }))
    .output(workoutExerciseSchema)
    .mutation(({ ctx, input: { id, ...values } }) =>
      updateWorkoutExercise({
        database: ctx.database,
        workoutExerciseId: id,
        values: definedOnly(values),
      }),
    ),
})
