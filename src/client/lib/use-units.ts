import type { Units } from '~/shared/rules/units'
import { trpc } from './trpc'

/**
 * The signed-in athlete's unit of load (docs/product.md#units), from the session the app already
 * holds: screens of one's own training enter and show loads in it.
 */
export function useUnits(): Units {
  const { data } = trpc.auth.session.useQuery()
  return data?.user?.units ?? 'kg'
}
