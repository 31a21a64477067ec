import { z } from 'zod'
import { createPlan } from '../../services/plans/create-plan'
import { deletePlan } from '../../services/plans/delete-plan'
import { listAssignedPlans } from '../../services/plans/list-assigned-plans'
import { listPlans } from '../../services/plans/list-plans'
import { updatePlan } from '../../services/plans/update-plan'
import { noInput, restRoutes } from '../rest'
import { createTRPCRouter, protectedProcedure, trainerProcedure } from '../trpc'
import { definedOnly } from '~/shared/objects'
import { planInputSchema, planPatchSchema, planSchema } from '~/shared/schemas/plan'
import { assignedPlanSchema } from '~/shared/schemas/progress'
import { idSchema, okSchema } from '~/shared/schemas/user'

const rest = restRoutes('plans')

// Workout plans (docs/product.md#plans). Trainers, and admins acting as trainers, see and change only their
// own plans: another trainer's plan answers 404 exactly like a missing one, so ids reveal nothing.
// A plan is assigned only to one of the caller's own clients (403 otherwise).
export const plansRouter = createTRPCRouter({
  list: rest(
    trainerProcedure,
    'GET /trainer/plans',
    "The caller's own workout plans, newest first, with client and ordered workouts",
  )
    .input(noInput)
    .output(z.array(planSchema))
    .query(({ ctx }) => listPlans({ db: ctx.database.db, trainerId: ctx.user.id })),

  create: rest(
    trainerProcedure,
    'POST /trainer/plans',
    'Create a plan {name, description?, workoutIds (ordered, 1-50, no repeats), userId? (one of your clients)}',
  )
    .input(planInputSchema)
    .output(planSchema)
    .mutation(({ ctx, input }) =>
      createPlan({ database: ctx.database, trainerId: ctx.user.id, input }),
    ),

  update: rest(
    trainerProcedure,
    'PATCH /trainer/plans/{id}',
    'Change an own plan: only the fields given change; workoutIds replaces the list; userId null unassigns',
  )
    .input(planPatchSchema.extend({ id: idSchema }))
    .output(planSchema)
    .mutation(({ ctx, input: { id, ...patch } }) =>
      updatePlan({
        database: ctx.database,
        trainerId: ctx.user.id,
        planId: id,
        patch: definedOnly(patch),
      }),
    ),

  delete: rest(trainerProcedure, 'DELETE /trainer/plans/{id}', 'Delete an own plan')
    .input(z.object({ id: idSchema }))
    .output(okSchema)
    .mutation(async ({ ctx, input }) => {
      await deletePlan({ database: ctx.database, trainerId: ctx.user.id, planId: input.id })
      return { success: true as const }
    }),

  mine: rest(
    protectedProcedure,
    'GET /user/plans',
    "The plans the signed-in user's trainer assigned to them, as workout cards with today's completion",
  )
    .input(noInput)
    .output(z.array(assignedPlanSchema))
    .query(({ ctx }) => listAssignedPlans({ db: ctx.database.db, userId: ctx.user.id })),
})
