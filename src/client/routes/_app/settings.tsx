import { createFileRoute } from '@tanstack/react-router'
import { PageHeading } from '~/client/components/page-heading'

export const Route = createFileRoute('/_app/settings')({
  component: SettingsPage,
})

function SettingsPage() {
  return <PageHeading title="Settings" back />
}
