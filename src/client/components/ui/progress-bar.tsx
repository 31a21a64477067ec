/** docs/product.md#validation: a value outside 0..max (or not a number) is shown as indeterminate. */
export function ProgressBar({
  value,
  max = 100,
  label,
}: {
  value: number | null | undefined
  max?: number
  label: string
}) {
  const valid =
    typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= max && max > 0
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={valid ? value : undefined}
      className="h-3 w-full overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700"
    >
      <div
        className={`h-full rounded-full bg-emerald-600 transition-[width] ${valid ? '' : 'w-1/3 animate-pulse'}`}
        style={valid ? { width: `${(value / max) * 100}%` } : undefined}
      />
    </div>
  )
}
