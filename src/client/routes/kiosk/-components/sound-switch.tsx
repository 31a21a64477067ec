import { Trans } from '@lingui/react/macro'
import { Volume2, VolumeX } from 'lucide-react'
import { unlockAudio } from '../-lib/kiosk-sounds'
import { kioskButton } from './kiosk-ui'

/** The kiosk timers' 'Sound' switch; pressing it also lets the browser play the cues. */
export function SoundSwitch({
  sound,
  onChange,
  className = '',
}: {
  sound: boolean
  onChange: (sound: boolean) => void
  className?: string
}) {
  return (
    <button
      type="button"
      className={`${kioskButton('secondary')} ${className}`}
      aria-pressed={sound}
      onClick={() => {
        unlockAudio()
        onChange(!sound)
      }}
    >
      {sound ? (
        <Volume2 aria-hidden="true" className="h-[1em] w-[1em]" />
      ) : (
        <VolumeX aria-hidden="true" className="h-[1em] w-[1em]" />
      )}
      <Trans>Sound</Trans>
    </button>
  )
}
