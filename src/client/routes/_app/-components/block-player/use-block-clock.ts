import { msg } from '@lingui/core/macro'
import { useEffect, useRef, useState } from 'react'
import { i18n } from '~/client/lib/i18n'
import { blockCues, blockCuesBetween } from '~/shared/rules/block-clock'
import { type PlayerBlock, timingOf, type TimedRun } from '~/shared/rules/block-player'

/**
 * The block clock's readings, four a second while the run goes, and the cues between two
 * readings: a tick, Go, Rest and Time!. The clock is the run's start on the wall clock, so a
 * reload finds it where it was.
 */
export function useBlockClock(
  block: PlayerBlock,
  run: TimedRun | null,
  cues: { cue: () => void; go: () => void; announce: (text: string) => void },
): number {
  const [now, setNow] = useState(() => Date.now())
  const ranBefore = useRef<number | null>(null)
  const stopped = run === null || run.finishedAtMs !== null
  const latest = useRef(cues)
  useEffect(() => {
    latest.current = cues
  })
  useEffect(() => {
    if (stopped) return
    const all = blockCues(timingOf(block))
    const id = setInterval(() => {
      const t = Date.now()
      setNow(t)
      const ran = t - run.startedAt
      const from = ranBefore.current ?? ran
      ranBefore.current = ran
      for (const c of blockCuesBetween(all, from, ran)) {
        if (c.kind === 'tick') latest.current.go()
        else latest.current.cue()
        if (c.kind === 'work') latest.current.announce(i18n._(msg`Go`))
        if (c.kind === 'rest') latest.current.announce(i18n._(msg`Rest`))
        if (c.kind === 'finish') latest.current.announce(i18n._(msg`Time!`))
      }
    }, 250)
    return () => clearInterval(id)
  }, [stopped, run, block])
  return now
}
