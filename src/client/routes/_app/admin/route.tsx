import { createFileRoute, Outlet } from '@tanstack/react-router'
import { NeedsNetwork, requireNetwork } from '~/client/components/needs-network'
import { RoleGate } from '~/client/components/role-gate'
import { ROUTE_ROLES } from '~/shared/roles'

export const Route = createFileRoute('/_app/admin')({
  beforeLoad: requireNetwork,
  errorComponent: NeedsNetwork,
  component: AdminLayout,
})

function AdminLayout() {
  const { user } = Route.useRouteContext()
  return (
    <RoleGate role={user.role} allowed={ROUTE_ROLES.admin}>
      <Outlet />
    </RoleGate>
  )
}
