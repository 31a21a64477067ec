import { useNavigate } from '@tanstack/react-router'
import { clearCachedUser } from './auth'
import { errorText } from './errors'
import { queryClient, trpc } from './trpc'
import { toast } from './use-toast'

/** docs/product.md#sessions logout: server call; on success clear the cache and go to /auth; on failure stay. */
export function useLogout() {
  const navigate = useNavigate()
  const mutation = trpc.auth.logout.useMutation({
    onSuccess: async () => {
      clearCachedUser()
      queryClient.clear()
      toast({ title: 'Logged out' })
      await navigate({ to: '/auth' })
    },
    onError: (error) => {
      console.warn('Logout failed', error)
      toast({ title: 'Logout failed', description: errorText(error), variant: 'destructive' })
    },
  })
  return { logout: () => mutation.mutate({}), pending: mutation.isPending }
}
