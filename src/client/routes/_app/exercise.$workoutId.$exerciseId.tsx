import { createFileRoute } from '@tanstack/react-router'
import { PageHeading } from '~/client/components/page-heading'

export const Route = createFileRoute('/_app/exercise/$workoutId/$exerciseId')({
  component: ExercisePage,
})

function ExercisePage() {
  const { workoutId } = Route.useParams()
  const explore = workoutId === 'explore'
  return (
    <PageHeading
      title="Exercise"
      subtitle={explore ? 'Exercise Library' : undefined}
      back
      backTo={explore ? '/explore' : `/exercise-list/${workoutId}`}
    />
  )
}
