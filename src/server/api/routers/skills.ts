import { z } from 'zod'
import { listSkills, listSkillsOf } from '../../services/skills/list-skills'
import { passStep } from '../../services/skills/pass-step'
import { unlockSkill } from '../../services/skills/unlock-skill'
import { isTrainerOf } from '../../services/trainer/is-trainer-of'
import { noInput, restRoutes } from '../rest'
import { assertCanAccessUser, createTRPCRouter, protectedProcedure } from '../trpc'
import { skillSchema, skillWithBadgesSchema } from '~/shared/schemas/skills'
import { idSchema } from '~/shared/schemas/user'

const rest = restRoutes('skills')

// Skills and their ladders (docs/product.md#skill-ladders): climbed by their owner; read by the
// owner, the owner's trainer and admins.
export const skillsRouter = createTRPCRouter({
  list: rest(
    protectedProcedure,
    'GET /skills',
    "Skills with the signed-in user's unlock state, ladder steps, current step and passes",
  )
    .input(noInput)
    .output(z.array(skillSchema))
    .query(({ ctx }) => listSkills({ db: ctx.database.db, userId: ctx.user.id })),

  ofUser: rest(
    protectedProcedure,
    'GET /user/{userId}/skills',
    "A user's skills and ladders (your own, your client's as their trainer, or anyone's as an admin)",
  )
    .input(z.object({ userId: idSchema }))
    .output(z.array(skillSchema))
    .query(async ({ ctx, input }) => {
      await assertCanAccessUser(
        ctx,
        input.userId,
        async () =>
          ctx.user.role === 'admin' || (await isTrainerOf(ctx.database.db, ctx.user, input.userId)),
      )
      return listSkillsOf({ db: ctx.database.db, userId: input.userId })
    }),

  passStep: rest(
    protectedProcedure,
    'POST /skills/{id}/steps/{stepId}/pass',
    "Pass a step of a skill's ladder by self-assessment ('I can do this'); the last step unlocks the skill. Passing a passed step answers the same",
  )
    .input(z.object({ id: idSchema, stepId: idSchema }))
    .output(skillWithBadgesSchema)
    .mutation(({ ctx, input }) =>
      passStep({
        database: ctx.database,
        userId: ctx.user.id,
        skillId: input.id,
        stepId: input.stepId,
      }),
    ),

  unlock: rest(
    protectedProcedure,
    'PATCH /skills/{id}',
    'Unlock a skill for the signed-in user (its steps not yet passed are recorded as passed by self-assessment)',
  )
    .input(
      z.object({
        id: idSchema,
        isUnlocked: z.literal(true, {
          error: 'isUnlocked must be true: skills cannot be locked again',
        }),
      }),
    )
    .output(
      z.object({
        id: z.number().int(),
        name: z.string(),
        isUnlocked: z.literal(true),
        newBadges: z.array(z.object({ id: z.number().int(), name: z.string() })),
      }),
    )
    .mutation(async ({ ctx, input }) => {
      const { skill, newBadges } = await unlockSkill({
        database: ctx.database,
        userId: ctx.user.id,
        skillId: input.id,
      })
      return { ...skill, isUnlocked: true as const, newBadges }
    }),
})
