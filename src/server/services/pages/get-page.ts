import { readFile } from 'node:fs/promises'
import { AppError } from '../../errors'
import { tx } from '../../i18n/server-text'
import { isPageSlug, type Page, type PageSlug } from '~/shared/schemas/pages'

export const PAGE_NOT_FOUND = tx('Page not found')

/**
 * One of the operator's pages (docs/product.md#legal-pages), read from its file on every call:
 * an edit shows at once, and the file is small. A missing file is a 404 like an unknown page.
 */
export async function getPage({
  files,
  slug,
}: {
  files: Record<PageSlug, string>
  slug: string
}): Promise<Page> {
  if (!isPageSlug(slug)) throw new AppError('NOT_FOUND', PAGE_NOT_FOUND)
  try {
    return { slug, markdown: await readFile(files[slug], 'utf8') }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      throw new AppError('NOT_FOUND', PAGE_NOT_FOUND)
    }
    throw error
  }
}
