import { z } from 'zod'
import { listSkills } from '../../services/skills/list-skills'
import { unlockSkill } from '../../services/skills/unlock-skill'
import { noInput, restRoutes } from '../rest'
import { createTRPCRouter, protectedProcedure } from '../trpc'
import { skillSchema } from '~/shared/schemas/skills'
import { idSchema } from '~/shared/schemas/user'

const rest = restRoutes('skills')

export const skillsRouter = createTRPCRouter({
  list: rest(protectedProcedure, 'GET /skills', "Skills with the signed-in user's unlock state")
    .input(noInput)
    .output(z.array(skillSchema))
    .query(({ ctx }) => listSkills({ db: ctx.database.db, userId: ctx.user.id })),

  unlock: rest(protectedProcedure, 'PATCH /skills/{id}', 'Unlock a skill for the signed-in user')
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
