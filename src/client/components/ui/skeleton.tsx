import { useLingui } from '@lingui/react/macro'

/** Loading placeholders; docs/product.md#loading fixes how many each screen shows. */
export function Skeletons({ count, className = 'h-32' }: { count: number; className?: string }) {
  const { t } = useLingui()
  return (
    <div role="status" aria-label={t`Loading`} className="grid gap-4">
      {Array.from({ length: count }, (_, i) => (
        <div
          key={i}
          data-testid="skeleton"
          className={`animate-pulse rounded-2xl bg-slate-200 dark:bg-slate-800 ${className}`}
        />
      ))}
    </div>
  )
}
