import { z } from 'zod'
import { getProgress } from '../../services/progress/get-progress'
import { recordProgress } from '../../services/progress/record-progress'
import { restRoutes } from '../rest'
import { assertCanAccessUser, createTRPCRouter, protectedProcedure } from '../trpc'
import { progressSchema, recordProgressInput } from '~/shared/schemas/progress'
import { idSchema } from '~/shared/schemas/user'

const rest = restRoutes('progress')

export const progressRouter = createTRPCRouter({
  get: rest(protectedProcedure, 'GET /user/{userId}/progress', "A user's progress today (own only)")
    .input(z.object({ userId: idSchema }))
    .output(progressSchema)
    .query(async ({ ctx, input }) => {
      await assertCanAccessUser(ctx, input.userId)
      return getProgress({
        db: ctx.database.db,
        userId: input.userId,
        timeZone: input.userId === ctx.user.id ? ctx.user.timeZone : undefined,
      })
    }),

  record: rest(
    protectedProcedure,
    'POST /user/{userId}/progress',
    'Record a finished exercise ({workoutId, exerciseId, sets, reps, seconds}) or a whole workout ({workoutId})',
  )
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
