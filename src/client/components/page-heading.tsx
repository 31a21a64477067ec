import type { ReactNode } from 'react'
import { BackButton } from './back-button'

export function PageHeading({
  title,
  subtitle,
  back,
  backTo,
  actions,
}: {
  title: string
  subtitle?: string
  back?: boolean
  backTo?: string
  actions?: ReactNode
}) {
  return (
    // The actions wrap under the title when both do not fit (a phone with three actions), rather
    // than squeezing the title to nothing.
    <div className="mb-6 flex flex-wrap items-start gap-2">
      {back ? <BackButton to={backTo} /> : null}
      <div className="min-w-0 flex-1 basis-48">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
        {subtitle ? <p className="mt-1 text-slate-600 dark:text-slate-400">{subtitle}</p> : null}
      </div>
      {actions}
    </div>
  )
}
