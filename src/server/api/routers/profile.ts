import { z } from 'zod'
import { deleteAccount } from '../../services/profile/delete-account'
import { exportUserData } from '../../services/profile/export-data'
import { getProfileSummary } from '../../services/profile/get-summary'
import { updateProfile } from '../../services/profile/update-profile'
import { isTrainerOf } from '../../services/trainer/is-trainer-of'
import { getUser } from '../../services/users/get-user'
import { noInput, restRoutes } from '../rest'
import { assertCanAccessUser, createTRPCRouter, protectedProcedure } from '../trpc'
import { deleteAccountInput, profileSummarySchema, userUpdateInput } from '~/shared/schemas/profile'
import { exportedSetSchema } from '~/shared/schemas/sets'
import { idSchema, okSchema, userSchema } from '~/shared/schemas/user'

const rest = restRoutes('profile')

export const profileRouter = createTRPCRouter({
  summary: rest(
    protectedProcedure,
    'GET /user/{userId}/summary',
    "Streak, level, badges, weekly chart and recent history (your own, or your client's as their trainer)",
  )
    .input(z.object({ userId: idSchema }))
    .output(profileSummarySchema)
    .query(async ({ ctx, input }) => {
      await assertCanAccessUser(ctx, input.userId, () =>
        isTrainerOf(ctx.database.db, ctx.user, input.userId),
      )
      return getProfileSummary({ db: ctx.database.db, userId: input.userId })
    }),

  update: rest(
    protectedProcedure,
    'PATCH /user',
    'Update any of age, height (cm), weight (kg), time zone, units (kg or lb), messageEmails (email me about unread messages) and locale (the language)',
  )
    .input(userUpdateInput)
    .output(userSchema)
    .mutation(async ({ ctx, input }) => {
      await updateProfile({ database: ctx.database, userId: ctx.user.id, input })
      return getUser({ db: ctx.database.db, userId: ctx.user.id })
    }),

  export: rest(protectedProcedure, 'GET /user/export', 'Everything stored about the signed-in user')
    .input(noInput)
    .output(
      z.object({
        exportedAt: z.string(),
        user: userSchema,
        workoutCompletions: z.array(z.record(z.string(), z.unknown())),
        exerciseCompletions: z.array(z.record(z.string(), z.unknown())),
        skills: z.array(z.record(z.string(), z.unknown())),
        stepPasses: z.array(z.record(z.string(), z.unknown())),
        badges: z.array(z.record(z.string(), z.unknown())),
        sets: z.array(exportedSetSchema),
      }),
    )
    .query(({ ctx }) => exportUserData({ db: ctx.database.db, userId: ctx.user.id })),

  delete: rest(
    protectedProcedure,
    'DELETE /user',
    'Delete the signed-in account and its personal data',
  )
    .input(deleteAccountInput)
    .output(okSchema)
    .mutation(async ({ ctx, input }) => {
      await deleteAccount({ database: ctx.database, userId: ctx.user.id, confirm: input.confirm })
      ctx.response?.clearSessionCookie()
      return { success: true as const }
    }),
})
