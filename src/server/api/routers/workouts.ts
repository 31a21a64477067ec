import { z } from 'zod'
import { getWorkoutExercises } from '../../services/catalogue/get-workout-exercises'
import { getWorkout, listWorkouts } from '../../services/catalogue/list-workouts'
import { getDaily } from '../../services/progress/get-daily'
import { createTRPCRouter, protectedProcedure } from '../trpc'
import {
  WORKOUT_CATEGORIES,
  workoutSchema,
  workoutWithExercisesSchema,
} from '~/shared/schemas/catalogue'
import { dailySchema } from '~/shared/schemas/progress'
import { idSchema } from '~/shared/schemas/user'

export const workoutsRouter = createTRPCRouter({
  list: protectedProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/workouts',
        tags: ['workouts'],
        protect: true,
        summary: 'Workouts, optionally of one category',
      },
    })
    .input(z.object({ category: z.enum(WORKOUT_CATEGORIES).optional() }).optional())
    .output(z.array(workoutSchema))
    .query(({ ctx, input }) => listWorkouts({ db: ctx.database.db, category: input?.category })),

  byId: protectedProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/workouts/{id}',
        tags: ['workouts'],
        protect: true,
        summary: 'One workout',
      },
    })
    .input(z.object({ id: idSchema }))
    .output(workoutSchema)
    .query(({ ctx, input }) => getWorkout({ db: ctx.database.db, workoutId: input.id })),

  exercises: protectedProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/workouts/{id}/exercises',
        tags: ['workouts'],
        protect: true,
        summary: 'A workout with its ordered exercises',
      },
    })
    .input(z.object({ id: idSchema }))
    .output(workoutWithExercisesSchema)
    .query(({ ctx, input }) => getWorkoutExercises({ db: ctx.database.db, workoutId: input.id })),

  daily: protectedProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/daily',
        tags: ['workouts'],
        protect: true,
        summary: "Today's session for the signed-in user, with completion",
      },
    })
    .input(z.object({}).optional())
    .output(dailySchema)
    .query(({ ctx }) => getDaily({ db: ctx.database.db, userId: ctx.user.id })),
})
