import { createFileRoute } from '@tanstack/react-router'
import { PageHeading } from '~/client/components/page-heading'

export const Route = createFileRoute('/_app/daily')({
  component: DailyPage,
})

function DailyPage() {
  return <PageHeading title="Today's Workout" subtitle="Complete all sections for maximum benefits" />
}
