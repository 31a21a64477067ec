import { createFileRoute } from '@tanstack/react-router'
import { PageHeading } from '~/client/components/page-heading'

export const Route = createFileRoute('/_app/admin/trainers')({
  component: AdminTrainersPage,
})

function AdminTrainersPage() {
  return <PageHeading title="Trainer Management" back />
}
