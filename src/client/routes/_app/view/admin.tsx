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
  const { user } = Route.useRouteContext()
  return (
    <RoleGate
      role={user.role}
      allowed={viewsForRole(user.role).includes('admin') ? [user.role] : []}
    >
      <PageHeading title="Admin Dashboard" back />
      <DashboardCards
        cards={[
          {
            title: 'Manage Users',
            description: 'Find any member and change their role',
            Icon: Users,
            to: '/admin/users',
          },
          {
            title: 'Manage Workouts',
            description: 'Edit the workout and exercise catalogue',
            Icon: Dumbbell,
            to: '/admin/workouts',
          },
          {
            title: 'Manage Trainers',
            description: 'Trainers, their clients and invitations',
            Icon: UserCog,
            to: '/admin/trainers',
          },
          {
            title: 'Manage Kiosks',
            description: 'Gym wall screens: pairing codes, last seen, revoke',
            Icon: MonitorSmartphone,
            to: '/admin/kiosks',
          },
          {
            title: 'Analytics',
            description: 'Usage and training trends',
            Icon: BarChart3,
            comingSoon: true,
          },
          {
            title: 'System Settings',
            description: 'App-wide configuration',
            Icon: Settings,
            comingSoon: true,
          },
        ]}
      />
    </RoleGate>
  )
}
