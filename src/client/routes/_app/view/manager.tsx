import { createFileRoute } from '@tanstack/react-router'
import { PageHeading } from '~/client/components/page-heading'
import { RoleGate } from '~/client/components/role-gate'
import { viewsForRole } from '~/shared/roles'

export const Route = createFileRoute('/_app/view/manager')({
  component: ManagerViewPage,
})

function ManagerViewPage() {
  const { user } = Route.useRouteContext()
  return (
    <RoleGate
      role={user.role}
      allowed={viewsForRole(user.role).includes('manager') ? [user.role] : []}
    >
      <PageHeading title="Manager Dashboard" back />
    </RoleGate>
  )
}
