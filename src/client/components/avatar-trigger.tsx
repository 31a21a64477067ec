import { Trans } from '@lingui/react/macro'
import type { User } from '~/shared/schemas/user'
import { UserAvatar } from './user-avatar'

export const AVATAR_TRIGGER_CLASS =
  // eslint-disable-next-line lingui/no-unlocalized-strings -- Tailwind classes, not a text
  'rounded-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600'

/** What the avatar menu's button shows, before and after the menu's code has loaded. */
export function AvatarTriggerFace({ user }: { user: User }) {
  const username = user.username
  return (
    <>
      <UserAvatar name={user.username} photoURL={user.photoURL} />
      <span className="sr-only">
        <Trans>Account menu for {username}</Trans>
      </span>
    </>
  )
}
