import type { ReactNode } from 'react'
import { hasRole, type Role } from '~/shared/roles'
import { AccessDenied } from './access-denied'

/** Screen-level guard only; the server enforces every permission itself (docs/product.md#permissions). */
export function RoleGate({
  role,
  allowed,
  children,
}: {
  role: Role
  allowed: readonly Role[]
  children: ReactNode
}) {
  return hasRole(role, allowed) ? <>{children}</> : <AccessDenied />
}
