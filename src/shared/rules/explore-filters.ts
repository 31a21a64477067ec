// Explore's filters (docs/product.md#explore): movement, equipment, body part and difficulty, and
// 'Only what I can do', all applying together. What each row is read as is worked out once per
// library (`exploreFactsOf`), not on every keystroke.
import {
  canDoWith,
  EQUIPMENT_KEYS,
  equipmentKeysOf,
  isBodyweightOnly,
  type EquipmentKey,
} from './equipment'
import { bodyPartOf, difficultyOf, matchesFilter } from './explore'
import { movementsOf, type Movement } from './movement'

/** The equipment filter's values: bodyweight only ('none'), or exercises done with that key. */
export const EQUIPMENT_FILTERS = ['none', ...EQUIPMENT_KEYS] as const
export type EquipmentFilter = (typeof EQUIPMENT_FILTERS)[number]

export function isEquipmentFilter(value: unknown): value is EquipmentFilter {
  return (EQUIPMENT_FILTERS as readonly unknown[]).includes(value)
}

export interface ExploreFacts {
  part: string
  level: string
  movements: Movement[]
  /** One way of doing it needs nothing to own (the floor or a mat will do). */
  bodyweight: boolean
  /** The keys it can be done with ('rings or pull-up bar' → rings, bar). */
  equipmentKeys: EquipmentKey[]
}

export function exploreFactsOf(exercise: {
  name: string
  category?: string | null
  bodyPart: string | null
  difficulty: string | null
  equipment: string
}): ExploreFacts {
  return {
    part: bodyPartOf(exercise.bodyPart),
    level: difficultyOf(exercise.difficulty),
    movements: movementsOf(exercise),
    bodyweight: isBodyweightOnly(exercise.equipment),
    equipmentKeys: equipmentKeysOf(exercise.equipment),
  }
}

export interface ExploreFilters {
  bodyPart?: string
  difficulty?: string
  movement?: Movement
  equipment?: EquipmentFilter
  /** 'Only what I can do': what the athlete owns; null or absent, off. */
  owned?: readonly EquipmentKey[] | null
}

export function matchesExploreFilters(
  facts: ExploreFacts & { equipment: string },
  filters: ExploreFilters,
): boolean {
  const { bodyPart, difficulty, movement, equipment, owned } = filters
  if (!matchesFilter(facts.part, bodyPart) || !matchesFilter(facts.level, difficulty)) return false
  if (movement && !facts.movements.includes(movement)) return false
  if (equipment === 'none' && !facts.bodyweight) return false
  if (equipment && equipment !== 'none' && !facts.equipmentKeys.includes(equipment)) return false
  // Daily's rule for what an athlete can do (equipment.ts).
  if (owned && !canDoWith(facts.equipment, owned)) return false
  return true
}
