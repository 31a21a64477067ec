import { createContext, use } from 'react'
import type { Units } from '~/shared/rules/units'

/**
 * The signed-in athlete's unit of load, provided once at the app's root from the session the app
 * already holds (components/locale-root.tsx). A context, not a query per caller: the player reads
 * it on every set, and a query hook's bookkeeping in each of its renders cost a tap's time.
 */
export const UnitsContext = createContext<Units>('kg')

/** The athlete's unit of load (docs/product.md#units): screens of one's own training use it. */
export function useUnits(): Units {
  return use(UnitsContext)
}
