import type { User } from '~/shared/schemas/user'
import { isUnauthorized } from './errors'
import type { TrpcUtils } from './trpc'

/** docs/product.md#sessions: the signed-in user is cached in session storage under this key. */
export const CURRENT_USER_KEY = 'currentUser'

function readCachedUser(): User | null {
  try {
    const raw = sessionStorage.getItem(CURRENT_USER_KEY)
    return raw ? (JSON.parse(raw) as User) : null
  } catch {
    return null
  }
}

export function clearCachedUser(): void {
  sessionStorage.removeItem(CURRENT_USER_KEY)
}

/**
 * The signed-in user, or null when signed out. docs/product.md#sessions: when the call fails for another reason
 * (network down) the cached copy is used; a 401 always means signed out.
 */
export async function loadCurrentUser(utils: TrpcUtils): Promise<User | null> {
  try {
    const { user } = await utils.auth.session.ensureData()
    if (user) sessionStorage.setItem(CURRENT_USER_KEY, JSON.stringify(user))
    else clearCachedUser()
    return user
  } catch (error) {
    if (isUnauthorized(error)) {
      clearCachedUser()
      return null
    }
    const cached = readCachedUser()
    if (cached) return cached
    throw error
  }
}

/** Starts the server-side Google code flow (docs/product.md#sign-in-flow), remembering where to come back to. */
export function signInUrl(returnTo: string): string {
  const params = new URLSearchParams({ returnTo })
  try {
    params.set('tz', Intl.DateTimeFormat().resolvedOptions().timeZone)
  } catch {
    // No time zone support: the server keeps UTC.
  }
  return `/api/auth/google?${params.toString()}`
}
