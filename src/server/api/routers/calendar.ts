import { copyCalendarDays } from '../../services/calendar/copy-calendar-days'
import { moveCalendarEntry } from '../../services/calendar/move-calendar-entry'
import { placePlan } from '../../services/calendar/place-plan'
import { putCalendarDay } from '../../services/calendar/put-calendar-day'
import { readCalendar } from '../../services/calendar/read-calendar'
import { assertCoaches } from '../../services/trainer/assert-coaches'
import { isTrainerOf } from '../../services/trainer/is-trainer-of'
import { restRoutes } from '../rest'
import {
  assertCanAccessUser,
  createTRPCRouter,
  protectedProcedure,
  trainerProcedure,
} from '../trpc'
import {
  calendarCopyInputSchema,
  calendarMoveInputSchema,
  calendarPlacePlanInputSchema,
  calendarPutDayInputSchema,
  calendarReadInputSchema,
  calendarSchema,
} from '~/shared/schemas/calendar'

const rest = restRoutes('calendar')

// A client's calendar (docs/product.md#calendar): the trainer schedules workouts on days; the
// athlete (and their trainer) read it.
export const calendarRouter = createTRPCRouter({
  client: rest(
    trainerProcedure,
    'GET /trainer/clients/{userId}/calendar',
    "A client's calendar from `from` to `to` (YYYY-MM-DD, at most 92 days): the days with workouts scheduled, each done, missed, today or upcoming",
  )
    .input(calendarReadInputSchema)
    .output(calendarSchema)
    .query(async ({ ctx, input }) => {
      await assertCoaches(ctx.database.db, ctx.user, input.userId)
      return readCalendar({ db: ctx.database.db, ...input })
    }),

  putDay: rest(
    trainerProcedure,
    'PUT /trainer/clients/{userId}/calendar/{day}',
    "Schedule a client's day: `items` [{workoutId, prescription?}] in order replace what the day held (an empty list clears it)",
  )
    .input(calendarPutDayInputSchema)
    .output(calendarSchema)
    .mutation(async ({ ctx, input }) => {
      await assertCoaches(ctx.database.db, ctx.user, input.userId)
      return putCalendarDay({
        database: ctx.database,
        trainerId: ctx.user.id,
        trainerRole: ctx.user.role,
        ...input,
      })
    }),

  copy: rest(
    trainerProcedure,
    'POST /trainer/clients/{userId}/calendar/copy',
    "Copy a client's day (`days` 1) or week (`days` 7) from `fromDay` onto `toDay`, `times` times in a row (1-12), replacing those days",
  )
    .input(calendarCopyInputSchema)
    .output(calendarSchema)
    .mutation(async ({ ctx, input }) => {
      await assertCoaches(ctx.database.db, ctx.user, input.userId)
      const { userId, ...copy } = input
      const written = await copyCalendarDays({
        database: ctx.database,
        trainerId: ctx.user.id,
        userId,
        ...copy,
      })
      return readCalendar({ db: ctx.database.db, userId, ...written })
    }),

  placePlan: rest(
    trainerProcedure,
    'POST /trainer/clients/{userId}/calendar/plan',
    "Place one of your plans on a client's calendar: its workouts in order from `startDay`, one a day on `weekdays` (0 Sunday … 6 Saturday; every day when left out), after what those days hold",
  )
    .input(calendarPlacePlanInputSchema)
    .output(calendarSchema)
    .mutation(async ({ ctx, input }) => {
      await assertCoaches(ctx.database.db, ctx.user, input.userId)
      const { userId, ...place } = input
      const written = await placePlan({
        database: ctx.database,
        trainer: ctx.user,
        userId,
        ...place,
      })
      return readCalendar({ db: ctx.database.db, userId, ...written })
    }),

  move: rest(
    trainerProcedure,
    'POST /trainer/clients/{userId}/calendar/move',
    "Move one scheduled workout (`entryId`) of a client to `toDay`, after that day's own",
  )
    .input(calendarMoveInputSchema)
    .output(calendarSchema)
    .mutation(async ({ ctx, input }) => {
      await assertCoaches(ctx.database.db, ctx.user, input.userId)
      const moved = await moveCalendarEntry({ database: ctx.database, ...input })
      const [from, to] = [moved.fromDay, moved.toDay].sort() as [string, string]
      return readCalendar({ db: ctx.database.db, userId: input.userId, from, to })
    }),

  mine: rest(
    protectedProcedure,
    'GET /user/{userId}/calendar',
    'What your trainer scheduled from `from` to `to` (YYYY-MM-DD, at most 92 days); also for your client as their trainer',
  )
    .input(calendarReadInputSchema)
    .output(calendarSchema)
    .query(async ({ ctx, input }) => {
      await assertCanAccessUser(ctx, input.userId, () =>
        isTrainerOf(ctx.database.db, ctx.user, input.userId),
      )
      return readCalendar({ db: ctx.database.db, ...input })
    }),
})
