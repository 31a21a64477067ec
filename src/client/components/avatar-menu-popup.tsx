import * as DropdownMenu from '@radix-ui/react-dropdown-menu'
import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { Home, LayoutDashboard, LogOut, Settings, User as UserIcon } from 'lucide-react'
import type { User } from '~/shared/schemas/user'
import { VIEW_PATHS, viewsForRole } from '~/shared/roles'
import { roleMenuLabel, viewLabel } from '~/client/lib/display-labels'
import { useLogout } from '~/client/lib/use-logout'
import { AVATAR_TRIGGER_CLASS, AvatarTriggerFace } from './avatar-trigger'

const itemClass =
  'flex min-h-11 cursor-pointer items-center gap-3 rounded-md px-3 text-sm outline-none select-none data-[highlighted]:bg-slate-100 data-[disabled]:opacity-60 dark:data-[highlighted]:bg-slate-800'

/**
 * The menu itself, loaded when first wanted (avatar-menu.tsx). It mounts in place of the stand-in
 * button the user just pressed, so it opens at once; from then on it is an ordinary menu.
 */
export default function AvatarMenuPopup({ user }: { user: User }) {
  const { logout, pending } = useLogout()
  const views = viewsForRole(user.role).filter((v) => v !== 'user')
  return (
    <DropdownMenu.Root modal={false} defaultOpen>
      <DropdownMenu.Trigger className={AVATAR_TRIGGER_CLASS}>
        <AvatarTriggerFace user={user} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-50 min-w-56 rounded-xl border border-slate-200 bg-white p-1 text-slate-900 shadow-xl dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
        >
          <DropdownMenu.Label className="px-3 pt-2 pb-1">
            <span className="block font-semibold">{user.username}</span>
            <span className="block text-xs text-slate-600 dark:text-slate-400">
              {roleMenuLabel(user.role)}
            </span>
          </DropdownMenu.Label>
          <DropdownMenu.Separator className="my-1 h-px bg-slate-200 dark:bg-slate-700" />
          <DropdownMenu.Item asChild className={itemClass}>
            <Link to="/daily">
              <Home className="h-4 w-4" aria-hidden="true" /> <Trans>Home</Trans>
            </Link>
          </DropdownMenu.Item>
          {views.map((view) => (
            <DropdownMenu.Item key={view} asChild className={itemClass}>
              <Link to={VIEW_PATHS[view]}>
                <LayoutDashboard className="h-4 w-4" aria-hidden="true" /> {viewLabel(view)}
              </Link>
            </DropdownMenu.Item>
          ))}
          <DropdownMenu.Item asChild className={itemClass}>
            <Link to="/profile">
              <UserIcon className="h-4 w-4" aria-hidden="true" /> <Trans>Profile</Trans>
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className={itemClass}>
            <Link to="/settings">
              <Settings className="h-4 w-4" aria-hidden="true" /> <Trans>Settings</Trans>
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Separator className="my-1 h-px bg-slate-200 dark:bg-slate-700" />
          <DropdownMenu.Item
            className={itemClass}
            disabled={pending}
            onSelect={(event) => {
              event.preventDefault()
              logout()
            }}
          >
            <LogOut className="h-4 w-4" aria-hidden="true" />{' '}
            {pending ? <Trans>Logging out...</Trans> : <Trans>Log out</Trans>}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  )
}
