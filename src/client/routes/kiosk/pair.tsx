import { Trans, useLingui } from '@lingui/react/macro'
import { safeParse } from '~/client/lib/zod-config'
import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { MonitorSmartphone } from 'lucide-react'
import { type FormEvent, useId, useState } from 'react'
import { desktopBridge } from '~/client/lib/desktop-bridge'
import { serverFieldErrors } from '~/client/lib/errors'
import { trpc } from '~/client/lib/trpc'
import { pairingCodeSchema } from '~/shared/schemas/kiosk'
import { focusRing, kioskButton, kioskText } from './-components/kiosk-ui'

export const Route = createFileRoute('/kiosk/pair')({
  component: PairPage,
})

/** A wall screen's first run: type the one-time code an admin got when registering the kiosk. */
function PairPage() {
  const { t } = useLingui()
  const navigate = useNavigate()
  const utils = trpc.useUtils()
  const id = useId()
  const [code, setCode] = useState('')
  const [error, setError] = useState<string | null>(null)
  const pair = trpc.kiosk.pair.useMutation({
    onSuccess: async () => {
      // The screen's layout asks who it is now (with its clock's offsets) and today's board.
      await Promise.all([utils.kiosk.device.invalidate(), utils.kiosk.board.invalidate()])
      await navigate({ to: '/kiosk' })
    },
    onError: (e) => setError(serverFieldErrors(e).code ?? e.message),
  })

  // Inside the kiosk app the main process holds the device token and pairs on its own setup
  // screen; a cookie set here would never reach the server through its forwarding.
  if (desktopBridge()?.mode === 'kiosk') {
    return (
      <main
        id="main"
        className="flex min-h-dvh items-center justify-center bg-slate-950 p-[clamp(1rem,4vmin,4rem)] text-white"
      >
        <div className="w-full max-w-[min(100%,60rem)] rounded-3xl bg-slate-900 p-[clamp(1.25rem,5vmin,4.5rem)] ring-1 ring-slate-700">
          <h1 className={`font-bold ${kioskText.hero}`}>
            <Trans>This screen needs pairing</Trans>
          </h1>
          <p className={`mt-3 text-slate-300 ${kioskText.body}`}>
            <Trans>
              The kiosk app opens its setup screen for the server address and a new pairing code. If
              it does not appear within a minute, restart the app.
            </Trans>
          </p>
        </div>
      </main>
    )
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const parsed = safeParse(pairingCodeSchema, code)
    if (!parsed.success) {
      setError(t`Enter the 8-character pairing code shown when the kiosk was registered`)
      return
    }
    setError(null)
    pair.mutate({ code: parsed.data, delivery: 'cookie' })
  }

  return (
    <main
      id="main"
      className="flex min-h-dvh items-center justify-center bg-slate-950 p-[clamp(1rem,4vmin,4rem)] text-white"
    >
      <form
        onSubmit={submit}
        noValidate
        className="w-full max-w-[min(100%,60rem)] rounded-3xl bg-slate-900 p-[clamp(1.25rem,5vmin,4.5rem)] ring-1 ring-slate-700"
      >
        <MonitorSmartphone
          aria-hidden="true"
          className="h-[8vmin] min-h-12 w-auto text-amber-300"
        />
        <h1 className={`mt-4 font-bold ${kioskText.hero}`}>
          <Trans>Pair this screen</Trans>
        </h1>
        <p className={`mt-3 text-slate-300 ${kioskText.body}`}>
          <Trans>
            An admin registers this kiosk under Admin View → Manage Kiosks and gets a one-time
            pairing code. Type it here once; the screen then shows the gym’s board, timer and
            exercise library.
          </Trans>
        </p>
        <label htmlFor={id} className={`mt-8 block font-semibold ${kioskText.large}`}>
          <Trans>Pairing code</Trans>
        </label>
        <input
          id={id}
          name="code"
          value={code}
          onChange={(e) => setCode(e.target.value)}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          autoFocus
          // eslint-disable-next-line lingui/no-unlocalized-strings -- the code's shape, not a text
          placeholder="ABCD-EFGH"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className={`mt-3 block w-full min-w-0 rounded-2xl border-4 bg-slate-950 px-[clamp(0.75rem,2vmin,2rem)] py-[clamp(0.5rem,1.5vmin,1.5rem)] font-mono tracking-[0.2em] text-white uppercase placeholder:text-slate-500 ${kioskText.hero} ${focusRing} ${error ? 'border-rose-400' : 'border-slate-600'}`}
        />
        {error ? (
          <p
            id={`${id}-error`}
            role="alert"
            className={`mt-4 font-semibold text-rose-300 ${kioskText.body}`}
          >
            {error}
          </p>
        ) : null}
        <button type="submit" className={`mt-8 w-full ${kioskButton()}`} disabled={pair.isPending}>
          {pair.isPending ? <Trans>Pairing…</Trans> : <Trans>Pair</Trans>}
        </button>
      </form>
    </main>
  )
}
