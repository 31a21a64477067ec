// What an exercise needs to be done, read from its free-text `equipment` ('pull-up bar',
// 'rings or pull-up bar', 'parallettes or floor', 'pull-up bar and resistance band'), and what an
// athlete owns (docs/product.md#equipment). One home for both, so Daily's choice, Explore's
// equipment filter and its 'Only what I can do' read an exercise's equipment the same way.

/** What an athlete can own; none of them means bodyweight only. */
export const EQUIPMENT_KEYS = [
  'bar',
  'rings',
  'parallettes',
  'dip-bars',
  'wall',
  'box',
  'band',
  'weights',
] as const
export type EquipmentKey = (typeof EQUIPMENT_KEYS)[number]

export const EQUIPMENT_LABELS: Readonly<Record<EquipmentKey, string>> = {
  bar: 'Pull-up bar',
  rings: 'Rings',
  parallettes: 'Parallettes',
  'dip-bars': 'Dip bars',
  wall: 'Wall',
  box: 'Box or bench',
  band: 'Resistance band',
  weights: 'Weights',
}

export function isEquipmentKey(value: unknown): value is EquipmentKey {
  return (EQUIPMENT_KEYS as readonly unknown[]).includes(value)
}

// The words of the equipment text that name each key, tried in this order on what is left of the
// text: 'parallel bars' and 'dip bars' must be taken as dip bars before 'bar' reads them as a
// pull-up bar. Anything no key names (a mat, a floor, blocks, a jump rope, an anchor for the
// heels) is taken to be at hand: nobody is kept from an exercise for want of a mat.
const TERMS: readonly (readonly [EquipmentKey, RegExp])[] = [
  ['dip-bars', /\b(parallel bars?|dip (bars?|station)|p-?bars?)\b/g],
  ['parallettes', /\bparallettes?\b/g],
  ['rings', /\b(gymnastic )?rings?\b/g],
  ['bar', /\b((pull-?up|chin-?up|low|high) )?bars?\b/g],
  ['wall', /\bwalls?\b/g],
  ['box', /\b(box(es)?|benche?s?|steps?|chairs?|plyo box)\b/g],
  ['band', /\b(resistance )?bands?\b/g],
  [
    'weights',
    /\b(weights?|dumbbells?|kettlebells?|barbells?|plates?|weight vest|weighted vest)\b/g,
  ],
]

/**
 * The ways to do an exercise: its equipment text split on 'or', each alternative the keys it
 * needs (all of them: 'pull-up bar and resistance band' is one alternative of two keys). An
 * alternative that needs no key ('floor', 'none', 'mat', anything marked 'optional') is an empty
 * list, so a blank or 'none' text is `[[]]`.
 */
export function equipmentOptionsOf(text: string | null | undefined): EquipmentKey[][] {
  const alternatives = (text ?? '').toLowerCase().split(/\s+or\s+|\s*\/\s*|\s*,\s*/)
  return alternatives.map((alternative) => {
    if (/\boptional\b/.test(alternative)) return []
    let rest = alternative
    const keys = new Set<EquipmentKey>()
    for (const [key, pattern] of TERMS) {
      rest = rest.replace(pattern, () => {
        keys.add(key)
        return ' '
      })
    }
    return EQUIPMENT_KEYS.filter((k) => keys.has(k))
  })
}

/**
 * Every key the equipment text names, in EQUIPMENT_KEYS order: what the exercise can be done
 * with ('rings or pull-up bar' → rings and bar). Empty for bodyweight exercises.
 */
export function equipmentKeysOf(text: string | null | undefined): EquipmentKey[] {
  const named = new Set(equipmentOptionsOf(text).flat())
  return EQUIPMENT_KEYS.filter((k) => named.has(k))
}

/** Whether it can be done with nothing but the body (one of its alternatives needs no key). */
export function isBodyweightOnly(text: string | null | undefined): boolean {
  return equipmentOptionsOf(text).some((keys) => keys.length === 0)
}

/** Whether an athlete owning `owned` can do it: one alternative needs nothing they lack. */
export function canDoWith(text: string | null | undefined, owned: Iterable<EquipmentKey>): boolean {
  const have = new Set(owned)
  return equipmentOptionsOf(text).some((keys) => keys.every((k) => have.has(k)))
}
