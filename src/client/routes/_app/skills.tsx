import { createFileRoute } from '@tanstack/react-router'
import { PageHeading } from '~/client/components/page-heading'

export const Route = createFileRoute('/_app/skills')({
  component: SkillsPage,
})

function SkillsPage() {
  return <PageHeading title="Calisthenics Skills" subtitle="Track your progress and earn badges" />
}
