import { trpc } from '~/client/lib/trpc'
import type { Workout } from '~/shared/schemas/catalogue'

/**
 * What a trainer can give a client (docs/product.md#trainer-workouts): their own private
 * workouts first, then the catalogue, as one query-like result for the pickers.
 */
export function useAssignableWorkouts(): {
  data: Workout[] | undefined
  isPending: boolean
  error: unknown
} {
  const mine = trpc.workouts.mine.useQuery()
  const catalogue = trpc.workouts.list.useQuery()
  return {
    data: mine.data && catalogue.data ? [...mine.data, ...catalogue.data] : undefined,
    isPending: mine.isPending || catalogue.isPending,
    error: mine.error ?? catalogue.error,
  }
}
