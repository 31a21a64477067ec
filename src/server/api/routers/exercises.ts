import { z } from 'zod'
import { getExercise, listExercises } from '../../services/catalogue/list-exercises'
import { createTRPCRouter, protectedProcedure } from '../trpc'
import { exerciseSchema } from '~/shared/schemas/catalogue'
import { idSchema } from '~/shared/schemas/user'

export const exercisesRouter = createTRPCRouter({
  list: protectedProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/exercises',
        tags: ['exercises'],
        protect: true,
        summary: 'The exercise library',
      },
    })
    .input(z.object({}).optional())
    .output(z.array(exerciseSchema))
    .query(({ ctx }) => listExercises({ db: ctx.database.db })),

  byId: protectedProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/exercises/{id}',
        tags: ['exercises'],
        protect: true,
        summary: 'One exercise',
      },
    })
    .input(z.object({ id: idSchema }))
    .output(exerciseSchema)
    .query(({ ctx, input }) => getExercise({ db: ctx.database.db, exerciseId: input.id })),
})
