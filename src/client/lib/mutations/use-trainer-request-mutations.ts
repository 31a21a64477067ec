// The athlete's answers to trainers' requests (docs/product.md#assign-trainer).
import { trpc } from '../trpc'
import { refreshFirst } from './refresh-first'

type Utils = ReturnType<typeof trpc.useUtils>

/** The waiting requests; a refusal (409: closed meanwhile) means the list is stale too. */
const requests = (utils: Utils) => utils.trainerRequests.mine.invalidate()

/** Accepting gives the athlete a trainer (the session's user carries it) and closes the rest. */
export function useAcceptTrainerRequest(
  options?: Parameters<typeof trpc.trainerRequests.accept.useMutation>[0],
) {
  const utils = trpc.useUtils()
  return trpc.trainerRequests.accept.useMutation(
    refreshFirst(() => Promise.all([requests(utils), utils.auth.session.invalidate()]), options, {
      onError: true,
    }),
  )
}

export function useDeclineTrainerRequest(
  options?: Parameters<typeof trpc.trainerRequests.decline.useMutation>[0],
) {
  const utils = trpc.useUtils()
  return trpc.trainerRequests.decline.useMutation(
    refreshFirst(() => requests(utils), options, { onError: true }),
  )
}
