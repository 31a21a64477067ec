// A coach's phone as the wall's class remote (docs/product.md#class-mode).
import { trpc } from '../trpc'
import { refreshFirst } from './refresh-first'

/** Pairing lets the phone read the wall's class. */
export function usePairRemote(
  options?: Parameters<typeof trpc.classMode.pairRemote.useMutation>[0],
) {
  const utils = trpc.useUtils()
  return trpc.classMode.pairRemote.useMutation(
    refreshFirst(() => utils.classMode.remote.invalidate(), options),
  )
}

/**
 * A command moves the class; a refusal (409: another coach pressed first) means the remote's
 * class is stale too, so both refetch it.
 */
export function useClassCommand(
  kioskId: number,
  options?: Parameters<typeof trpc.classMode.command.useMutation>[0],
) {
  const utils = trpc.useUtils()
  return trpc.classMode.command.useMutation(
    refreshFirst(() => utils.classMode.remote.invalidate({ kioskId }), options, { onError: true }),
  )
}
