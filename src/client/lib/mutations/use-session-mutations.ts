import { clearCachedUser } from '../auth'
import { offlineUser, rememberUser } from '../offline-cache'
import { forgetAnswersOf } from '../offline-store'
import { queryClient, trpc } from '../trpc'
import { refreshFirst } from './refresh-first'

/** Nothing cached about a user outlives their session or their account. */
export async function forgetSignedInUser(): Promise<void> {
  clearCachedUser()
  queryClient.clear()
  // The answers kept for offline use go too; a queue of writes not yet sent stays, for this
  // user's next sign-in only (docs/product.md#offline).
  const userId = offlineUser()
  rememberUser(null)
  if (userId !== null) await forgetAnswersOf(userId).catch(() => undefined)
}

/** Signs out on the server, then forgets the user here. */
export function useSignOut(options?: Parameters<typeof trpc.auth.logout.useMutation>[0]) {
  return trpc.auth.logout.useMutation(refreshFirst(forgetSignedInUser, options))
}
