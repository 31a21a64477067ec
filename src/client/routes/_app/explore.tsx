import { createFileRoute } from '@tanstack/react-router'
import { PageHeading } from '~/client/components/page-heading'

export const Route = createFileRoute('/_app/explore')({
  component: ExplorePage,
})

function ExplorePage() {
  return <PageHeading title="Explore Exercises" subtitle="Browse exercises by body part and difficulty" />
}
