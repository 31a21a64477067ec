// Roles, dashboard views and their labels: one place for docs/product.md#roles, used by server and client.
export const ROLES = ['user', 'trainer', 'manager', 'admin'] as const
export type Role = (typeof ROLES)[number]

export const VIEWS = ['user', 'trainer', 'manager', 'admin'] as const
export type View = (typeof VIEWS)[number]

const VIEWS_BY_ROLE: Record<Role, readonly View[]> = {
  user: ['user'],
  trainer: ['user', 'trainer'],
  manager: ['user', 'trainer', 'manager'],
  admin: ['user', 'trainer', 'manager', 'admin'],
}

/** Views a role may switch between (docs/product.md#roles avatar menu: Trainer View for trainer, manager, admin; Manager View for manager, admin). */
export function viewsForRole(role: Role): readonly View[] {
  return VIEWS_BY_ROLE[role]
}

/** Avatar menu role label (docs/product.md#roles: Admin, Trainer or User). */
export function roleMenuLabel(role: Role): string {
  if (role === 'admin') return 'Admin'
  if (role === 'trainer') return 'Trainer'
  if (role === 'manager') return 'Manager'
  return 'User'
}

/** Header role text and role badge text. */
export function roleLabel(role: Role): string {
  return role.charAt(0).toUpperCase() + role.slice(1)
}

/** docs/product.md#roles role badge styles. */
export function roleBadgeVariant(role: Role): 'destructive' | 'default' | 'secondary' | 'outline' {
  if (role === 'admin') return 'destructive'
  if (role === 'manager') return 'default'
  if (role === 'trainer') return 'secondary'
  return 'outline'
}

/** Route access rules: the route table of docs/product.md#routes. */
export const ROUTE_ROLES = {
  admin: ['admin'],
  trainer: ['trainer', 'admin'],
} as const satisfies Record<string, readonly Role[]>

export function hasRole(role: Role, allowed: readonly Role[]): boolean {
  return allowed.includes(role)
}

/** Where each dashboard view lives; views are reachable by URL (docs/product.md#views). */
export const VIEW_PATHS = {
  user: '/daily',
  trainer: '/view/trainer',
  manager: '/view/manager',
  admin: '/view/admin',
} as const satisfies Record<View, string>

export const VIEW_LABELS: Record<View, string> = {
  user: 'Home',
  trainer: 'Trainer View',
  manager: 'Manager View',
  admin: 'Admin View',
}

export function viewFromPath(pathname: string): View {
  if (pathname.startsWith('/view/admin') || pathname.startsWith('/admin/')) return 'admin'
  if (pathname.startsWith('/view/manager')) return 'manager'
  if (pathname.startsWith('/view/trainer') || pathname.startsWith('/trainer/')) return 'trainer'
  return 'user'
}
