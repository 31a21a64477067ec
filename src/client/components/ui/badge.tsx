import type { ReactNode } from 'react'

/* eslint-disable lingui/no-unlocalized-strings -- Tailwind classes, not texts */
const variantClass = {
  default: 'bg-brand-700 text-white',
  secondary: 'bg-slate-200 text-slate-900 dark:bg-slate-700 dark:text-slate-100',
  destructive: 'bg-red-700 text-white',
  outline: 'border border-slate-400 text-slate-800 dark:text-slate-200',
} as const
/* eslint-enable lingui/no-unlocalized-strings */

export function Badge({
  variant = 'default',
  children,
}: {
  variant?: keyof typeof variantClass
  children: ReactNode
}) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ${variantClass[variant]}`}
    >
      {children}
    </span>
  )
}
