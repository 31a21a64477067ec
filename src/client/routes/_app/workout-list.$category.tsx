import { createFileRoute } from '@tanstack/react-router'
import { PageHeading } from '~/client/components/page-heading'

export const Route = createFileRoute('/_app/workout-list/$category')({
  component: WorkoutListPage,
})

function WorkoutListPage() {
  const { category } = Route.useParams()
  const name = (category || 'workout').charAt(0).toUpperCase() + (category || 'workout').slice(1)
  return <PageHeading title={`${name} Workouts`} back backTo="/daily" />
}
