/** Percentage ring 0-100 (docs/product.md#daily), announced as a progress bar. */
export function ProgressRing({
  percent,
  size = 72,
  label,
}: {
  percent: number
  size?: number
  label: string
}) {
  const value = Math.max(0, Math.min(100, Math.round(percent)))
  const r = (size - 8) / 2
  const c = 2 * Math.PI * r
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
      className="relative inline-flex shrink-0 items-center justify-center"
      style={{ width: size, height: size }}
    >
      <svg width={size} height={size} aria-hidden="true" className="-rotate-90">
        <circle
          cx={size / 2}
          cy={size / 2}
          r={r}
          strokeWidth="8"
          className="fill-none stroke-slate-200 dark:stroke-slate-700"
        />
        <circle
          cx={size / 2}
          cy={size / 2}
          r={r}
          strokeWidth="8"
          strokeLinecap="round"
          strokeDasharray={c}
          strokeDashoffset={c - (value / 100) * c}
          className="fill-none stroke-emerald-600 transition-[stroke-dashoffset]"
        />
      </svg>
      <span className="absolute text-sm font-bold">{value}%</span>
    </div>
  )
}
