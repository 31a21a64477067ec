import { adminRouter } from './routers/admin'
import { authRouter } from './routers/auth'
import { userRouter } from './routers/user'
import { createCallerFactory, createTRPCRouter } from './trpc'

export const appRouter = createTRPCRouter({
  auth: authRouter,
  user: userRouter,
  admin: adminRouter,
})

export type AppRouter = typeof appRouter

export const createCaller = createCallerFactory(appRouter)
