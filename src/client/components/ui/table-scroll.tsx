import type { ReactNode } from 'react'

/**
 * A table wider than a phone scrolls sideways inside this region; it takes focus so keyboard
 * users can scroll it too (axe: scrollable-region-focusable).
 */
export function TableScroll({
  label,
  className = '',
  busy,
  children,
}: {
  label: string
  className?: string
  busy?: boolean
  children: ReactNode
}) {
  return (
    <div
      role="region"
      aria-label={label}
      aria-busy={busy}
      tabIndex={0}
      className={`overflow-x-auto focus-visible:ring-2 focus-visible:ring-blue-500 focus-visible:outline-none ${className}`}
    >
      {children}
    </div>
  )
}
