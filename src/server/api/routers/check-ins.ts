import { readCheckIns } from '../../services/check-ins/read-check-ins'
import { sendCheckIn } from '../../services/check-ins/send-check-in'
import { setCheckInDay } from '../../services/check-ins/set-check-in-day'
import { assertCoaches } from '../../services/trainer/assert-coaches'
import { restRoutes } from '../rest'
import { createTRPCRouter, protectedProcedure, trainerProcedure } from '../trpc'
import {
  checkInDayInputSchema,
  checkInInputSchema,
  checkInSchema,
  checkInsSchema,
  clientCheckInsInputSchema,
  myCheckInsInputSchema,
} from '~/shared/schemas/check-ins'
import { okSchema } from '~/shared/schemas/user'

const rest = restRoutes('check-ins')

// Weekly check-ins (docs/product.md#check-ins): the client's trainer now (or an admin) picks the
// day and reads the answers; the athlete answers on Daily that day.
export const checkInsRouter = createTRPCRouter({
  setDay: rest(
    trainerProcedure,
    'PUT /trainer/clients/{userId}/check-in-day',
    'Ask a client for a weekly check-in on `weekday` (0 Sunday … 6 Saturday), or stop with null',
  )
    .input(checkInDayInputSchema)
    .output(okSchema)
    .mutation(async ({ ctx, input }) => {
      await assertCoaches(ctx.database.db, ctx.user, input.userId)
      await setCheckInDay({
        database: ctx.database,
        athleteId: input.userId,
        weekday: input.weekday,
      })
      return { success: true as const }
    }),

  client: rest(
    trainerProcedure,
    'GET /trainer/clients/{userId}/check-ins',
    "A client's check-in day and answers from `from` to `to` (YYYY-MM-DD, optional), newest first; bodyweights in kg, `units` the client's",
  )
    .input(clientCheckInsInputSchema)
    .output(checkInsSchema)
    .query(async ({ ctx, input }) => {
      await assertCoaches(ctx.database.db, ctx.user, input.userId)
      const { userId, ...range } = input
      return readCheckIns({ db: ctx.database.db, athleteId: userId, ...range })
    }),

  send: rest(
    protectedProcedure,
    'POST /user/check-ins',
    "Answer today's weekly check-in {clientId (a UUID: a resend is the same answer), bodyweight? (in your units), sleep, energy, stress (1-5), note?}; 409 when none is due today or it is answered",
  )
    .input(checkInInputSchema)
    .output(checkInSchema)
    .mutation(({ ctx, input }) =>
      sendCheckIn({
        database: ctx.database,
        athleteId: ctx.user.id,
        timeZone: ctx.user.timeZone,
        input,
      }),
    ),

  mine: rest(
    protectedProcedure,
    'GET /user/check-ins',
    'Your check-in day and answers from `from` to `to` (YYYY-MM-DD, optional), newest first',
  )
    .input(myCheckInsInputSchema)
    .output(checkInsSchema)
    .query(({ ctx, input }) =>
      readCheckIns({ db: ctx.database.db, athleteId: ctx.user.id, ...input }),
    ),
})
