import { useLingui } from '@lingui/react/macro'
import { useNavigate } from '@tanstack/react-router'
import { errorText } from './errors'
import { useSignOut } from './mutations/use-session-mutations'
import { toast } from './use-toast'

/** docs/product.md#sessions logout: server call; on success clear the cache and go to /auth; on failure stay. */
export function useLogout() {
  const { t } = useLingui()
  const navigate = useNavigate()
  const mutation = useSignOut({
    onSuccess: async () => {
      toast({ title: t`Logged out` })
      await navigate({ to: '/auth' })
    },
    onError: (error) => {
      console.warn('Logout failed', error)
      toast({ title: t`Logout failed`, description: errorText(error), variant: 'destructive' })
    },
  })
  return { logout: () => mutation.mutate({}), pending: mutation.isPending }
}
