import { redirect } from '@tanstack/react-router'
import { isUnauthorized } from '~/client/lib/errors'

/** A kiosk route's data; a screen the server no longer knows goes back to pairing. */
export async function kioskLoad<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load()
  } catch (error) {
    if (isUnauthorized(error)) throw redirect({ to: '/kiosk/pair' })
    throw error
  }
}
