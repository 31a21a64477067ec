import { useRouter } from '@tanstack/react-router'
import { useEffect } from 'react'
import { isUnauthorized } from '~/client/lib/errors'
import { trpc } from '~/client/lib/trpc'

/** Sends a kiosk screen back to pairing when the server stops knowing it (revoked, re-paired). */
export function useKioskUnpaired(error: unknown) {
  const router = useRouter()
  const utils = trpc.useUtils()
  useEffect(() => {
    if (!isUnauthorized(error)) return
    void utils.kiosk.device.reset()
    void router.navigate({ to: '/kiosk/pair' })
  }, [error, router, utils])
}
