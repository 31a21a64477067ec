import { clearCachedUser } from '../auth'
import { queryClient, trpc } from '../trpc'
import { refreshFirst } from './refresh-first'

/** Nothing cached about a user outlives their session or their account. */
export async function forgetSignedInUser(): Promise<void> {
  clearCachedUser()
  queryClient.clear()
}

/** Signs out on the server, then forgets the user here. */
export function useSignOut(options?: Parameters<typeof trpc.auth.logout.useMutation>[0]) {
  return trpc.auth.logout.useMutation(refreshFirst(forgetSignedInUser, options))
}
