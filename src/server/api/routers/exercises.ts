import { z } from 'zod'
import { createExercise } from '../../services/catalogue/create-exercise'
import { deleteExercise } from '../../services/catalogue/delete-exercise'
import {
  getExercise,
  listExercises,
  LIST_EXERCISES_MAX_LIMIT,
} from '../../services/catalogue/list-exercises'
import { updateExercise } from '../../services/catalogue/update-exercise'
import { adminProcedure, createTRPCRouter, protectedProcedure } from '../trpc'
import { exerciseSchema } from '~/shared/schemas/catalogue'
import { exerciseInputSchema, exercisePatchSchema } from '~/shared/schemas/catalogue-input'
import { idSchema, okSchema } from '~/shared/schemas/user'
import { definedOnly } from '~/shared/objects'

export const listExercisesInputSchema = z
  .object({
    query: z.string().trim().max(200).optional(),
    // Query-string values arrive as text over REST.
    limit: z.coerce.number().int().min(1).max(LIST_EXERCISES_MAX_LIMIT).optional(),
    offset: z.coerce.number().int().min(0).optional(),
  })
  .optional()

export const exercisesRouter = createTRPCRouter({
  list: protectedProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/exercises',
        tags: ['exercises'],
        protect: true,
        summary: `The exercise library by name; search name, description, category and body part (query); page with limit (at most ${LIST_EXERCISES_MAX_LIMIT}) and offset`,
      },
    })
    .input(listExercisesInputSchema)
    .output(z.array(exerciseSchema))
    .query(({ ctx, input }) => listExercises({ db: ctx.database.db, ...input })),

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

  create: adminProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/exercises',
        tags: ['exercises'],
        protect: true,
        summary: 'Create an exercise (admin)',
      },
    })
    .input(exerciseInputSchema)
    .output(exerciseSchema)
    .mutation(({ ctx, input }) => createExercise({ database: ctx.database, values: input })),

  update: adminProcedure
    .meta({
      openapi: {
        method: 'PATCH',
        path: '/exercises/{id}',
        tags: ['exercises'],
        protect: true,
        summary: 'Change an exercise; only the fields given change (admin)',
      },
    })
    .input(exercisePatchSchema.extend({ id: idSchema }))
    .output(exerciseSchema)
    .mutation(({ ctx, input: { id, ...values } }) =>
      updateExercise({ database: ctx.database, exerciseId: id, values: definedOnly(values) }),
    ),

  delete: adminProcedure
    .meta({
      openapi: {
        method: 'DELETE',
        path: '/exercises/{id}',
        tags: ['exercises'],
        protect: true,
        summary: 'Delete an exercise no workout uses; 409 names the workouts that use it (admin)',
      },
    })
    .input(z.object({ id: idSchema }))
    .output(okSchema)
    .mutation(async ({ ctx, input }) => {
      await deleteExercise({ database: ctx.database, exerciseId: input.id })
      return { success: true as const }
    }),
})
