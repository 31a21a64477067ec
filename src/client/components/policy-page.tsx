import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { trpc } from '~/client/lib/trpc'
import type { PageSlug } from '~/shared/schemas/pages'
import { Markdown } from './markdown'
import { PublicShell } from './public-shell'
import { buttonClass } from './ui/button'

/** docs/product.md#legal-pages: the operator's Markdown, public, with a way back. */
export function PolicyPage({ slug }: { slug: PageSlug }) {
  const [page] = trpc.pages.get.useSuspenseQuery({ slug })
  return (
    <PublicShell wide>
      <article>
        <Markdown source={page.markdown} />
      </article>
      <BackLink />
    </PublicShell>
  )
}

export function PolicyNotFound() {
  return (
    <PublicShell>
      <h1 className="text-2xl font-bold">
        <Trans>Page not found</Trans>
      </h1>
      <p className="mt-3 text-slate-600 dark:text-slate-400">
        <Trans>This page has not been written yet.</Trans>
      </p>
      <BackLink />
    </PublicShell>
  )
}

function BackLink() {
  const session = trpc.auth.session.useQuery(undefined, { retry: false })
  const signedIn = Boolean(session.data?.user)
  return (
    <Link to={signedIn ? '/daily' : '/auth'} className={`${buttonClass('outline')} mt-8`}>
      {signedIn ? <Trans>Back to Daily</Trans> : <Trans>Back to sign in</Trans>}
    </Link>
  )
}
