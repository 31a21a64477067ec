import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { createFileRoute, Link, redirect, useNavigate } from '@tanstack/react-router'
import { CheckCircle2, Dumbbell } from 'lucide-react'
import { useEffect, useState } from 'react'
import { buttonClass } from '~/client/components/ui/button'
import { loadCurrentUser, signInUrl } from '~/client/lib/auth'
import { desktopBridge } from '~/client/lib/desktop-bridge'
import { toast } from '~/client/lib/use-toast'
import { safeReturnPath } from '~/shared/display'

interface AuthSearch {
  redirect?: string
  signedIn?: boolean
  next?: string
  error?: string
}

const ERROR_DETAILS: Record<string, MessageDescriptor> = {
  state: msg`The sign-in attempt expired or did not match. Please start again.`,
  exchange: msg`Google could not confirm the sign-in.`,
  denied: msg`Sign-in was cancelled.`,
}
const REDIRECT_FALLBACK_MS = 500
/** How long the success banner stays up at least, so it is read; under the fallback's 500 ms. */
const BANNER_MIN_MS = 400

export const Route = createFileRoute('/auth')({
  validateSearch: (search: Record<string, unknown>): AuthSearch => ({
    redirect: typeof search.redirect === 'string' ? search.redirect : undefined,
    signedIn:
      search.signedIn === 1 || search.signedIn === '1' || search.signedIn === true
        ? true
        : undefined,
    next: typeof search.next === 'string' ? search.next : undefined,
    error: typeof search.error === 'string' ? search.error : undefined,
  }),
  beforeLoad: async ({ context, search }) => {
    if (search.signedIn || search.error) return
    const user = await loadCurrentUser(context.utils).catch(() => null)
    if (user) throw redirect({ to: '/daily', replace: true })
  },
  component: SignInPage,
})

const footerLinkClass =
  'font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800 dark:text-brand-100'

const BENEFITS = [
  msg`Daily workouts personalised to your level`,
  msg`Exercise tutorials with proper form`,
  msg`Progress tracking and achievements`,
  msg`Lessons on advanced calisthenics skills`,
]

