import { createFileRoute, redirect } from '@tanstack/react-router'

// docs/product.md#routes: '/' and '/daily' are both the Daily tab; one canonical URL keeps the tab bar honest.
export const Route = createFileRoute('/_app/')({
  beforeLoad: () => {
    throw redirect({ to: '/daily', replace: true })
  },
})
