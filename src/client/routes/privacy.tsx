import { createFileRoute } from '@tanstack/react-router'
import { loadPolicyPage, PolicyNotFound, PolicyPage } from '~/client/components/policy-page'

/** /privacy (docs/product.md#legal-pages): public, the text is the operator's Markdown file. */
export const Route = createFileRoute('/privacy')({
  loader: ({ context }) => loadPolicyPage(context.utils, 'privacy'),
  notFoundComponent: PolicyNotFound,
  component: PrivacyPage,
})

function PrivacyPage() {
  return <PolicyPage slug="privacy" />
}
