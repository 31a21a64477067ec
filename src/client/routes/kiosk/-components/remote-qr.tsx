import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect } from 'react'
import { usePainted } from '~/client/lib/after-paint'
import { trpc } from '~/client/lib/trpc'
import { kioskText } from './kiosk-ui'
import { QrCode } from './qr-code'

/** A new code this long before the shown one runs out, so a phone scanning now still gets in. */
const RENEW_BEFORE_MS = 60_000

/**
 * The small QR a coach scans to make their phone this wall's class remote
 * (docs/product.md#class-mode). The server keeps only the code's hash, so the wall asks for a
 * fresh code when it starts and before each one runs out.
 */
export function RemoteQr() {
  const { t } = useLingui()
  const issue = trpc.classMode.remoteCode.useMutation()
  const { mutate } = issue
  const expiresAt = issue.data?.expiresAt
  // The first code once the wall has painted its board: the board's text comes first.
  const painted = usePainted()
  useEffect(() => {
    if (!painted) return
    const wait =
      expiresAt === undefined ? 0 : Math.max(5_000, expiresAt - Date.now() - RENEW_BEFORE_MS)
    const id = setTimeout(() => mutate(), wait)
    return () => clearTimeout(id)
  }, [painted, expiresAt, mutate])
  // A failed request tries again in half a minute.
  const failed = issue.isError
  useEffect(() => {
    if (!failed) return
    const id = setTimeout(() => mutate(), 30_000)
    return () => clearTimeout(id)
  }, [failed, mutate])
  const size = 'h-[clamp(3.5rem,7vmin,6rem)] w-[clamp(3.5rem,7vmin,6rem)]'
  // Until the first code comes, its place is kept, unseen, so the header does not move under
  // the board when it does.
  const code = issue.data?.qr
  return (
    <figure
      className={`flex items-center gap-3 ${code ? '' : 'invisible'}`}
      aria-hidden={code ? undefined : true}
    >
      <div className="rounded-lg bg-white p-1" data-remote-qr={code ? '' : undefined}>
        {code ? (
          <QrCode
            code={code}
            label={t`Coaches: scan to use your phone as the class remote`}
            className={`block ${size}`}
          />
        ) : (
          <div className={size} />
        )}
      </div>
      <figcaption
        className={`hidden max-w-[6em] min-w-min leading-tight text-slate-300 xl:block ${kioskText.small}`}
      >
        <Trans>Coach remote</Trans>
      </figcaption>
    </figure>
  )
}
