import { adminRouter } from './routers/admin'
import { authRouter } from './routers/auth'
import { badgesRouter } from './routers/badges'
import { calendarRouter } from './routers/calendar'
import { checkInsRouter } from './routers/check-ins'
import { classModeRouter } from './routers/class-mode'
import { exercisesRouter } from './routers/exercises'
import { importsRouter } from './routers/imports'
import { invitationsRouter } from './routers/invitations'
import { messagesRouter } from './routers/messages'
import { kioskRouter } from './routers/kiosk'
import { pagesRouter } from './routers/pages'
import { plansRouter } from './routers/plans'
import { profileRouter } from './routers/profile'
import { programsRouter } from './routers/programs'
import { progressRouter } from './routers/progress'
import { progressionRouter } from './routers/progression'
import { sessionsRouter } from './routers/sessions'
import { setsRouter } from './routers/sets'
import { skillsRouter } from './routers/skills'
import { trainerRouter } from './routers/trainer'
import { trainerRequestsRouter } from './routers/trainer-requests'
import { userRouter } from './routers/user'
import { workoutExercisesRouter } from './routers/workout-exercises'
import { workoutsRouter } from './routers/workouts'
import { wodsRouter } from './routers/wods'
import { createCallerFactory, createTRPCRouter } from './trpc'

export const appRouter = createTRPCRouter({
  auth: authRouter,
  user: userRouter,
  admin: adminRouter,
  workouts: workoutsRouter,
  workoutExercises: workoutExercisesRouter,
  exercises: exercisesRouter,
  progress: progressRouter,
  sets: setsRouter,
  imports: importsRouter,
  sessions: sessionsRouter,
  profile: profileRouter,
  skills: skillsRouter,
  badges: badgesRouter,
  trainer: trainerRouter,
  trainerRequests: trainerRequestsRouter,
  invitations: invitationsRouter,
  plans: plansRouter,
  programs: programsRouter,
  pages: pagesRouter,
  kiosk: kioskRouter,
  progression: progressionRouter,
  calendar: calendarRouter,
  messages: messagesRouter,
  checkIns: checkInsRouter,
  classMode: classModeRouter,
  wods: wodsRouter,
})

export type AppRouter = typeof appRouter

export const createCaller = createCallerFactory(appRouter)
