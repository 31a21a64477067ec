import { createFileRoute } from '@tanstack/react-router'
import { PageHeading } from '~/client/components/page-heading'

export const Route = createFileRoute('/_app/admin/workouts')({
  component: AdminWorkoutsPage,
})

function AdminWorkoutsPage() {
  return <PageHeading title="Manage Workouts & Exercises" back />
}
