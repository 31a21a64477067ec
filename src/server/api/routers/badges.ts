import { z } from 'zod'
import { listBadges } from '../../services/badges/list-badges'
import { noInput, restRoutes } from '../rest'
import { createTRPCRouter, protectedProcedure } from '../trpc'
import { badgeSchema } from '~/shared/schemas/skills'

const rest = restRoutes('badges')

export const badgesRouter = createTRPCRouter({
  list: rest(protectedProcedure, 'GET /badges', "Badges with the signed-in user's earned state")
    .input(noInput)
    .output(z.array(badgeSchema))
    .query(({ ctx }) => listBadges({ db: ctx.database.db, userId: ctx.user.id })),
})
