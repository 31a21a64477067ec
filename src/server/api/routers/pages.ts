import { getPage } from '../../services/pages/get-page'
import { restRoutes } from '../rest'
import { createTRPCRouter, publicProcedure } from '../trpc'
import { pageInputSchema, pageSchema } from '~/shared/schemas/pages'

const rest = restRoutes('pages')

export const pagesRouter = createTRPCRouter({
  // Public: the sign-in page links to the terms and the privacy policy before anyone signs in.
  get: rest(
    publicProcedure,
    'GET /pages/{slug}',
    "One of the operator's pages as Markdown: terms or privacy (TERMS_FILE, PRIVACY_FILE)",
  )
    .input(pageInputSchema)
    .output(pageSchema)
    .query(({ ctx, input }) => getPage({ files: ctx.config.pageFiles, slug: input.slug })),
})
