import { z } from 'zod'
import { deleteAccount } from '../../services/profile/delete-account'
import { exportUserData } from '../../services/profile/export-data'
import { getProfileSummary } from '../../services/profile/get-summary'
import { updateProfile } from '../../services/profile/update-profile'
import { isTrainerOf } from '../../services/trainer/is-trainer-of'
import { getUser } from '../../services/users/get-user'
import { assertCanAccessUser, createTRPCRouter, protectedProcedure } from '../trpc'
import { deleteAccountInput, profileInput, profileSummarySchema } from '~/shared/schemas/profile'
import { idSchema, okSchema, userSchema } from '~/shared/schemas/user'

export const profileRouter = createTRPCRouter({
  summary: protectedProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/user/{userId}/summary',
        tags: ['profile'],
        protect: true,
        summary:
          "Streak, level, badges, weekly chart and recent history (your own, or your client's as their trainer)",
      },
    })
    .input(z.object({ userId: idSchema }))
    .output(profileSummarySchema)
    .query(async ({ ctx, input }) => {
      await assertCanAccessUser(ctx, input.userId, () =>
        isTrainerOf(ctx.database.db, ctx.user, input.userId),
      )
      return getProfileSummary({ db: ctx.database.db, userId: input.userId })
    }),

  update: protectedProcedure
    .meta({
      openapi: {
        method: 'PATCH',
        path: '/user',
        tags: ['profile'],
        protect: true,
        summary: 'Update age, height (cm), weight (kg) and time zone',
      },
    })
    .input(profileInput)
    .output(userSchema)
    .mutation(async ({ ctx, input }) => {
      await updateProfile({ database: ctx.database, userId: ctx.user.id, input })
      return getUser({ db: ctx.database.db, userId: ctx.user.id })
    }),

  export: protectedProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/user/export',
        tags: ['profile'],
        protect: true,
        summary: 'Everything stored about the signed-in user',
      },
    })
    .input(z.object({}).optional())
    .output(
      z.object({
        exportedAt: z.string(),
        user: userSchema,
        workoutCompletions: z.array(z.record(z.string(), z.unknown())),
        exerciseCompletions: z.array(z.record(z.string(), z.unknown())),
        skills: z.array(z.record(z.string(), z.unknown())),
        badges: z.array(z.record(z.string(), z.unknown())),
      }),
    )
    .query(({ ctx }) => exportUserData({ db: ctx.database.db, userId: ctx.user.id })),

  delete: protectedProcedure
    .meta({
      openapi: {
        method: 'DELETE',
        path: '/user',
        tags: ['profile'],
        protect: true,
        summary: 'Delete the signed-in account and its personal data',
      },
    })
    .input(deleteAccountInput)
    .output(okSchema)
    .mutation(async ({ ctx, input }) => {
      await deleteAccount({ database: ctx.database, userId: ctx.user.id, confirm: input.confirm })
      ctx.response?.clearSessionCookie()
      return { success: true as const }
    }),
})
