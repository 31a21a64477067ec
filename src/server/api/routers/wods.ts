import { z } from 'zod'
import { deleteWod } from '../../services/wods/delete-wod'
import { getWod } from '../../services/wods/get-wod'
import { getWodScorePage } from '../../services/wods/get-wod-score-page'
import { listWodKiosks } from '../../services/wods/list-wod-kiosks'
import { postWodScore } from '../../services/wods/post-wod-score'
import { putWod } from '../../services/wods/put-wod'
import { noInput, restRoutes } from '../rest'
import { createTRPCRouter, protectedProcedure } from '../trpc'
import { okSchema } from '~/shared/schemas/user'
import {
  postWodScoreInput,
  putWodInput,
  wodKeySchema,
  wodKioskSchema,
  wodSchema,
  wodScorePageSchema,
  wodScoreSchema,
} from '~/shared/schemas/wod'

const rest = restRoutes('workout of the day')

// Signed in, then each service decides: assertCoach for a coach's calls (admins, and trainers
// with the coach permission), the caller's own score for an athlete's.
export const wodsRouter = createTRPCRouter({
  kiosks: rest(
    protectedProcedure,
    'GET /wod-kiosks',
    "Coaches: the gym's kiosks with each one's own day, to post a workout of the day for",
  )
    .input(noInput)
    .output(z.array(wodKioskSchema))
    .query(({ ctx }) => listWodKiosks({ db: ctx.database.db, viewer: ctx.user })),
  get: rest(
    protectedProcedure,
    'GET /kiosks/{kioskId}/wod/{day}',
    "Coaches: a kiosk's workout of the day for a day (the kiosk's local day), published or not (null when none is posted)",
  )
    .input(wodKeySchema)
    .output(wodSchema.nullable())
    .query(({ ctx, input }) => getWod({ db: ctx.database.db, viewer: ctx.user, ...input })),
  put: rest(
    protectedProcedure,
    'PUT /kiosks/{kioskId}/wod/{day}',
    "Coaches: post or change a kiosk's workout of the day: a catalogue workout or the coach's own, its score type, Rx and Scaled texts and when it is published",
  )
    .input(putWodInput)
    .output(wodSchema)
    .mutation(({ ctx, input }) => putWod({ database: ctx.database, viewer: ctx.user, input })),
  delete: rest(
    protectedProcedure,
    'DELETE /kiosks/{kioskId}/wod/{day}',
    "Coaches: take a kiosk's workout of the day down (athletes' sessions stay in their history)",
  )
    .input(wodKeySchema)
    .output(okSchema)
    .mutation(async ({ ctx, input }) => {
      await deleteWod({ database: ctx.database, viewer: ctx.user, ...input })
      return { success: true as const }
    }),
  scorePage: rest(
    protectedProcedure,
    'GET /kiosks/{kioskId}/wod/{day}/score',
    'The published workout of the day as a phone shows it, the caller’s own score, and whether it may still change (on the kiosk’s day only)',
  )
    .input(wodKeySchema)
    .output(wodScorePageSchema)
    .query(({ ctx, input }) =>
      getWodScorePage({ db: ctx.database.db, viewer: ctx.user, ...input }),
    ),
  postScore: rest(
    protectedProcedure,
    'POST /kiosks/{kioskId}/wod/{day}/scores',
    "Post or change the caller's own score for the workout of the day, on its day only; kept as the caller's training session of the workout (docs/product.md#whiteboard)",
  )
    .input(postWodScoreInput)
    .output(wodScoreSchema)
    .mutation(({ ctx, input }) =>
      postWodScore({ database: ctx.database, viewer: ctx.user, input }),
    ),
})
