// Units of load (docs/product.md#units): the set log stores kilograms; each athlete enters and
// reads loads in their own unit, kilograms or pounds. One home for the server and every screen.

export const UNITS = ['kg', 'lb'] as const
export type Units = (typeof UNITS)[number]

const KG_PER_LB = 0.45359237

/** Regions whose people weigh in pounds: the United States, Liberia and Myanmar. */
const POUND_REGIONS = new Set(['US', 'LR', 'MM'])

/**
 * The unit a browser's language suggests ('en-US' → lb, 'de-DE' or 'en' → kg): the first
 * language of an Accept-Language header or `navigator.language`.
 */
export function unitsForLocale(locale: string | null | undefined): Units {
  const first = (locale ?? '').split(',')[0]?.split(';')[0]?.trim() ?? ''
  const region = first.split(/[-_]/)[1]?.toUpperCase() ?? ''
  return POUND_REGIONS.has(region) ? 'lb' : 'kg'
}

/** A stored load (kg) in `units`, unrounded. */
export function fromKg(kg: number, units: Units): number {
  return units === 'kg' ? kg : kg / KG_PER_LB
}

/** A load entered in `units`, as stored (kg). */
export function toKg(value: number, units: Units): number {
  return units === 'kg' ? value : value * KG_PER_LB
}

/**
 * A load as a figure in `units`, no trailing zero: kilograms to two decimals ('2.25'), pounds to
 * one ('45', '22.5'), so a load entered in pounds reads back as entered.
 */
export function loadFigure(kg: number, units: Units): string {
  return String(Number(fromKg(kg, units).toFixed(units === 'kg' ? 2 : 1)))
}

/** The form's text for a stored load in `units` ('' without one). */
export function loadInput(kg: number | null, units: Units): string {
  return kg === null ? '' : loadFigure(kg, units)
}

/**
 * A body weight, kept in whole kilograms on the account, as a whole figure in `units`: 80 kg
 * reads 176 lb (docs/product.md#units).
 */
export function bodyWeightFigure(kg: number, units: Units): number {
  return Math.round(fromKg(kg, units))
}

/**
 * A body weight typed in `units`, as kept: whole kilograms, so a figure in pounds reads back to
 * within a pound (177 lb is kept as 80 kg and reads 176 lb).
 */
export function bodyWeightKg(value: number, units: Units): number {
  return units === 'kg' ? value : Math.round(toKg(value, units))
}

/** The body weights the account takes, in kilograms (the profile's limits). */
export const BODY_WEIGHT_KG = { min: 30, max: 300 } as const

/** Those limits in `units`, whole figures inside them: 30-300 kg, 67-661 lb. */
export function bodyWeightLimits(units: Units): { min: number; max: number } {
  return {
    min: Math.ceil(fromKg(BODY_WEIGHT_KG.min, units)),
    max: Math.floor(fromKg(BODY_WEIGHT_KG.max, units)),
  }
}
