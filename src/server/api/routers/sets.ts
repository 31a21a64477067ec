import { z } from 'zod'
import { deleteSet } from '../../services/sets/delete-set'
import { listRecords } from '../../services/sets/list-records'
import { listSets } from '../../services/sets/list-sets'
import { logSets } from '../../services/sets/log-sets'
import { timedKinds } from '../../services/catalogue/timed-kinds'
import { updateSet } from '../../services/sets/update-set'
import { isTrainerOf } from '../../services/trainer/is-trainer-of'
import { restRoutes } from '../rest'
import { assertCanAccessUser, createTRPCRouter, protectedProcedure } from '../trpc'
import {
  deleteSetResultSchema,
  exerciseRecordsAnswerSchema,
  listSetsInput,
  loggedSetSchema,
  logSetsInput,
  logSetsResultSchema,
  setsOfLogInput,
  updateSetInput,
  updateSetResultSchema,
} from '~/shared/schemas/sets'
import { idSchema } from '~/shared/schemas/user'

const rest = restRoutes('sets')

// The set log (docs/product.md#set-log): written and undone by its owner alone; read by the
// owner and by the owner's trainer, like the profile summary.
export const setsRouter = createTRPCRouter({
  log: rest(
    protectedProcedure,
    'POST /user/{userId}/sets',
    'Log one set (the body itself, or {set}) or several ({sets: [...]}), with the AMRAP and For Time scores of their blocks ({scores: [...]}); a client id already logged answers its stored set, a score already stored is stored once',
  )
    .input(logSetsInput)
    .output(logSetsResultSchema)
    .mutation(async ({ ctx, input }) => {
      await assertCanAccessUser(ctx, input.userId)
      const { sets, paths } = setsOfLogInput(input)
      return logSets({
        database: ctx.database,
        userId: input.userId,
        timeZone: ctx.user.timeZone,
        sets,
        paths,
        scores: input.scores ?? [],
      })
    }),

  list: rest(
    protectedProcedure,
    'GET /user/{userId}/sets',
    "Logged sets, newest first, by exercise and days (your own, or your client's as their trainer)",
  )
    .input(listSetsInput)
    .output(z.array(loggedSetSchema))
    .query(async ({ ctx, input }) => {
      await assertCanAccessUser(ctx, input.userId, () =>
        isTrainerOf(ctx.database.db, ctx.user, input.userId),
      )
      const { userId, ...filters } = input
      return listSets({ db: ctx.database.db, userId, ...filters })
    }),

  update: rest(
    protectedProcedure,
    'PATCH /user/{userId}/sets/{setId}',
    'Correct a logged set (reps, seconds, loadKg, rpe, side; null clears), on any day; records, completions, streak, badges and ladder steps follow',
  )
    .input(updateSetInput)
    .output(updateSetResultSchema)
    .mutation(async ({ ctx, input }) => {
      await assertCanAccessUser(ctx, input.userId)
      return updateSet({ database: ctx.database, input })
    }),

  delete: rest(
    protectedProcedure,
    'DELETE /user/{userId}/sets/{setId}',
    'Remove a logged set, on any day; what followed from it (completions, streak, badges, ladder steps) is recomputed',
  )
    .input(z.object({ userId: idSchema, setId: idSchema }))
    .output(deleteSetResultSchema)
    .mutation(async ({ ctx, input }) => {
      await assertCanAccessUser(ctx, input.userId)
      const result = await deleteSet({
        database: ctx.database,
        userId: input.userId,
        setId: input.setId,
      })
      return { ...result, success: true as const }
    }),

  records: rest(
    protectedProcedure,
    'GET /user/{userId}/records',
    "Personal records per exercise (your own, or your client's as their trainer)",
  )
    .input(z.object({ userId: idSchema }))
    .output(z.array(exerciseRecordsAnswerSchema))
    .query(async ({ ctx, input }) => {
      await assertCanAccessUser(ctx, input.userId, () =>
        isTrainerOf(ctx.database.db, ctx.user, input.userId),
      )
      const db = ctx.database.db
      // What each exercise's seconds are (a hold, or timed work), from the kept catalogue.
      const [records, kinds] = await Promise.all([
        listRecords({ db, userId: input.userId }),
        timedKinds(db, ctx.versions?.catalogue),
      ])
      return records.map((r) => ({ ...r, timedKind: kinds.get(r.exerciseId) ?? 'hold' }))
    }),
})
