import { safeParse } from '~/client/lib/zod-config'
import { Trans, useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { useSignOut } from '~/client/lib/mutations/use-session-mutations'
import { Laptop, MonitorCheck, TriangleAlert } from 'lucide-react'
import { type ReactNode, useState } from 'react'
import { PublicShell } from '~/client/components/public-shell'
import { buttonClass } from '~/client/components/ui/button'
import { Spinner } from '~/client/components/ui/spinner'
import { signInUrl } from '~/client/lib/auth'
import { errorText } from '~/client/lib/errors'
import { trpc } from '~/client/lib/trpc'
import { desktopSignInParams } from '~/shared/schemas/desktop'

/**
 * The desktop app's sign-in, opened by the app in the system browser (docs/decisions/009).
 * Signed out, it offers Google sign-in that comes back here; signed in, one explicit button hands
 * this account to the app through its loopback address.
 */
export const Route = createFileRoute('/desktop-sign-in')({
  validateSearch: (search: Record<string, unknown>) => ({
    port: search.port === undefined ? undefined : String(search.port),
    state: typeof search.state === 'string' ? search.state : undefined,
    challenge: typeof search.challenge === 'string' ? search.challenge : undefined,
  }),
  component: DesktopSignInPage,
})

function DesktopSignInPage() {
  const { t } = useLingui()
  const search = Route.useSearch()
  const params = safeParse(desktopSignInParams, search)
  const session = trpc.auth.session.useQuery()
  const [sent, setSent] = useState(false)
  const handOff = trpc.auth.desktopCode.useMutation({
    onSuccess: ({ redirectUrl }) => {
      setSent(true)
      window.location.assign(redirectUrl)
    },
  })
  const logout = useSignOut({
    onSuccess: () => {
      void session.refetch()
    },
  })

  if (!params.success) {
    return (
      <PublicShell>
        <Heading icon={<TriangleAlert />} title={t`This sign-in link is not valid`} />
        <p className="mt-3 text-slate-700 dark:text-slate-300">
          <Trans>
            Start signing in from the Calisthenics desktop app again; it opens a fresh link.
          </Trans>
        </p>
      </PublicShell>
    )
  }
  if (session.isPending) {
    return (
      <PublicShell>
        <div className="flex justify-center py-8">
          <Spinner label={t`Checking your sign-in...`} />
        </div>
      </PublicShell>
    )
  }
  const user = session.data?.user
  if (sent) {
    return (
      <PublicShell>
        <Heading icon={<MonitorCheck />} title={t`You're signed in to the desktop app`} />
        <p role="status" className="mt-3 text-slate-700 dark:text-slate-300">
          <Trans>You can close this tab and return to the Calisthenics app.</Trans>
        </p>
      </PublicShell>
    )
  }
  if (!user) {
    const here = `/desktop-sign-in?${new URLSearchParams({
      port: String(params.data.port),
      state: params.data.state,
      challenge: params.data.challenge,
    }).toString()}`
    return (
      <PublicShell>
        <Heading icon={<Laptop />} title={t`Sign in to the desktop app`} />
        <p className="mt-3 text-slate-700 dark:text-slate-300">
          <Trans>
            The Calisthenics desktop app opened this page so you can sign in with Google here, in
            your browser. You come back to this page afterwards.
          </Trans>
        </p>
        <button
          type="button"
          className={`${buttonClass('primary', 'lg')} mt-6 w-full`}
          onClick={() => window.location.assign(signInUrl(here))}
        >
          <Trans>Sign in with Google</Trans>
        </button>
      </PublicShell>
    )
  }
  const { username, email } = user
  return (
    <PublicShell>
      <Heading icon={<Laptop />} title={t`Sign in to the desktop app`} />
      <p className="mt-3 text-slate-700 dark:text-slate-300">
        <Trans>
          The Calisthenics app on this computer asks to use your account <strong>{username}</strong>{' '}
          ({email}). Continue only if you started signing in from the app just now.
        </Trans>
      </p>
      {handOff.isError ? (
        <p
          role="alert"
          className="mt-4 rounded-lg bg-red-50 p-4 text-red-900 dark:bg-red-950 dark:text-red-100"
        >
          {errorText(handOff.error)}
        </p>
      ) : null}
      <button
        type="button"
        className={`${buttonClass('primary', 'lg')} mt-6 w-full`}
        disabled={handOff.isPending}
        onClick={() => handOff.mutate(params.data)}
      >
        {handOff.isPending ? t`Opening the app...` : t`Open the desktop app as ${username}`}
      </button>
      <button
        type="button"
        className={`${buttonClass('ghost')} mt-3 w-full`}
        disabled={logout.isPending}
        onClick={() => logout.mutate()}
      >
        <Trans>Use another account</Trans>
      </button>
    </PublicShell>
  )
}

function Heading({ icon, title }: { icon: ReactNode; title: string }) {
  return (
    <div className="flex items-center gap-3">
      <span aria-hidden className="text-brand-700 dark:text-brand-300 [&>svg]:h-8 [&>svg]:w-8">
        {icon}
      </span>
      <h1 className="text-2xl font-bold">{title}</h1>
    </div>
  )
}
