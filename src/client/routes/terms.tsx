import { createFileRoute } from '@tanstack/react-router'
import { loadPolicyPage, PolicyNotFound, PolicyPage } from '~/client/components/policy-page'

/** /terms (docs/product.md#legal-pages): public, the text is the operator's Markdown file. */
export const Route = createFileRoute('/terms')({
  loader: ({ context }) => loadPolicyPage(context.utils, 'terms'),
  notFoundComponent: PolicyNotFound,
  component: TermsPage,
})

function TermsPage() {
  return <PolicyPage slug="terms" />
}
