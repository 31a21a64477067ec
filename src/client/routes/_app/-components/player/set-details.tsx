import { Trans, useLingui } from '@lingui/react/macro'
import { buttonClass } from '~/client/components/ui/button'
import { SET_LIMITS } from '~/shared/rules/set-limits'
import { fromKg, type Units } from '~/shared/rules/units'

/** Load and effort of the set on screen (docs/product.md#player: details belong to one set). */
export function SetDetails({
  open,
  onToggle,
  value,
  onChange,
  timed,
  fromLastTime = false,
  units,
}: {
  open: boolean
  onToggle: () => void
  value: { load: string; rpe: string }
  onChange: (v: { load: string; rpe: string }) => void
  timed: boolean
  /** The load is the last session's, pre-filled: said under it. */
  fromLastTime?: boolean
  units: Units
}) {
  const { t } = useLingui()
  return (
    <div>
      <button
        type="button"
        aria-expanded={open}
        aria-controls="set-details"
        onClick={onToggle}
        className={`${buttonClass('ghost', 'md')} w-full`}
      >
        <Trans>Details</Trans> {open ? '▴' : '▾'}
      </button>
      {open ? (
        <div id="set-details" className="mt-2 grid grid-cols-2 gap-3">
          <label className="grid min-w-0 gap-1 text-sm font-semibold">
            <Trans>Load ({units})</Trans>
            <input
              type="number"
              inputMode="decimal"
              step="0.5"
              min={-Math.floor(fromKg(SET_LIMITS.maxLoadKg, units))}
              max={Math.floor(fromKg(SET_LIMITS.maxLoadKg, units))}
              value={value.load}
              onChange={(e) => onChange({ ...value, load: e.target.value })}
              className="min-h-11 rounded-lg border border-slate-300 bg-white px-3 text-base font-normal dark:border-slate-700 dark:bg-slate-900"
              aria-describedby={fromLastTime ? 'load-from-last-time load-hint' : 'load-hint'}
            />
            {fromLastTime ? (
              <span
                id="load-from-last-time"
                className="text-xs font-semibold text-brand-700 dark:text-brand-100"
              >
                {t`From last time`}
              </span>
            ) : null}
            <span id="load-hint" className="text-xs font-normal text-slate-600 dark:text-slate-400">
              {timed
                ? t`A weight vest, or negative for a band`
                : t`Added weight; negative for a band`}
            </span>
          </label>
          <label className="grid min-w-0 content-start gap-1 text-sm font-semibold">
            <Trans>Effort (RPE)</Trans>
            {/* As wide as its column: a longer option ('Nicht angegeben') never pushes it out. */}
            <select
              value={value.rpe}
              onChange={(e) => onChange({ ...value, rpe: e.target.value })}
              className="min-h-11 w-full min-w-0 rounded-lg border border-slate-300 bg-white px-3 text-base font-normal dark:border-slate-700 dark:bg-slate-900"
            >
              <option value="">{t`Not set`}</option>
              {Array.from({ length: 19 }, (_, i) => 1 + i * 0.5).map((n) => (
                <option key={n} value={String(n)}>
                  {n}
                </option>
              ))}
            </select>
          </label>
        </div>
      ) : null}
    </div>
  )
}
