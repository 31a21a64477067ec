import { lazy, Suspense, useState } from 'react'
import type { User } from '~/shared/schemas/user'
import { AVATAR_TRIGGER_CLASS, AvatarTriggerFace } from './avatar-trigger'

// Radix's menu and its positioning engine weigh more than the whole Daily screen, and the first
// paint never needs them: a plain button stands in until the pointer or the focus comes near it,
// then the real menu loads (and opens, if it was pressed).
const loadPopup = () => import('./avatar-menu-popup')
const AvatarMenuPopup = lazy(loadPopup)

export function AvatarMenu({ user }: { user: User }) {
  const [wanted, setWanted] = useState(false)
  const standIn = (
    <button
      type="button"
      aria-haspopup="menu"
      aria-expanded={false}
      className={AVATAR_TRIGGER_CLASS}
      onPointerEnter={() => void loadPopup()}
      onFocus={() => void loadPopup()}
      onClick={() => setWanted(true)}
      onKeyDown={(event) => {
        if (event.key === 'ArrowDown') {
          event.preventDefault()
          setWanted(true)
        }
      }}
    >
      <AvatarTriggerFace user={user} />
    </button>
  )
  if (!wanted) return standIn
  return (
    <Suspense fallback={standIn}>
      <AvatarMenuPopup user={user} />
    </Suspense>
  )
}
