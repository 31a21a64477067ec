import { z } from 'zod'
import {
  listUsers,
  LIST_USERS_DEFAULT_LIMIT,
  LIST_USERS_MAX_LIMIT,
} from '../../services/users/list-users'
import { getStaffStats } from '../../services/users/get-staff-stats'
import { setUserRole } from '../../services/users/set-user-role'
import { setCoach } from '../../services/users/set-coach'
import { assignTrainer } from '../../services/trainer/assign-trainer'
import { listOutbox } from '../../mail/outbox'
import { noInput, restRoutes } from '../rest'
import {
  adminProcedure,
  createTRPCRouter,
  rateLimit,
  staffReadProcedure,
  trainerProcedure,
} from '../trpc'
import { adminKiosksRouter } from './admin-kiosks'
import { assignTrainerInputSchema, outboxMessageSchema } from '~/shared/schemas/invitation'
import {
  staffStatsInputSchema,
  staffStatsSchema,
  userSearchQuerySchema,
} from '~/shared/schemas/staff'
import { assignTrainerResultSchema } from '~/shared/schemas/trainer-request'
import { idSchema, roleSchema, urlNumber, userSchema } from '~/shared/schemas/user'
import { setCoachInput } from '~/shared/schemas/wod'

export const listUsersInputSchema = z
  .object({
    query: userSearchQuerySchema,
    role: roleSchema.optional(),
    // Query-string values arrive as text over REST.
    limit: urlNumber(z.number().int().min(1).max(LIST_USERS_MAX_LIMIT)).optional(),
    cursor: urlNumber(z.number().int().positive()).optional(),
  })
  .optional()

export const setRoleInputSchema = z.object({
  userId: idSchema,
  role: roleSchema,
})

const rest = restRoutes('admin')

export const adminRouter = createTRPCRouter({
  // docs/product.md#api answers a plain list, so paging stays outside the body: when a page comes back
  // full, the next one is asked for with `cursor` = the last user's id.
  users: rest(
    staffReadProcedure,
    'GET /admin/users',
    `Users in id order with their live streak; search by username or email (query), filter by role, page with limit (default ${LIST_USERS_DEFAULT_LIMIT}) and cursor (the last id seen)`,
  )
    .input(listUsersInputSchema)
    .output(z.array(userSchema))
    .query(async ({ ctx, input }) => {
      const page = await listUsers({
        db: ctx.database.db,
        query: input?.query,
        role: input?.role,
        limit: input?.limit,
        cursor: input?.cursor,
      })
      return page.users
    }),
  stats: rest(
    staffReadProcedure,
    'GET /admin/stats',
    'Manager dashboard numbers: total trainers, total users, active users (live streak above 0), and the trainers and users matching query',
  )
    .input(staffStatsInputSchema)
    .output(staffStatsSchema)
    .query(({ ctx, input }) => getStaffStats({ db: ctx.database.db, query: input?.query })),
  setRole: rest(
    adminProcedure,
    'POST /admin/user/{userId}/role',
    "Change a user's role; ends that user's other sessions",
  )
    .input(setRoleInputSchema)
    .output(z.object({ success: z.literal(true), user: userSchema }))
    .mutation(async ({ ctx, input }) => {
      const { user } = await setUserRole({
        database: ctx.database,
        userId: input.userId,
        role: input.role,
        changedBy: ctx.user.id,
        source: 'api',
        callerSessionId: ctx.session.id,
      })
      return { success: true as const, user }
    }),
  setCoach: rest(
    adminProcedure,
    'PUT /admin/users/{userId}/coach',
    "Give a trainer the coach permission or take it back: coaches post the gym's workout of the day and run its classes (a trainer or admin only)",
  )
    .input(setCoachInput)
    .output(userSchema)
    .mutation(({ ctx, input }) =>
      setCoach({ database: ctx.database, userId: input.userId, coach: input.coach }),
    ),
  // Trainers too, for 'Assign to Me': the service keeps them to themselves and turns their call
  // into a request the athlete must accept (docs/decisions/011); admins assign directly.
  assignTrainer: rest(
    trainerProcedure,
    'POST /admin/user/{userId}/trainer',
    "Assign a trainer ('Assign to Me'): admins assign any trainer or admin directly (status 'assigned'); a trainer only sends themselves as a request to a user with role user and no trainer (status 'requested'), which changes nothing until that user accepts it",
  )
    .input(assignTrainerInputSchema)
    .output(assignTrainerResultSchema)
    .use(rateLimit('trainerRequests', (ctx) => ctx.user?.role !== 'admin'))
    .mutation(({ ctx, input }) =>
      assignTrainer({
        database: ctx.database,
        actor: { id: ctx.user.id, role: ctx.user.role },
        userId: input.userId,
        trainerId: input.trainerId,
      }),
    ),
  // It holds live invitation links: admins only.
  outbox: rest(
    adminProcedure,
    'GET /admin/outbox',
    'The development outbox: mail kept instead of sent while SMTP_URL is not set, newest first (last 7 days, at most 100)',
  )
    .input(noInput)
    .output(z.array(outboxMessageSchema))
    .query(({ ctx }) => listOutbox({ db: ctx.database.db })),
  kiosks: adminKiosksRouter,
})
