import { useLingui } from '@lingui/react/macro'
import { Minus, Plus } from 'lucide-react'
import { useId, useState } from 'react'
import { focusRing, kioskText } from './kiosk-ui'

const stepButtonClass = `inline-flex h-[clamp(3.5rem,7.5vmin,6rem)] w-[clamp(3.5rem,7.5vmin,6rem)] shrink-0 items-center justify-center rounded-2xl bg-slate-800 text-white ring-2 ring-slate-500 hover:bg-slate-700 disabled:opacity-40 ${focusRing}`

/**
 * A number set by touch (big − and + buttons) or keyboard (a labelled number input: type a value,
 * or arrow keys step it). Out-of-range typing is clamped when the field is left.
 */
export function Stepper({
  label,
  value,
  onChange,
  min,
  max,
  step,
  disabled,
}: {
  label: string
  value: number
  onChange: (value: number) => void
  min: number
  max: number
  step: number
  disabled?: boolean
}) {
  const { t, i18n } = useLingui()
  const id = useId()
  // Inside a sentence ('Decrease rest seconds'); German keeps its nouns' capitals.
  const name = i18n.locale === 'de' ? label : label.toLowerCase()
  const [draft, setDraft] = useState<string | null>(null)
  const clamp = (n: number) => Math.min(max, Math.max(min, Math.round(n)))
  const commit = (text: string) => {
    const n = Number(text)
    if (text.trim() !== '' && Number.isFinite(n)) onChange(clamp(n))
  }
  // Snap to the step grid, so 37 + 5 is 40, not 42.
  const bump = (direction: 1 | -1) => {
    const snapped =
      direction > 0 ? Math.floor(value / step) * step + step : Math.ceil(value / step) * step - step
    onChange(clamp(snapped))
  }
  return (
    <div className="min-w-0">
      <label htmlFor={id} className={`block font-semibold text-slate-200 ${kioskText.body}`}>
        {label}
      </label>
      <div className="mt-2 flex items-center gap-[clamp(0.5rem,1vmin,1rem)]">
        <button
          type="button"
          className={stepButtonClass}
          onClick={() => bump(-1)}
          disabled={disabled || value <= min}
          aria-label={t`Decrease ${name}`}
        >
          <Minus aria-hidden="true" className="h-1/2 w-1/2" strokeWidth={3} />
        </button>
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={min}
          max={max}
          step={step}
          disabled={disabled}
          value={draft ?? String(value)}
          onChange={(e) => {
            setDraft(e.target.value)
            const n = Number(e.target.value)
            if (e.target.value !== '' && Number.isFinite(n) && n >= min && n <= max)
              onChange(Math.round(n))
          }}
          onBlur={(e) => {
            commit(e.target.value)
            setDraft(null)
          }}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              commit(e.currentTarget.value)
              setDraft(null)
            }
          }}
          className={`h-[clamp(3.5rem,7.5vmin,6rem)] w-[4.2ch] min-w-0 rounded-2xl border-2 border-slate-500 bg-slate-950 text-center font-bold text-white tabular-nums [appearance:textfield] [&::-webkit-inner-spin-button]:appearance-none [&::-webkit-outer-spin-button]:appearance-none disabled:opacity-60 ${kioskText.title} ${focusRing}`}
        />
        <button
          type="button"
          className={stepButtonClass}
          onClick={() => bump(1)}
          disabled={disabled || value >= max}
          aria-label={t`Increase ${name}`}
        >
          <Plus aria-hidden="true" className="h-1/2 w-1/2" strokeWidth={3} />
        </button>
      </div>
    </div>
  )
}