function SignInPage() {
  const { t } = useLingui()
  const search = Route.useSearch()
  const { utils } = Route.useRouteContext()
  const navigate = useNavigate()
  const [signingIn, setSigningIn] = useState(false)

  // Coming back with the browser's back button restores this page from cache: re-enable the button.
  useEffect(() => {
    const reset = (e: PageTransitionEvent) => e.persisted && setSigningIn(false)
    window.addEventListener('pageshow', reset)
    return () => window.removeEventListener('pageshow', reset)
  }, [])

  // docs/product.md#sign-in: the banner shows, then Daily (or the page the visitor came from)
  // opens; should the app not get there, a full page load does after 500 ms.
  useEffect(() => {
    if (!search.signedIn) return
    const next = safeReturnPath(search.next)
    const shownAt = Date.now()
    let cancelled = false
    const fallback = setTimeout(() => window.location.assign(next), REDIRECT_FALLBACK_MS)
    void (async () => {
      await utils.auth.session.invalidate()
      const user = await loadCurrentUser(utils).catch(() => null)
      if (!user || cancelled) return
      const left = BANNER_MIN_MS - (Date.now() - shownAt)
      if (left > 0) await new Promise((resolve) => setTimeout(resolve, left))
      if (cancelled) return
      clearTimeout(fallback)
      const username = user.username
      toast({
        title: t`Login successful`,
        description: t`Welcome, ${username}!`,
        variant: 'success',
      })
      await navigate({ to: next, replace: true })
    })()
    return () => {
      cancelled = true
      clearTimeout(fallback)
    }
  }, [search.signedIn, search.next, utils, navigate, t])

  useEffect(() => {
    if (!search.error) return
    const detail = ERROR_DETAILS[search.error]
    toast({
      title: t`Google sign-in failed`,
      description: detail ? t(detail) : t`The sign-in could not be completed.`,
      variant: 'destructive',
    })
  }, [search.error, t])

  const start = async () => {
    setSigningIn(true)
    const desktop = desktopBridge()
    if (!desktop) {
      window.location.assign(signInUrl(safeReturnPath(search.redirect)))
      return
    }
    // Google refuses embedded browsers: the app signs in through the system browser (RFC 8252).
    const result = await desktop.signIn()
    if (!result.ok) {
      setSigningIn(false)
      toast({
        title: t`Google sign-in failed`,
        description: result.message ?? t`The sign-in could not be completed.`,
        variant: 'destructive',
      })
      return
    }
    await navigate({
      to: '/auth',
      search: { signedIn: true, next: safeReturnPath(search.redirect) },
      replace: true,
    })
  }

  return (
    <main
      id="main"
      className="min-h-screen bg-gradient-to-br from-brand-50 via-white to-slate-100 dark:from-slate-950 dark:via-slate-950 dark:to-slate-900"
    >
      <div className="mx-auto grid min-h-screen max-w-6xl items-center gap-10 px-4 py-10 md:grid-cols-2 md:px-8">
        <section aria-labelledby="welcome">
          <div className="mb-6 inline-flex h-12 w-12 items-center justify-center rounded-xl bg-brand-700 text-white">
            <Dumbbell className="h-7 w-7" aria-hidden="true" />
          </div>
          <h1 id="welcome" className="text-3xl font-extrabold tracking-tight sm:text-4xl">
            <Trans>Master your bodyweight, one day at a time</Trans>
          </h1>
          <p className="mt-3 text-lg text-slate-700 dark:text-slate-300">
            <Trans>Calisthenics training that meets you where you are.</Trans>
          </p>
          <ul className="mt-6 space-y-3">
            {BENEFITS.map((b) => (
              <li key={b.id} className="flex items-start gap-3">
                <CheckCircle2
                  className="mt-0.5 h-5 w-5 shrink-0 text-emerald-700"
                  aria-hidden="true"
                />
                <span>{t(b)}</span>
              </li>
            ))}
          </ul>
        </section>

        <section
          aria-labelledby="sign-in"
          className="rounded-2xl border border-slate-200 bg-white p-6 shadow-lg sm:p-8 dark:border-slate-800 dark:bg-slate-900"
        >
          <h2 id="sign-in" className="text-2xl font-bold">
            <Trans>Sign in</Trans>
          </h2>
          <p className="mt-1 text-slate-600 dark:text-slate-400">
            <Trans>Use your Google account to continue.</Trans>
          </p>
          {search.signedIn ? (
            <p
              role="status"
              className="mt-6 rounded-lg bg-emerald-50 p-4 font-medium text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100"
            >
              <Trans>Sign in successful! Redirecting to dashboard...</Trans>
            </p>
          ) : null}
          {search.error ? (
            <p
              role="alert"
              className="mt-6 rounded-lg bg-red-50 p-4 font-medium text-red-900 dark:bg-red-950 dark:text-red-100"
            >
              <Trans>Failed to sign in with Google. Please try again.</Trans>
            </p>
          ) : null}
          <button
            type="button"
            onClick={() => void start()}
            disabled={signingIn || search.signedIn}
            className={`${buttonClass('outline', 'lg')} mt-6 w-full`}
          >
            <GoogleMark />
            {signingIn ? t`Signing in...` : t`Sign in with Google`}
          </button>
          <p className="mt-6 text-center text-xs text-slate-600 dark:text-slate-400">
            <Trans>
              By signing in, you agree to our{' '}
              <Link to="/terms" className={footerLinkClass}>
                Terms of Service
              </Link>{' '}
              and{' '}
              <Link to="/privacy" className={footerLinkClass}>
                Privacy Policy
              </Link>
              .
            </Trans>
          </p>
        </section>
      </div>
    </main>
  )
}

function GoogleMark() {
  return (
    <svg aria-hidden="true" viewBox="0 0 48 48" className="h-5 w-5">
      <path
        fill="#FFC107"
        d="M43.6 20.5H42V20H24v8h11.3C33.7 32.7 29.2 36 24 36c-6.6 0-12-5.4-12-12s5.4-12 12-12c3.1 0 5.8 1.2 7.9 3l5.7-5.7C34 6.1 29.3 4 24 4 12.9 4 4 12.9 4 24s8.9 20 20 20 20-8.9 20-20c0-1.3-.1-2.4-.4-3.5z"
      />
      <path
        fill="#FF3D00"
        d="m6.3 14.7 6.6 4.8C14.7 15.1 19 12 24 12c3.1 0 5.8 1.2 7.9 3l5.7-5.7C34 6.1 29.3 4 24 4 16.3 4 9.7 8.3 6.3 14.7z"
      />
      <path
        fill="#4CAF50"
        d="M24 44c5.2 0 9.9-2 13.4-5.2l-6.2-5.2C29.2 35.1 26.7 36 24 36c-5.2 0-9.6-3.3-11.3-8l-6.5 5C9.5 39.6 16.2 44 24 44z"
      />
      <path
        fill="#1976D2"
        d="M43.6 20.5H42V20H24v8h11.3c-.8 2.2-2.2 4.2-4.1 5.6l6.2 5.2C37 39.2 44 34 44 24c0-1.3-.1-2.4-.4-3.5z"
      />
    </svg>
  )
}
