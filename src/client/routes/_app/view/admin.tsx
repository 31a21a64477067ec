import { createFileRoute } from '@tanstack/react-router'
import { PageHeading } from '~/client/components/page-heading'
import { RoleGate } from '~/client/components/role-gate'
import { viewsForRole } from '~/shared/roles'

export const Route = createFileRoute('/_app/view/admin')({
  component: AdminViewPage,
})

function AdminViewPage() {
  const { user } = Route.useRouteContext()
  return (
    <RoleGate
      role={user.role}
      allowed={viewsForRole(user.role).includes('admin') ? [user.role] : []}
    >
      <PageHeading title="Admin Dashboard" back />
    </RoleGate>
  )
}
