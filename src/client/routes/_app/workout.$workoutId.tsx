import { createFileRoute } from '@tanstack/react-router'
import { PageHeading } from '~/client/components/page-heading'

export const Route = createFileRoute('/_app/workout/$workoutId')({
  component: WorkoutPage,
})

function WorkoutPage() {
  return <PageHeading title="Workout Overview" back />
}
