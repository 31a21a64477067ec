import { z } from 'zod'
import { listOutbox } from '../../mail/outbox'
import { adminProcedure, createTRPCRouter } from '../trpc'
import { outboxMessageSchema } from '~/shared/schemas/invitation'

export const mailRouter = createTRPCRouter({
  // It holds live invitation links: admins only.
  outbox: adminProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/admin/outbox',
        tags: ['admin'],
        protect: true,
        summary:
          'The development outbox: mail kept instead of sent while SMTP_URL is not set, newest first (last 7 days, at most 100)',
      },
    })
    .input(z.object({}).optional())
    .output(z.array(outboxMessageSchema))
    .query(({ ctx }) => listOutbox({ db: ctx.database.db })),
})
