import { msg } from '@lingui/core/macro'
import { type Dispatch, type SetStateAction, useEffect, useRef, useState } from 'react'
import { i18n } from '~/client/lib/i18n'
import type { PlayerSession } from '~/client/lib/player-session'
import { useCues } from '~/client/lib/use-cues'
import { useWakeLock } from '~/client/lib/use-wake-lock'
import { adjustRest, type Position, positionKey, SWITCH_SIDES_SECONDS } from '~/shared/rules/player'
import { goSideAnnouncement, switchSidesAnnouncement } from './player-labels'
import { type Item, setText } from './player-source'

/** The get-ready count before a hold: 3-2-1. */
const GET_READY_MS = 3000
/** Said (not shown) before a rest ends, for a screen reader user looking away. */
const REST_WARNING_SECONDS = 10

/**
 * A hold under way for the set `at` (a position key): the get-ready count (or, `switching`, the
 * 'Switch sides' count between the sides of a per-side hold) until `readyAt`, then the seconds
 * held; `cued` once the target's cue sounded, `started` once the other side's go cue did.
 */
interface HoldState {
  at: string
  readyAt: number
  cued: boolean
  switching: boolean
  started: boolean
}

/**
 * The player's clocks (docs/product.md#player): the rest after a set, a hold's get-ready count
 * and seconds held, the 'Switch sides' count, with their cues and what a screen reader hears.
 * The rest lives in the session (a reload resumes it); a hold lives here.
 */
export function usePlayerTimers({
  session,
  setSession,
  position,
  config,
  items,
  configs,
  announce,
}: {
  session: PlayerSession
  setSession: Dispatch<SetStateAction<PlayerSession>>
  position: Position
  config: { workSeconds: number } | undefined
  items: readonly Item[]
  configs: readonly { sets: number }[]
  announce: (text: string) => void
}) {
  const [now, setNow] = useState(() => Date.now())
  // The clock: while a rest or a hold runs, four readings a second (the display rounds).
  const [hold, setHold] = useState<HoldState | null>(null)
  // A new set on screen: a hold carries on only when it was started for it (the other side's).
  // Set while rendering only when a hold is dropped, so a Log Set renders the player once.
  if (hold !== null && hold.at !== positionKey(position)) setHold(null)
  const ticking = session.endedAt === null && (session.rest !== null || hold !== null)
  useWakeLock(session.endedAt === null)

  // `goCue`: the other side's hold starts, a short cue for an athlete who is not looking.
  const { cue, go: goCue } = useCues()

  // Each clock reading: the rest's end (cues, and the next set is up), a warning before it, and
  // the hold's target reached (one cue; the athlete stops when done, as a longer hold counts).
  const latest = useRef({ session, position, hold, config, cue, goCue, announce })
  useEffect(() => {
    latest.current = { session, position, hold, config, cue, goCue, announce }
  })
  const warned = useRef(0)
  // The screen is drawn again when what it shows from the clock changes (once a second), not on
  // every reading: a tap during a rest or a hold does not wait behind a render of the player.
  const clockShown = useRef('')
  useEffect(() => {
    if (!ticking) return
    const id = setInterval(() => {
      const t = Date.now()
      const shown = clockFigures(latest.current.session.rest, latest.current.hold, t)
      if (shown !== clockShown.current) {
        clockShown.current = shown
        setNow(t)
      }
      const {
        session: s,
        position: p,
        hold: h,
        config: c,
        cue: ring,
        announce: say,
      } = latest.current
      if (s.rest) {
        const left = Math.ceil((s.rest.endsAt - t) / 1000)
        if (left <= 0) {
          ring()
          setSession((x) => ({ ...x, rest: null }))
          const upNow = setText(items, configs, p)
          say(i18n._(msg`Rest over. ${upNow}`))
        } else if (left === REST_WARNING_SECONDS && warned.current !== s.rest.endsAt) {
          warned.current = s.rest.endsAt
          const seconds = REST_WARNING_SECONDS
          say(i18n._(msg`${seconds} seconds of rest left`))
        }
      }
      if (h?.switching && !h.started && t >= h.readyAt) {
        latest.current.goCue()
        setHold((x) => x && { ...x, started: true })
        say(goSideAnnouncement(p.side))
      }
      if (h && !h.cued && c && t - h.readyAt >= c.workSeconds * 1000) {
        ring()
        setHold((x) => x && { ...x, cued: true })
      }
    }, 250)
    return () => clearInterval(id)
  }, [ticking, items, configs, setSession])

  const heldMs = hold && now >= hold.readyAt ? now - hold.readyAt : 0
  return {
    now,
    setNow,
    hold,
    cue,
    goCue,
    restLeft: session.rest ? Math.max(0, Math.ceil((session.rest.endsAt - now) / 1000)) : 0,
    holdSeconds: Math.floor(heldMs / 1000),
    getReady: hold && now < hold.readyAt ? Math.ceil((hold.readyAt - now) / 1000) : null,
    startHold: (at: string) => {
      const t = Date.now()
      setNow(t)
      setHold({ at, readyAt: t + GET_READY_MS, cued: false, switching: false, started: false })
      announce(i18n._(msg`Get ready: 3, 2, 1`))
    },
    /** The hold's whole seconds, as it stops; null when it had not begun (the count cancelled). */
    stopHold: (): number | null => {
      if (!hold) return null
      const t = Date.now()
      if (t < hold.readyAt) {
        setHold(null)
        return null
      }
      return Math.floor((t - hold.readyAt) / 1000)
    },
    /** A per-side hold: the 'Switch sides' screen, with a cue, then the other side's hold. */
    switchSides: (next: Position) => {
      setHold({
        at: positionKey(next),
        readyAt: Date.now() + SWITCH_SIDES_SECONDS * 1000,
        cued: false,
        switching: true,
        started: false,
      })
      cue()
      announce(switchSidesAnnouncement(next.side, SWITCH_SIDES_SECONDS))
    },
    skipRest: () => {
      setSession((s) => ({ ...s, rest: null }))
      announce(setText(items, configs, position))
    },
    /** Lengthens (+15) or shortens (−15) the rest by that many seconds. */
    changeRest: (seconds: number) => {
      const t = Date.now()
      setNow(t)
      setSession((s) => (s.rest ? { ...s, rest: adjustRest(s.rest, seconds, t) } : s))
    },
  }
}

/**
 * What the screen shows from the clock at `t`: the rest's seconds left, and the hold's get-ready
 * count or its seconds held (the same sums as the render's).
 */
function clockFigures(rest: PlayerSession['rest'], hold: HoldState | null, t: number): string {
  const restLeft = rest ? Math.max(0, Math.ceil((rest.endsAt - t) / 1000)) : ''
  const held = !hold
    ? ''
    : t < hold.readyAt
      ? `ready ${Math.ceil((hold.readyAt - t) / 1000)}`
      : `held ${Math.floor((t - hold.readyAt) / 1000)}`
  return `${restLeft}|${held}`
}
