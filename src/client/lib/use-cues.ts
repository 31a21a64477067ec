import { useMemo } from 'react'
import { beep, vibrate } from './cues'
import { useSettings } from './use-settings'

/**
 * The sound and vibration cues of the player and the tracker, as Settings allow them
 * (docs/product.md#settings): `cue` at the end of a rest, a timed set or a side ('Switch
 * sides'), `go` as the other side of a per-side hold starts by itself, for an athlete who is not
 * looking at the screen.
 */
export function useCues(): { cue: () => void; go: () => void } {
  const { sound, vibration } = useSettings()
  return useMemo(
    () => ({
      cue: () => {
        if (sound) beep('end')
        if (vibration) vibrate()
      },
      go: () => {
        if (sound) beep('rep')
        if (vibration) vibrate(150)
      },
    }),
    [sound, vibration],
  )
}
