import { createFileRoute, redirect } from '@tanstack/react-router'
import { desktopBridge } from '~/client/lib/desktop-bridge'
import { hasRole } from '~/shared/roles'

// docs/product.md#routes: '/' and '/daily' are both the Daily tab; one canonical URL keeps the tab bar honest.
// The trainer desktop app opens on the client list with compliance (docs/product.md#desktop):
// that is what a trainer at a desk opens it for.
export const Route = createFileRoute('/_app/')({
  beforeLoad: ({ context }) => {
    if (desktopBridge()?.mode === 'desktop' && hasRole(context.user.role, ['trainer', 'admin'])) {
      throw redirect({ to: '/trainer/users', replace: true })
    }
    throw redirect({ to: '/daily', replace: true })
  },
})
