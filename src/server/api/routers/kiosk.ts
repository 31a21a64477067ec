import { z } from 'zod'
import { invalidateSession } from '../../auth/session'
import { getBoard } from '../../services/kiosks/get-board'
import { getWhiteboard } from '../../services/wods/get-whiteboard'
import { getKioskScreen } from '../../services/kiosks/get-kiosk-screen'
import { listKioskExercises } from '../../services/kiosks/list-kiosk-exercises'
import { listKioskSkills } from '../../services/kiosks/list-kiosk-skills'
import { pairKiosk } from '../../services/kiosks/pair-kiosk'
import { noInput, restRoutes } from '../rest'
import { createTRPCRouter, kioskProcedure, publicProcedure, rateLimit } from '../trpc'
import {
  boardSchema,
  kioskExercisesInput,
  kioskLibrarySchema,
  kioskScreenSchema,
  kioskSkillSchema,
  pairKioskInput,
  pairKioskOutput,
} from '~/shared/schemas/kiosk'
import { whiteboardSchema } from '~/shared/schemas/wod'

const rest = restRoutes('kiosk')

export const kioskRouter = createTRPCRouter({
  // Public: an unpaired screen has nothing else to show who it is.
  pair: rest(
    publicProcedure,
    'POST /kiosk/pair',
    "Exchange a one-time pairing code for a device token: as the HttpOnly 'kiosk_device' cookie (delivery 'cookie') or in the answer (delivery 'token', for the Electron app)",
  )
    .input(pairKioskInput)
    .output(pairKioskOutput)
    .use(rateLimit('kioskPairing'))
    .mutation(async ({ ctx, input }) => {
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
  device: rest(
    kioskProcedure,
    'GET /kiosk/device',
    "The paired kiosk this request comes from (401 when the screen is not paired), with its language (the kiosk's own setting, else the browser's Accept-Language) and what its clock needs: the kiosk zone's UTC offsets for the months ahead and whether that language counts 12 hours",
  )
    .input(noInput)
    .output(kioskScreenSchema)
    .query(({ ctx }) =>
      getKioskScreen({ db: ctx.database.db, kiosk: ctx.kiosk, locale: ctx.locale }),
    ),
  board: rest(
    kioskProcedure,
    'GET /kiosk/board',
    "Today's board for the kiosk's own day: the daily session's sections, workouts and exercises",
  )
    .input(noInput)
    .output(boardSchema)
    .query(({ ctx }) =>
      getBoard({ db: ctx.database.db, kiosk: ctx.kiosk, appUrl: ctx.config.appUrl }),
    ),
  exercises: rest(
    kioskProcedure,
    'GET /kiosk/exercises',
    "The exercise library with instructions and Do / Don't tips, filtered by body part and difficulty",
  )
    .input(kioskExercisesInput.optional())
    .output(kioskLibrarySchema)
    .query(({ ctx, input }) =>
      listKioskExercises({
        db: ctx.database.db,
        bodyPart: input?.bodyPart,
        difficulty: input?.difficulty,
      }),
    ),
  skills: rest(
    kioskProcedure,
    'GET /kiosk/skills',
    "The skill ladders of the catalogue: each skill's steps with their standards and what it requires first (no one's passes)",
  )
    .input(noInput)
    .output(z.array(kioskSkillSchema))
    .query(({ ctx }) => listKioskSkills({ db: ctx.database.db })),
  whiteboard: rest(
    kioskProcedure,
    'GET /kiosk/whiteboard',
    "The day's workout-of-the-day scores for the wall, once a coach started the class: best first, Rx above Scaled, each a display name ('Dana K.', or 'Athlete') and a score; nothing of an athlete who hid their score",
  )
    .input(noInput)
    .output(whiteboardSchema)
    .query(({ ctx }) => getWhiteboard({ db: ctx.database.db, kiosk: ctx.kiosk })),
})
