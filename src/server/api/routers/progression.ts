import { z } from 'zod'
import { getLastSession } from '../../services/progression/get-last-session'
import { getPlanProgression, setPlanProgression } from '../../services/progression/plan-progression'
import { isTrainerOf } from '../../services/trainer/is-trainer-of'
import { restRoutes } from '../rest'
import {
  assertCanAccessUser,
  createTRPCRouter,
  protectedProcedure,
  trainerProcedure,
} from '../trpc'
import {
  lastSessionInput,
  lastSessionSchema,
  planProgressionSchema,
  setPlanProgressionInput,
} from '~/shared/schemas/progression'
import { idSchema } from '~/shared/schemas/user'

const rest = restRoutes('progression')

// Progression on every exercise (docs/product.md#progression). The athlete (or their trainer)
// reads an exercise's last session and its suggestion; a plan's trainer, or an admin, reads and
// overrides the suggestions of the plan's client.
export const progressionRouter = createTRPCRouter({
  lastSession: rest(
    protectedProcedure,
    'GET /user/{userId}/exercises/{exerciseId}/last-session',
    "An exercise's last session (the sets of the latest training session it was done in, before `before`; one day's sessions apart) and what its working sets of straight work suggest next: the harder or easier variation, a load change, or the trainer's choice in a plan",
  )
    .input(lastSessionInput)
    .output(lastSessionSchema)
    .query(async ({ ctx, input }) => {
      await assertCanAccessUser(ctx, input.userId, () =>
        isTrainerOf(ctx.database.db, ctx.user, input.userId),
      )
      return getLastSession({
        db: ctx.database.db,
        userId: input.userId,
        exerciseId: input.exerciseId,
        workoutId: input.workoutId,
        before: input.before === undefined ? undefined : new Date(input.before),
      })
    }),

  ofPlan: rest(
    trainerProcedure,
    'GET /trainer/plans/{id}/progression',
    "Each exercise of an assigned plan with the client's last session, the suggestion it makes and your choice (the plan's trainer, or an admin)",
  )
    .input(z.object({ id: idSchema }))
    .output(planProgressionSchema)
    .query(({ ctx, input }) =>
      getPlanProgression({ db: ctx.database.db, caller: ctx.user, planId: input.id }),
    ),

  set: rest(
    trainerProcedure,
    'PUT /trainer/plans/{id}/progression/{workoutExerciseId}',
    "Override the suggestion for one exercise of the plan, for its client: {choice: 'exercise', exerciseId}, 'none' (no change) or 'suggested' (the rule's)",
  )
    .input(setPlanProgressionInput)
    .output(planProgressionSchema)
    .mutation(({ ctx, input }) =>
      setPlanProgression({ database: ctx.database, caller: ctx.user, input }),
    ),
})
