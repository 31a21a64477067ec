import { plural } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useRouter } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { kioskButton, kioskText } from './kiosk-ui'

/** The server cannot be reached (or failed): say so, and try again with growing pauses. */
export function KioskOffline({ error }: { error: unknown }) {
  const { t } = useLingui()
  const router = useRouter()
  const [attempt, setAttempt] = useState(0)
  const waitSeconds = Math.min(60, 5 * 2 ** attempt)
  useEffect(() => {
    const id = setTimeout(() => {
      setAttempt((a) => a + 1)
      void router.invalidate()
    }, waitSeconds * 1000)
    return () => clearTimeout(id)
  }, [router, waitSeconds])
  const message = error instanceof Error ? error.message : t`Unknown error`
  return (
    <div className="flex min-h-[60dvh] flex-1 flex-col items-center justify-center gap-6 bg-slate-950 p-8 text-center text-white">
      <h1 className={`font-bold ${kioskText.hero}`}>
        <Trans>Can’t reach the server</Trans>
      </h1>
      <p className={`max-w-[40ch] text-slate-300 ${kioskText.large}`}>
        {t`This screen will try again in ${plural(waitSeconds, { one: '# second', other: '# seconds' })}.`}
      </p>
      <p className={`text-slate-400 ${kioskText.small}`}>{message}</p>
      <button type="button" className={kioskButton()} onClick={() => void router.invalidate()}>
        <Trans>Try again now</Trans>
      </button>
    </div>
  )
}
