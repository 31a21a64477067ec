import { useRouter } from '@tanstack/react-router'
import { useEffect } from 'react'
import { isUnauthorized } from './errors'
import { trpc } from './trpc'

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
