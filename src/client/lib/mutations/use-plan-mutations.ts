import { trpc } from '../trpc'
import { refreshFirst } from './refresh-first'

// A plan shows on its trainer's list and on its client's Daily.
const plans = (utils: ReturnType<typeof trpc.useUtils>) => utils.plans.invalidate()

export function useCreatePlan(options?: Parameters<typeof trpc.plans.create.useMutation>[0]) {
  const utils = trpc.useUtils()
  return trpc.plans.create.useMutation(refreshFirst(() => plans(utils), options))
}

export function useUpdatePlan(options?: Parameters<typeof trpc.plans.update.useMutation>[0]) {
  const utils = trpc.useUtils()
  return trpc.plans.update.useMutation(refreshFirst(() => plans(utils), options))
}

export function useDeletePlan(options?: Parameters<typeof trpc.plans.delete.useMutation>[0]) {
  const utils = trpc.useUtils()
  return trpc.plans.delete.useMutation(refreshFirst(() => plans(utils), options))
}

/** A trainer's choice for one exercise of a plan: the plan's progression view shows it. */
export function useSetPlanProgression(
  options?: Parameters<typeof trpc.progression.set.useMutation>[0],
) {
  const utils = trpc.useUtils()
  return trpc.progression.set.useMutation(
    refreshFirst(() => utils.progression.invalidate(), options),
  )
}
