import { createFileRoute } from '@tanstack/react-router'
import { PolicyNotFound, PolicyPage } from '~/client/components/policy-page'
import { orNotFound } from '~/client/lib/route-data'

/** /privacy (docs/product.md#legal-pages): public, the text is the operator's Markdown file. */
export const Route = createFileRoute('/privacy')({
  // Only this loader ships with the app; the page and its Markdown renderer load with the route.
  loader: ({ context }) => orNotFound(context.utils.pages.get.ensureData({ slug: 'privacy' })),
  notFoundComponent: PolicyNotFound,
  component: PrivacyPage,
})

function PrivacyPage() {
  return <PolicyPage slug="privacy" />
}
