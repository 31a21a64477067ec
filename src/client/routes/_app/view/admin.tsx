import { useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { BarChart3, Dumbbell, MonitorSmartphone, Settings, UserCog, Users } from 'lucide-react'
import { DashboardCards } from '~/client/components/dashboard-cards'
import { PageHeading } from '~/client/components/page-heading'
import { RoleGate } from '~/client/components/role-gate'
import { viewsForRole } from '~/shared/roles'

export const Route = createFileRoute('/_app/view/admin')({
  component: AdminViewPage,
})

function AdminViewPage() {
  const { t } = useLingui()
  const { user } = Route.useRouteContext()
  return (
    <RoleGate
      role={user.role}
      allowed={viewsForRole(user.role).includes('admin') ? [user.role] : []}
    >
      <PageHeading title={t`Admin Dashboard`} back />
      <DashboardCards
        cards={[
          {
            title: t`Manage Users`,
            description: t`Find any member and change their role`,
            Icon: Users,
            to: '/admin/users',
          },
          {
            title: t`Manage Workouts`,
            description: t`Edit the workout and exercise catalogue`,
            Icon: Dumbbell,
            to: '/admin/workouts',
          },
          {
            title: t`Manage Trainers`,
            description: t`Trainers, their clients and invitations`,
            Icon: UserCog,
            to: '/admin/trainers',
          },
          {
            title: t`Manage Kiosks`,
            description: t`Gym wall screens: pairing codes, last seen, revoke`,
            Icon: MonitorSmartphone,
            to: '/admin/kiosks',
          },
          {
            title: t`Analytics`,
            description: t`Usage and training trends`,
            Icon: BarChart3,
            comingSoon: true,
          },
          {
            title: t`System Settings`,
            description: t`App-wide configuration`,
            Icon: Settings,
            comingSoon: true,
          },
        ]}
      />
    </RoleGate>
  )
}
