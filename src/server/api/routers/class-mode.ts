import { z } from 'zod'
import { commandClass } from '../../services/kiosks/command-class'
import { getRemoteClass, getWallClass } from '../../services/kiosks/get-class'
import { issueRemoteCode } from '../../services/kiosks/issue-remote-code'
import { pairRemote } from '../../services/kiosks/pair-remote'
import { noInput, restRoutes } from '../rest'
import { createTRPCRouter, kioskProcedure, protectedProcedure, rateLimit } from '../trpc'
import {
  classCommandInput,
  pairRemoteInput,
  pairRemoteOutput,
  remoteClassSchema,
  remoteCodeOutput,
  wallClassSchema,
} from '~/shared/schemas/class-mode'
import { idSchema } from '~/shared/schemas/user'

const rest = restRoutes('class mode')

// docs/product.md#class-mode: the wall (kiosk token) shows the class and the QR that pairs a
// coach's phone as its remote; the remote (a coach's session) drives it.
export const classModeRouter = createTRPCRouter({
  wall: rest(
    kioskProcedure,
    'GET /kiosk/class',
    "The class loaded on this kiosk's wall (null when none is), its blocks and its clock as instants, with the server's clock",
  )
    .input(noInput)
    .output(wallClassSchema)
    .query(({ ctx }) => getWallClass({ db: ctx.database.db, kiosk: ctx.kiosk })),
  remoteCode: rest(
    kioskProcedure,
    'POST /kiosk/remote-code',
    "A fresh code for the wall's remote QR (valid 10 minutes; the previous one stops working): the link a coach's phone opens, and its QR",
  )
    .input(noInput)
    .output(remoteCodeOutput)
    .mutation(({ ctx }) =>
      issueRemoteCode({
        database: ctx.database,
        kioskId: ctx.kiosk.id,
        appUrl: ctx.config.appUrl,
      }),
    ),
  pairRemote: rest(
    protectedProcedure,
    'POST /kiosks/{kioskId}/remote',
    "Make the caller's phone the wall's class remote for 4 hours, with the code its QR shows now (the gym's coaches and admins; guesses are rate limited)",
  )
    .input(pairRemoteInput)
    .output(pairRemoteOutput)
    // Per caller, like a kiosk's pairing code: the code is short, guessing it must be slow.
    .use(rateLimit('kioskPairing'))
    .mutation(({ ctx, input }) =>
      pairRemote({
        database: ctx.database,
        viewer: ctx.user,
        kioskId: input.kioskId,
        code: input.code,
      }),
    ),
  remote: rest(
    protectedProcedure,
    'GET /kiosks/{kioskId}/class',
    "The wall's class as its remote shows it, with the kiosk's workout of the day (a coach whose phone is paired with the wall, or an admin)",
  )
    .input(z.object({ kioskId: idSchema }))
    .output(remoteClassSchema)
    .query(({ ctx, input }) =>
      getRemoteClass({ db: ctx.database.db, viewer: ctx.user, kioskId: input.kioskId }),
    ),
  command: rest(
    protectedProcedure,
    'POST /kiosks/{kioskId}/class',
    "A remote's command to the wall's class: load a workout, start, pause, next block, reset, end; `version` is the class's version the remote saw (409 when it changed since)",
  )
    .input(classCommandInput)
    .output(remoteClassSchema)
    .mutation(({ ctx, input }) =>
      commandClass({ database: ctx.database, viewer: ctx.user, input }),
    ),
})
