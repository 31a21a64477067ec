import { z } from 'zod'
import { createExercise } from '../../services/catalogue/create-exercise'
import { deleteExercise } from '../../services/catalogue/delete-exercise'
import {
  getExercise,
  listExercises,
  LIST_EXERCISES_MAX_LIMIT,
} from '../../services/catalogue/list-exercises'
import { listExerciseCards } from '../../services/catalogue/list-exercise-cards'
import { updateExercise } from '../../services/catalogue/update-exercise'
import { noInput, restRoutes } from '../rest'
import { adminProcedure, createTRPCRouter, protectedProcedure } from '../trpc'
import { exerciseCardSchema, exerciseSchema } from '~/shared/schemas/catalogue'
import { exerciseInputSchema, exercisePatchSchema } from '~/shared/schemas/catalogue-input'
import { idSchema, okSchema, urlNumber } from '~/shared/schemas/user'
import { definedOnly } from '~/shared/objects'

export const listExercisesInputSchema = z
  .object({
    query: z
      .string()
      .trim()
      .max(200)
      .meta({
        description: "Search text, ranked by the catalogue search ('pullup' finds Pull-ups first)",
      })
      .optional(),
    // Query-string values arrive as text over REST.
    limit: urlNumber(z.number().int().min(1).max(LIST_EXERCISES_MAX_LIMIT)).optional(),
    offset: urlNumber(z.number().int().min(0)).optional(),
  })
  .optional()

const rest = restRoutes('exercises')

export const exercisesRouter = createTRPCRouter({
  list: rest(
    protectedProcedure,
    'GET /exercises',
    `The exercise library by name, or with query ranked by the catalogue search (Explore's rule): whole name, then the start of a name or of one of its words, then target muscles, equipment, then body part, category and movement; spaces, hyphens, case and accents ignored ('pullup', 'pull up' and 'pull-up' all find Pull-ups first), other names known ('press-up' finds Push-ups), never a fragment inside a word; ties easiest first, then by name. Page with limit (at most ${LIST_EXERCISES_MAX_LIMIT}) and offset`,
  )
    .input(listExercisesInputSchema)
    .output(z.array(exerciseSchema))
    .query(({ ctx, input }) => listExercises({ db: ctx.database.db, ...input })),

  cards: rest(
    protectedProcedure,
    'GET /exercise-cards',
    "The whole exercise library as Explore's cards, by name: id, name, category, body part, equipment, difficulty, target muscles and how it is shown; Explore searches and filters them in the page",
  )
    .input(noInput)
    .output(z.array(exerciseCardSchema))
    .query(({ ctx }) => listExerciseCards({ db: ctx.database.db })),

  byId: rest(protectedProcedure, 'GET /exercises/{id}', 'One exercise')
    .input(z.object({ id: idSchema }))
    .output(exerciseSchema)
    .query(({ ctx, input }) => getExercise({ db: ctx.database.db, exerciseId: input.id })),

  create: rest(adminProcedure, 'POST /exercises', 'Create an exercise (admin)')
    .input(exerciseInputSchema)
    .output(exerciseSchema)
    .mutation(({ ctx, input }) => createExercise({ database: ctx.database, values: input })),

  update: rest(
    adminProcedure,
    'PATCH /exercises/{id}',
    'Change an exercise; only the fields given change (admin)',
  )
    .input(exercisePatchSchema.extend({ id: idSchema }))
    .output(exerciseSchema)
    .mutation(({ ctx, input: { id, ...values } }) =>
      updateExercise({ database: ctx.database, exerciseId: id, values: definedOnly(values) }),
    ),

  delete: rest(
    adminProcedure,
    'DELETE /exercises/{id}',
    'Delete an exercise no workout uses; 409 names the workouts that use it (admin)',
  )
    .input(z.object({ id: idSchema }))
    .output(okSchema)
    .mutation(async ({ ctx, input }) => {
      await deleteExercise({ database: ctx.database, exerciseId: input.id })
      return { success: true as const }
    }),
})
