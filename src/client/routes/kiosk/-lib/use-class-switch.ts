import { useNavigate, useRouterState } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'
import { usePainted } from '~/client/lib/after-paint'
import { trpc } from '~/client/lib/trpc'
import { useKioskUnpaired } from './use-kiosk-unpaired'

/** How often the wall asks for its class: a coach's command shows within about a second. */
export const WALL_CLASS_POLL_MS = 1000

/**
 * The class on this wall (docs/product.md#class-mode), asked for every second by every screen,
 * from the first paint on: on a wall just switched on, the board comes first.
 */
export function useWallClass() {
  const painted = usePainted()
  return trpc.classMode.wall.useQuery(undefined, {
    enabled: painted,
    refetchInterval: WALL_CLASS_POLL_MS,
    refetchIntervalInBackground: true,
  })
}

/**
 * For the kiosk shell: the wall goes to its class view when a coach loads a class, and again at
 * each later command, so a member who wandered to the library is brought back when the class
 * moves on.
 */
export function useClassSwitch() {
  const wall = useWallClass()
  useKioskUnpaired(wall.error)
  const navigate = useNavigate()
  const onClass = useRouterState({ select: (s) => s.location.pathname === '/kiosk/class' })
  const version = wall.data?.class ? wall.data.version : null
  const seen = useRef<number | null>(null)
  useEffect(() => {
    if (version === null || version === seen.current) return
    seen.current = version
    if (!onClass) void navigate({ to: '/kiosk/class' })
  }, [version, onClass, navigate])
}
