import { createFileRoute } from '@tanstack/react-router'
import { PageHeading } from '~/client/components/page-heading'

export const Route = createFileRoute('/_app/trainer/plans')({
  component: TrainerPlansPage,
})

function TrainerPlansPage() {
  return <PageHeading title="Workout Plans" subtitle="Coming soon" back />
}
