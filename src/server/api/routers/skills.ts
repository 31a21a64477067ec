import { z } from 'zod'
import { listBadges } from '../../services/badges/list-badges'
import { listSkills } from '../../services/skills/list-skills'
import { unlockSkill } from '../../services/skills/unlock-skill'
import { createTRPCRouter, protectedProcedure } from '../trpc'
import { badgeSchema, skillSchema } from '~/shared/schemas/skills'
import { idSchema } from '~/shared/schemas/user'

export const skillsRouter = createTRPCRouter({
  list: protectedProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/skills',
        tags: ['skills'],
        protect: true,
        summary: "Skills with the signed-in user's unlock state",
      },
    })
    .input(z.object({}).optional())
    .output(z.array(skillSchema))
    .query(({ ctx }) => listSkills({ db: ctx.database.db, userId: ctx.user.id })),

  unlock: protectedProcedure
    .meta({
      openapi: {
        method: 'PATCH',
        path: '/skills/{id}',
        tags: ['skills'],
        protect: true,
        summary: 'Unlock a skill for the signed-in user',
      },
    })
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

export const badgesRouter = createTRPCRouter({
  list: protectedProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/badges',
        tags: ['badges'],
        protect: true,
        summary: "Badges with the signed-in user's earned state",
      },
    })
    .input(z.object({}).optional())
    .output(z.array(badgeSchema))
    .query(({ ctx }) => listBadges({ db: ctx.database.db, userId: ctx.user.id })),
})
