import { z } from 'zod'
import {
  listUsers,
  LIST_USERS_DEFAULT_LIMIT,
  LIST_USERS_MAX_LIMIT,
} from '../../services/users/list-users'
import { getStaffStats } from '../../services/users/get-staff-stats'
import { setUserRole } from '../../services/users/set-user-role'
import { adminProcedure, createTRPCRouter, staffReadProcedure } from '../trpc'
import {
  staffStatsInputSchema,
  staffStatsSchema,
  userSearchQuerySchema,
} from '~/shared/schemas/staff'
import { idSchema, roleSchema, userSchema } from '~/shared/schemas/user'

export const listUsersInputSchema = z
  .object({
    query: userSearchQuerySchema,
    role: roleSchema.optional(),
    // Query-string values arrive as text over REST.
    limit: z.coerce.number().int().min(1).max(LIST_USERS_MAX_LIMIT).optional(),
    cursor: z.coerce.number().int().positive().optional(),
  })
  .optional()

export const setRoleInputSchema = z.object({
  userId: idSchema,
  role: roleSchema,
})

export const adminRouter = createTRPCRouter({
  // SPEC §7 answers a plain list, so paging stays outside the body: when a page comes back
  // full, the next one is asked for with `cursor` = the last user's id.
  users: staffReadProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/admin/users',
        tags: ['admin'],
        protect: true,
        summary: `Users in id order with their live streak; search by username or email (query), filter by role, page with limit (default ${LIST_USERS_DEFAULT_LIMIT}) and cursor (the last id seen)`,
      },
    })
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
  stats: staffReadProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/admin/stats',
        tags: ['admin'],
        protect: true,
        summary:
          'Manager dashboard numbers: total trainers, total users, active users (live streak above 0), and the trainers and users matching query',
      },
    })
    .input(staffStatsInputSchema)
    .output(staffStatsSchema)
    .query(({ ctx, input }) => getStaffStats({ db: ctx.database.db, query: input?.query })),
  setRole: adminProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/admin/user/{userId}/role',
        tags: ['admin'],
        protect: true,
        summary: "Change a user's role; ends that user's other sessions",
      },
    })
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
})
