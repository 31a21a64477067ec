import { z } from 'zod'
import { getUser } from '../../services/users/get-user'
import { createTRPCRouter, protectedProcedure } from '../trpc'
import { userSchema } from '~/shared/schemas/user'

export const userRouter = createTRPCRouter({
  me: protectedProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/user',
        tags: ['user'],
        protect: true,
        summary: 'The signed-in user',
      },
    })
    .input(z.object({}).optional())
    .output(userSchema)
    .query(({ ctx }) => getUser({ db: ctx.database.db, userId: ctx.user.id })),
})
