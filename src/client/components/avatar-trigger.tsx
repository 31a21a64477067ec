import type { User } from '~/shared/schemas/user'
import { UserAvatar } from './user-avatar'

export const AVATAR_TRIGGER_CLASS =
  'rounded-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600'

/** What the avatar menu's button shows, before and after the menu's code has loaded. */
export function AvatarTriggerFace({ user }: { user: User }) {
  return (
    <>
      <UserAvatar name={user.username} photoURL={user.photoURL} />
      <span className="sr-only">Account menu for {user.username}</span>
    </>
  )
}
