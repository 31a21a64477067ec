import { z } from 'zod'

/** docs/product.md#legal-pages: the public pages whose text the operator edits. */
export const PAGE_SLUGS = ['terms', 'privacy'] as const
export type PageSlug = (typeof PAGE_SLUGS)[number]

export function isPageSlug(value: string): value is PageSlug {
  return (PAGE_SLUGS as readonly string[]).includes(value)
}

/** Any short slug is accepted, so an unknown page is a 404 (not a 400), like an unknown path. */
export const pageInputSchema = z.object({ slug: z.string().trim().min(1).max(40) })

export const pageSchema = z.object({
  slug: z.enum(PAGE_SLUGS),
  /** Markdown: headings, paragraphs, lists and links are shown; anything else reads as text. */
  markdown: z.string(),
})
export type Page = z.infer<typeof pageSchema>
