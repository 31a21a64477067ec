import { EQUIPMENT_KEYS, type EquipmentKey } from '~/shared/rules/equipment'
import { trpc } from './trpc'

/**
 * What the signed-in athlete owns (docs/product.md#equipment), from the session the app already
 * holds; null when the account carries no equipment answer (an older server, or a session cached
 * before it had one), and then Explore leaves 'Only what I can do' out.
 */
export function useOwnedEquipment(): EquipmentKey[] | null {
  const { data } = trpc.auth.session.useQuery()
  // Read loosely: the field is validated here rather than trusted from a cached session.
  const owned = (data?.user as { equipment?: unknown } | null | undefined)?.equipment
  if (!Array.isArray(owned)) return null
  return EQUIPMENT_KEYS.filter((key) => owned.includes(key))
}
