import { z } from 'zod'
import { changeProgram } from '../../services/programs/change-program'
import { leaveProgram } from '../../services/programs/leave-program'
import { listPrograms } from '../../services/programs/list-programs'
import { startProgram } from '../../services/programs/start-program'
import { noInput, restRoutes } from '../rest'
import { assertCanAccessUser, createTRPCRouter, protectedProcedure } from '../trpc'
import {
  changeProgramInput,
  programSchema,
  programStandingSchema,
  startProgramInput,
} from '~/shared/schemas/programs'
import { idSchema, okSchema } from '~/shared/schemas/user'

const rest = restRoutes('programs')

// Built-in programs (docs/product.md#programs): anyone signed in reads them; an athlete starts,
// pauses, resumes and leaves only their own (403 for anyone else's, trainers included: a
// trainer gives their client a plan instead).
export const programsRouter = createTRPCRouter({
  list: rest(
    protectedProcedure,
    'GET /programs',
    "The built-in programs, week by week with each week's target and its days' workouts, scheduled to the caller's days a week",
  )
    .input(noInput)
    .output(z.array(programSchema))
    .query(({ ctx }) => listPrograms({ db: ctx.database.db, userId: ctx.user.id })),

  start: rest(
    protectedProcedure,
    'POST /user/{userId}/program',
    'Start a built-in program {programId (its key), startDay (YYYY-MM-DD)}; replaces the one followed',
  )
    .input(startProgramInput)
    .output(programStandingSchema)
    .mutation(async ({ ctx, input }) => {
      await assertCanAccessUser(ctx, input.userId)
      return startProgram({
        database: ctx.database,
        userId: input.userId,
        programId: input.programId,
        startDay: input.startDay,
        timeZone: ctx.user.timeZone,
      })
    }),

  change: rest(
    protectedProcedure,
    'PATCH /user/{userId}/program',
    "Pause or resume the program followed {paused}, or choose what leads Daily when a trainer's plan is assigned too {lead: 'program' | 'plan'}",
  )
    .input(changeProgramInput)
    .output(programStandingSchema)
    .mutation(async ({ ctx, input }) => {
      await assertCanAccessUser(ctx, input.userId)
      return changeProgram({
        database: ctx.database,
        userId: input.userId,
        paused: input.paused,
        lead: input.lead,
        timeZone: ctx.user.timeZone,
      })
    }),

  leave: rest(protectedProcedure, 'DELETE /user/{userId}/program', 'Leave the program followed')
    .input(z.object({ userId: idSchema }))
    .output(okSchema)
    .mutation(async ({ ctx, input }) => {
      await assertCanAccessUser(ctx, input.userId)
      await leaveProgram({ database: ctx.database, userId: input.userId })
      return { success: true as const }
    }),
})
