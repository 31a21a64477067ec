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
