import { createFileRoute } from '@tanstack/react-router'
import { PageHeading } from '~/client/components/page-heading'

export const Route = createFileRoute('/_app/trainer/users')({
  component: TrainerUsersPage,
})

function TrainerUsersPage() {
  return <PageHeading title="Trainer Dashboard" back />
}
