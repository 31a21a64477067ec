import { createFileRoute } from '@tanstack/react-router'
import { PageHeading } from '~/client/components/page-heading'

export const Route = createFileRoute('/_app/exercise-list/$workoutId')({
  component: ExerciseListPage,
})

function ExerciseListPage() {
  return <PageHeading title="Exercises" subtitle="Tap on an exercise to see detailed instructions and proper form" back backTo="/daily" />
}
