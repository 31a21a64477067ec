import { Trans, useLingui } from '@lingui/react/macro'
import { useId } from 'react'
import { equipmentLabel, movementLabel } from '~/client/lib/display-labels'
import { EQUIPMENT_FILTERS, type EquipmentFilter } from '~/shared/rules/explore-filters'
import { MOVEMENTS, type Movement } from '~/shared/rules/movement'

export const chipButtonClass = (active: boolean) =>
  // eslint-disable-next-line lingui/no-unlocalized-strings -- Tailwind classes, not texts
  `min-h-11 shrink-0 rounded-full px-3.5 text-sm font-medium ${active ? 'bg-slate-900 text-white dark:bg-white dark:text-slate-900' : 'bg-slate-100 text-slate-800 hover:bg-slate-200 dark:bg-slate-800 dark:text-slate-100 dark:hover:bg-slate-700'}`

/** One filter's chip row: 'All' and each value, the active one pressed. */
export function ChipRow({
  label,
  chips,
  active,
  onPick,
}: {
  label: string
  chips: { value: string; label: string }[]
  active: string | undefined
  onPick: (value: string | undefined) => void
}) {
  const { t } = useLingui()
  return (
    <div className="mt-3 flex flex-wrap items-center gap-2" role="group" aria-label={label}>
      <span className="w-full text-xs font-semibold tracking-wide text-slate-600 uppercase sm:w-24 dark:text-slate-400">
        {label}
      </span>
      {[{ value: '', label: t`All` }, ...chips].map((chip) => {
        const pressed = (active ?? '').toLowerCase() === chip.value
        return (
          <button
            key={chip.label}
            type="button"
            aria-pressed={pressed}
            onClick={() => onPick(chip.value || undefined)}
            className={chipButtonClass(pressed)}
          >
            {chip.label}
          </button>
        )
      })}
    </div>
  )
}

/**
 * The movement chips, always on screen: one line that scrolls sideways on a phone rather than
 * taking two (the buttons stay in the tab order, and focus scrolls them into view).
 */
export function MovementChips({
  active,
  onPick,
}: {
  active: Movement | undefined
  onPick: (movement: Movement | undefined) => void
}) {
  const { t } = useLingui()
  return (
    <div
      role="group"
      aria-label={t`Movement`}
      className="-mx-4 mt-3 flex gap-2 overflow-x-auto px-4 pb-1 [scrollbar-width:none] sm:mx-0 sm:flex-wrap sm:px-0"
    >
      {[undefined, ...MOVEMENTS].map((movement) => {
        const pressed = active === movement
        return (
          <button
            key={movement ?? 'all'}
            type="button"
            aria-pressed={pressed}
            onClick={() => onPick(movement)}
            className={chipButtonClass(pressed)}
          >
            {movement ? movementLabel(movement) : t`All`}
          </button>
        )
      })}
    </div>
  )
}

/** The equipment select and, when the account says what it owns, 'Only what I can do'. */
export function EquipmentFilters({
  equipment,
  onEquipment,
  canDo,
  onCanDo,
}: {
  equipment: EquipmentFilter | undefined
  onEquipment: (equipment: EquipmentFilter | undefined) => void
  /** Null: the account carries no equipment, so the switch is left out. */
  canDo: boolean | null
  onCanDo: (on: boolean) => void
}) {
  const { t } = useLingui()
  const id = useId()
  return (
    <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2">
      <div className="flex min-w-0 basis-full items-center gap-2 sm:basis-auto">
        <label htmlFor={`${id}-equipment`} className="shrink-0 text-sm font-semibold">
          <Trans>Equipment</Trans>
        </label>
        <select
          id={`${id}-equipment`}
          value={equipment ?? ''}
          onChange={(e) =>
            onEquipment((e.target.value || undefined) as EquipmentFilter | undefined)
          }
          className="min-h-11 min-w-0 flex-1 rounded-lg border border-slate-300 bg-white px-2 text-sm text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600 sm:w-48 sm:flex-none dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
        >
          <option value="">{t`Any equipment`}</option>
          {EQUIPMENT_FILTERS.map((key) => (
            <option key={key} value={key}>
              {key === 'none' ? t`Bodyweight only` : equipmentLabel(key)}
            </option>
          ))}
        </select>
      </div>
      {canDo === null ? null : (
        <label className="flex min-h-11 cursor-pointer items-center gap-2 text-sm font-semibold">
          <input
            type="checkbox"
            role="switch"
            checked={canDo}
            onChange={(e) => onCanDo(e.target.checked)}
            className="h-6 w-11 shrink-0 cursor-pointer accent-brand-700"
          />
          <Trans>Only what I can do</Trans>
        </label>
      )}
    </div>
  )
}
