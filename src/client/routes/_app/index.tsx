import { createFileRoute, redirect } from '@tanstack/react-router'

// SPEC §2: '/' and '/daily' are both the Daily tab; one canonical URL keeps the tab bar honest.
export const Route = createFileRoute('/_app/')({
  beforeLoad: () => {
    throw redirect({ to: '/daily', replace: true })
  },
})
