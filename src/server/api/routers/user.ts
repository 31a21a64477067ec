import { getUser } from '../../services/users/get-user'
import { noInput, restRoutes } from '../rest'
import { createTRPCRouter, protectedProcedure } from '../trpc'
import { userSchema } from '~/shared/schemas/user'

const rest = restRoutes('user')

export const userRouter = createTRPCRouter({
  me: rest(protectedProcedure, 'GET /user', 'The signed-in user')
    .input(noInput)
    .output(userSchema)
    .query(({ ctx }) => getUser({ db: ctx.database.db, userId: ctx.user.id })),
})
