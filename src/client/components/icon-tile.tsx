import type { LucideIcon } from 'lucide-react'

/** The brand-coloured square icon that leads a Daily section: a plan, a trainer's request. */
export function IconTile({ Icon }: { Icon: LucideIcon }) {
  return (
    <span className="mt-1 inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-xl bg-brand-100 text-brand-800 dark:bg-slate-800 dark:text-brand-100">
      <Icon aria-hidden className="h-5 w-5" />
    </span>
  )
}
