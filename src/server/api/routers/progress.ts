import { z } from 'zod'
import { getProgress } from '../../services/progress/get-progress'
import { recordProgress } from '../../services/progress/record-progress'
import { assertCanAccessUser, createTRPCRouter, protectedProcedure } from '../trpc'
import { progressSchema, recordProgressInput } from '~/shared/schemas/progress'
import { idSchema } from '~/shared/schemas/user'

export const progressRouter = createTRPCRouter({
  get: protectedProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/user/{userId}/progress',
        tags: ['progress'],
        protect: true,
        summary: "A user's progress today (own only)",
      },
    })
    .input(z.object({ userId: idSchema }))
    .output(progressSchema)
    .query(async ({ ctx, input }) => {
      await assertCanAccessUser(ctx, input.userId)
      return getProgress({ db: ctx.database.db, userId: input.userId })
    }),

  record: protectedProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/user/{userId}/progress',
        tags: ['progress'],
        protect: true,
        summary:
          'Record a finished exercise ({workoutId, exerciseId, sets, reps, seconds}) or a whole workout ({workoutId})',
      },
    })
    .input(recordProgressInput)
    .output(
      z.object({
        workoutCompleted: z.boolean(),
        newBadges: z.array(z.object({ id: z.number().int(), name: z.string() })),
      }),
    )
    .mutation(async ({ ctx, input }) => {
      // Progress is written only by its owner: nobody records workouts for someone else.
      await assertCanAccessUser(ctx, input.userId)
      return recordProgress({ database: ctx.database, input })
    }),
})
