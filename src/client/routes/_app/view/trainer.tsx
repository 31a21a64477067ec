import { createFileRoute } from '@tanstack/react-router'
import { PageHeading } from '~/client/components/page-heading'
import { RoleGate } from '~/client/components/role-gate'
import { viewsForRole } from '~/shared/roles'

export const Route = createFileRoute('/_app/view/trainer')({
  component: TrainerViewPage,
})

function TrainerViewPage() {
  const { user } = Route.useRouteContext()
  return (
    <RoleGate
      role={user.role}
      allowed={viewsForRole(user.role).includes('trainer') ? [user.role] : []}
    >
      <PageHeading title="Trainer Dashboard" back />
    </RoleGate>
  )
}
