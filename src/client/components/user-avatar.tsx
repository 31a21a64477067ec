import { useState } from 'react'
import { avatarInitials } from '~/shared/display'

/** Photo when there is one, else initials (docs/product.md#chrome: two letters, uppercased, or 'US'). */
export function UserAvatar({
  name,
  photoURL,
  size = 40,
}: {
  name: string | null | undefined
  photoURL: string | null | undefined
  size?: number
}) {
  const [failed, setFailed] = useState(false)
  const style = { width: size, height: size }
  if (photoURL && !failed) {
    return (
      <img
        src={photoURL}
        alt=""
        style={style}
        className="rounded-full object-cover"
        onError={() => setFailed(true)}
        referrerPolicy="no-referrer"
      />
    )
  }
  return (
    <span
      aria-hidden="true"
      style={style}
      className="inline-flex items-center justify-center rounded-full bg-brand-100 text-sm font-bold text-brand-800"
    >
      {avatarInitials(name)}
    </span>
  )
}
