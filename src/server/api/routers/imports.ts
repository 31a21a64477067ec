import { z } from 'zod'
import { createImport } from '../../services/imports/create-import'
import { exportStrong } from '../../services/imports/export-strong'
import { listImports } from '../../services/imports/import-rows'
import { undoImport } from '../../services/imports/undo-import'
import { answerLocale } from '../../i18n/translate'
import { restRoutes } from '../rest'
import { assertCanAccessUser, createTRPCRouter, protectedProcedure, rateLimit } from '../trpc'
import {
  createImportInput,
  createImportResultSchema,
  importIdInput,
  importItemSchema,
} from '~/shared/schemas/imports'
import { idSchema } from '~/shared/schemas/user'

const rest = restRoutes('imports')

// Import and export of history (docs/product.md#import-and-export-of-history): an athlete's
// own, never anyone else's, not even their trainer's.
export const importsRouter = createTRPCRouter({
  create: rest(
    protectedProcedure,
    'POST /user/{userId}/imports',
    'Import a CSV export of Strong, Hevy or FitNotes (up to 20 MB): the JSON body {fileName, content, ...}, or multipart/form-data with a `file` part, or the CSV itself as text/csv with the options in the query. dryRun answers the preview and writes nothing; otherwise the import runs in the background (GET the list for its progress)',
  )
    .use(rateLimit('imports'))
    .input(createImportInput)
    .output(createImportResultSchema)
    .mutation(async ({ ctx, input }) => {
      await assertCanAccessUser(ctx, input.userId)
      return createImport({
        database: ctx.database,
        timeZone: ctx.user.timeZone,
        input,
        log: (error) => console.warn('import failed', error),
        locale: answerLocale(ctx.user, ctx.locale),
      })
    }),

  list: rest(
    protectedProcedure,
    'GET /user/{userId}/imports',
    'Your imports, newest first, with the progress of one running',
  )
    .input(z.object({ userId: idSchema }))
    .output(z.array(importItemSchema))
    .query(async ({ ctx, input }) => {
      await assertCanAccessUser(ctx, input.userId)
      return listImports({ database: ctx.database, userId: input.userId })
    }),

  undo: rest(
    protectedProcedure,
    'DELETE /user/{userId}/imports/{importId}',
    'Undo one import: exactly the sets, sessions, completions and own exercises it wrote are removed; records, streak and badges follow',
  )
    .input(importIdInput)
    .output(importItemSchema)
    .mutation(async ({ ctx, input }) => {
      await assertCanAccessUser(ctx, input.userId)
      return undoImport({ database: ctx.database, userId: input.userId, importId: input.importId })
    }),

  exportStrong: rest(
    protectedProcedure,
    'GET /user/{userId}/export/strong',
    "Every set in Strong's semicolon CSV format, which Strong and Hevy import",
  )
    .input(z.object({ userId: idSchema }))
    .output(z.object({ fileName: z.string(), csv: z.string() }))
    .query(async ({ ctx, input }) => {
      await assertCanAccessUser(ctx, input.userId)
      return exportStrong({ db: ctx.database.db, userId: input.userId })
    }),
})
