import { z } from 'zod'
import { issuePairingCode } from '../../services/kiosks/issue-pairing-code'
import { listKiosks } from '../../services/kiosks/list-kiosks'
import { registerKiosk } from '../../services/kiosks/register-kiosk'
import { revokeKiosk } from '../../services/kiosks/revoke-kiosk'
import { setKioskLocale } from '../../services/kiosks/set-kiosk-locale'
import { noInput, restRoutes } from '../rest'
import { adminProcedure, createTRPCRouter } from '../trpc'
import {
  adminKioskSchema,
  pairingInstructionsSchema,
  registerKioskInput,
  setKioskLocaleInput,
} from '~/shared/schemas/kiosk'
import { idSchema } from '~/shared/schemas/user'

// One tag: Swagger UI lists an operation under each of its tags, and listing these under two
// stopped its page from drawing the sections after them.
const rest = restRoutes('kiosk')

export const adminKiosksRouter = createTRPCRouter({
  list: rest(
    adminProcedure,
    'GET /admin/kiosks',
    'Every registered kiosk with its status and when it was last seen',
  )
    .input(noInput)
    .output(z.array(adminKioskSchema))
    .query(({ ctx }) => listKiosks({ db: ctx.database.db })),
  register: rest(
    adminProcedure,
    'POST /admin/kiosks',
    'Register a kiosk; the answer holds its one-time pairing code (valid 1 hour)',
  )
    .input(registerKioskInput)
    .output(pairingInstructionsSchema)
    .mutation(async ({ ctx, input }) => ({
      ...(await registerKiosk({ database: ctx.database, ...input })),
      pairUrl: `${ctx.config.appUrl}/kiosk/pair`,
    })),
  newPairingCode: rest(
    adminProcedure,
    'POST /admin/kiosks/{kioskId}/pairing-code',
    'A fresh pairing code for a kiosk; the screen paired before is cut off',
  )
    .input(z.object({ kioskId: idSchema }))
    .output(pairingInstructionsSchema)
    .mutation(async ({ ctx, input }) => ({
      ...(await issuePairingCode({ database: ctx.database, kioskId: input.kioskId })),
      pairUrl: `${ctx.config.appUrl}/kiosk/pair`,
    })),
  revoke: rest(
    adminProcedure,
    'POST /admin/kiosks/{kioskId}/revoke',
    'Revoke a kiosk: its device token and pairing code stop working at once',
  )
    .input(z.object({ kioskId: idSchema }))
    .output(adminKioskSchema)
    .mutation(({ ctx, input }) => revokeKiosk({ database: ctx.database, kioskId: input.kioskId })),
  setLocale: rest(
    adminProcedure,
    'PUT /admin/kiosks/{kioskId}/locale',
    "Set the language a kiosk's wall shows ('en', 'de', 'es'), or null to follow its browser's; the screen follows on its next reload or refresh",
  )
    .input(setKioskLocaleInput)
    .output(adminKioskSchema)
    .mutation(({ ctx, input }) => setKioskLocale({ database: ctx.database, ...input })),
})
