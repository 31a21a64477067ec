import { z } from 'zod'
import { createPlan } from '../../services/plans/create-plan'
import { deletePlan } from '../../services/plans/delete-plan'
import { listAssignedPlans } from '../../services/plans/list-assigned-plans'
import { listPlans } from '../../services/plans/list-plans'
import { updatePlan } from '../../services/plans/update-plan'
import { createTRPCRouter, protectedProcedure, trainerProcedure } from '../trpc'
import { definedOnly } from '~/shared/objects'
import { planInputSchema, planPatchSchema, planSchema } from '~/shared/schemas/plan'
import { assignedPlanSchema } from '~/shared/schemas/progress'
import { idSchema, okSchema } from '~/shared/schemas/user'

// Workout plans (issue 5). Trainers, and admins acting as trainers, see and change only their
// own plans: another trainer's plan answers 404 exactly like a missing one, so ids reveal nothing.
// A plan is assigned only to one of the caller's own clients (403 otherwise).
export const plansRouter = createTRPCRouter({
  list: trainerProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/trainer/plans',
        tags: ['plans'],
        protect: true,
        summary: "The caller's own workout plans, newest first, with client and ordered workouts",
      },
    })
    .input(z.object({}).optional())
    .output(z.array(planSchema))
    .query(({ ctx }) => listPlans({ db: ctx.database.db, trainerId: ctx.user.id })),

  create: trainerProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/trainer/plans',
        tags: ['plans'],
        protect: true,
        summary:
          'Create a plan {name, description?, workoutIds (ordered, 1-50, no repeats), userId? (one of your clients)}',
      },
    })
    .input(planInputSchema)
    .output(planSchema)
    .mutation(({ ctx, input }) =>
      createPlan({ database: ctx.database, trainerId: ctx.user.id, input }),
    ),

  update: trainerProcedure
    .meta({
      openapi: {
        method: 'PATCH',
        path: '/trainer/plans/{id}',
        tags: ['plans'],
        protect: true,
        summary:
          'Change an own plan: only the fields given change; workoutIds replaces the list; userId null unassigns',
      },
    })
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

  delete: trainerProcedure
    .meta({
      openapi: {
        method: 'DELETE',
        path: '/trainer/plans/{id}',
        tags: ['plans'],
        protect: true,
        summary: 'Delete an own plan',
      },
    })
    .input(z.object({ id: idSchema }))
    .output(okSchema)
    .mutation(async ({ ctx, input }) => {
      await deletePlan({ database: ctx.database, trainerId: ctx.user.id, planId: input.id })
      return { success: true as const }
    }),

  mine: protectedProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/user/plans',
        tags: ['plans'],
        protect: true,
        summary:
          "The plans the signed-in user's trainer assigned to them, as workout cards with today's completion",
      },
    })
    .input(z.object({}).optional())
    .output(z.array(assignedPlanSchema))
    .query(({ ctx }) => listAssignedPlans({ db: ctx.database.db, userId: ctx.user.id })),
})
