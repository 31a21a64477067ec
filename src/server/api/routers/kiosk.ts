import { TRPCError } from '@trpc/server'
import { z } from 'zod'
import { invalidateSession } from '../../auth/session'
import { getBoard } from '../../services/kiosks/get-board'
import { issuePairingCode } from '../../services/kiosks/issue-pairing-code'
import { listKioskExercises } from '../../services/kiosks/list-kiosk-exercises'
import { listKiosks } from '../../services/kiosks/list-kiosks'
import { pairKiosk } from '../../services/kiosks/pair-kiosk'
import { registerKiosk } from '../../services/kiosks/register-kiosk'
import { revokeKiosk } from '../../services/kiosks/revoke-kiosk'
import { adminProcedure, createTRPCRouter, kioskProcedure, publicProcedure } from '../trpc'
import {
  adminKioskSchema,
  boardSchema,
  kioskDeviceSchema,
  kioskExercisesInput,
  kioskLibrarySchema,
  pairKioskInput,
  pairKioskOutput,
  pairingInstructionsSchema,
  registerKioskInput,
} from '~/shared/schemas/kiosk'
import { idSchema } from '~/shared/schemas/user'

export const kioskRouter = createTRPCRouter({
  // Public: an unpaired screen has nothing else to show who it is.
  pair: publicProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/kiosk/pair',
        tags: ['kiosk'],
        summary:
          "Exchange a one-time pairing code for a device token: as the HttpOnly 'kiosk_device' cookie (delivery 'cookie') or in the answer (delivery 'token', for the Electron app)",
      },
    })
    .input(pairKioskInput)
    .output(pairKioskOutput)
    .mutation(async ({ ctx, input }) => {
      if (!ctx.pairingLimiter.take(`pair:${ctx.clientKey}`)) {
        throw new TRPCError({
          code: 'TOO_MANY_REQUESTS',
          message: 'Too many pairing attempts; wait a minute and try again',
        })
      }
      const { kiosk, token } = await pairKiosk({ database: ctx.database, code: input.code })
      if (input.delivery === 'cookie') {
        // A wall screen is shared: whoever was signed in on this browser (usually the admin who
        // set it up) is signed out, or every board refresh would keep their session alive.
        if (ctx.session) {
          await invalidateSession(ctx.database, ctx.session.id)
          ctx.response?.clearSessionCookie()
        }
        ctx.response?.setKioskCookie(token)
        return { kiosk, token: null }
      }
      return { kiosk, token }
    }),
  device: kioskProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/kiosk/device',
        tags: ['kiosk'],
        summary: 'The paired kiosk this request comes from (401 when the screen is not paired)',
      },
    })
    .input(z.object({}).optional())
    .output(kioskDeviceSchema)
    .query(({ ctx }) => ctx.kiosk),
  board: kioskProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/kiosk/board',
        tags: ['kiosk'],
        summary:
          "Today's board for the kiosk's own day: the daily session's sections, workouts and exercises",
      },
    })
    .input(z.object({}).optional())
    .output(boardSchema)
    .query(({ ctx }) =>
      getBoard({ db: ctx.database.db, kiosk: ctx.kiosk, appUrl: ctx.config.appUrl }),
    ),
  exercises: kioskProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/kiosk/exercises',
        tags: ['kiosk'],
        summary:
          "The exercise library with instructions and Do / Don't tips, filtered by body part and difficulty",
      },
    })
    .input(kioskExercisesInput.optional())
    .output(kioskLibrarySchema)
    .query(({ ctx, input }) =>
      listKioskExercises({
        db: ctx.database.db,
        bodyPart: input?.bodyPart,
        difficulty: input?.difficulty,
      }),
    ),
  list: adminProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/admin/kiosks',
        tags: ['kiosk', 'admin'],
        protect: true,
        summary: 'Every registered kiosk with its status and when it was last seen',
      },
    })
    .input(z.object({}).optional())
    .output(z.array(adminKioskSchema))
    .query(({ ctx }) => listKiosks({ db: ctx.database.db })),
  register: adminProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/admin/kiosks',
        tags: ['kiosk', 'admin'],
        protect: true,
        summary: 'Register a kiosk; the answer holds its one-time pairing code (valid 1 hour)',
      },
    })
    .input(registerKioskInput)
    .output(pairingInstructionsSchema)
    .mutation(async ({ ctx, input }) => ({
      ...(await registerKiosk({ database: ctx.database, ...input })),
      pairUrl: `${ctx.config.appUrl}/kiosk/pair`,
    })),
  newPairingCode: adminProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/admin/kiosks/{kioskId}/pairing-code',
        tags: ['kiosk', 'admin'],
        protect: true,
        summary: 'A fresh pairing code for a kiosk; the screen paired before is cut off',
      },
    })
    .input(z.object({ kioskId: idSchema }))
    .output(pairingInstructionsSchema)
    .mutation(async ({ ctx, input }) => ({
      ...(await issuePairingCode({ database: ctx.database, kioskId: input.kioskId })),
      pairUrl: `${ctx.config.appUrl}/kiosk/pair`,
    })),
  revoke: adminProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/admin/kiosks/{kioskId}/revoke',
        tags: ['kiosk', 'admin'],
        protect: true,
        summary: 'Revoke a kiosk: its device token and pairing code stop working at once',
      },
    })
    .input(z.object({ kioskId: idSchema }))
    .output(adminKioskSchema)
    .mutation(({ ctx, input }) => revokeKiosk({ database: ctx.database, kioskId: input.kioskId })),
})
