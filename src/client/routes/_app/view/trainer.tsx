import { useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { ClipboardList, Dumbbell, Megaphone, Users } from 'lucide-react'
import { DashboardCards } from '~/client/components/dashboard-cards'
import { PageHeading } from '~/client/components/page-heading'
import { RoleGate } from '~/client/components/role-gate'
import { hasRole, ROUTE_ROLES, viewsForRole } from '~/shared/roles'

export const Route = createFileRoute('/_app/view/trainer')({
  component: TrainerViewPage,
})

function TrainerViewPage() {
  const { t } = useLingui()
  const { user } = Route.useRouteContext()
  // Managers see this view too, but /trainer/* is for trainers and admins: static cards for them.
  const links = hasRole(user.role, ROUTE_ROLES.trainer)
  return (
    <RoleGate
      role={user.role}
      allowed={viewsForRole(user.role).includes('trainer') ? [user.role] : []}
    >
      <PageHeading title={t`Trainer Dashboard`} back />
      <DashboardCards
        cards={[
          {
            title: t`Client Management`,
            description: t`Your clients, their progress and invitations`,
            Icon: Users,
            to: links ? '/trainer/users' : undefined,
          },
          {
            title: t`My Workouts`,
            description: t`Workouts you write for your clients`,
            Icon: Dumbbell,
            to: links ? '/trainer/workouts' : undefined,
          },
          {
            title: t`Workout Plans`,
            description: t`Custom plans for your clients`,
            Icon: ClipboardList,
            to: links ? '/trainer/plans' : undefined,
          },
          // The gym's coaches only (docs/product.md#workout-of-the-day).
          ...(links && (user.coach || user.role === 'admin')
            ? [
                {
                  title: t`Workout of the Day`,
                  description: t`Post the gym’s WOD to its kiosks`,
                  Icon: Megaphone,
                  to: '/trainer/wod' as const,
                },
              ]
            : []),
        ]}
      />
    </RoleGate>
  )
}
