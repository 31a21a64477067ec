import { Trans, useLingui } from '@lingui/react/macro'
import { createFileRoute, Link } from '@tanstack/react-router'
import { useSignOut } from '~/client/lib/mutations/use-session-mutations'
import { CheckCircle2, MailWarning, UserRoundX } from 'lucide-react'
import { type ReactNode, useState } from 'react'
import { PublicShell } from '~/client/components/public-shell'
import { buttonClass } from '~/client/components/ui/button'
import { Spinner } from '~/client/components/ui/spinner'
import { signInUrl } from '~/client/lib/auth'
import { errorText, isNotFound } from '~/client/lib/errors'
import { trpc } from '~/client/lib/trpc'
import { sameEmail } from '~/shared/rules/invitations'
import type { AcceptInvitationResult, PublicInvitation } from '~/shared/schemas/invitation'

/**
 * /invite/{token} (docs/product.md#invite): public, outside the signed-in layout. Shows who invited whom and
 * what accepting does; signed out, it offers Google sign-in that comes back here; signed in
 * with the invited email, it accepts. Every other case is a page of its own that changes nothing.
 */
export const Route = createFileRoute('/invite/$token')({
  component: InvitePage,
})

function InvitePage() {
  const { t } = useLingui()
  const { token } = Route.useParams()
  const session = trpc.auth.session.useQuery()
  const invitation = trpc.invitations.byToken.useQuery({ token })
  const utils = trpc.useUtils()
  const [result, setResult] = useState<AcceptInvitationResult | null>(null)
  const accept = trpc.invitations.accept.useMutation({
    onSuccess: async (data) => {
      setResult(data)
      // A granted role changes the header and the guards: read the session again.
      await utils.auth.session.invalidate()
    },
    onError: () => invitation.refetch(),
  })

  if (result) return <Accepted result={result} />
  if (invitation.isPending || session.isPending) {
    return (
      <PublicShell>
        <div className="flex justify-center py-8">
          <Spinner label={t`Loading invitation...`} />
        </div>
      </PublicShell>
    )
  }
  if (invitation.isError) {
    return isNotFound(invitation.error) ? (
      <Problem icon={<UserRoundX />} title={t`Invitation not found`}>
        <Trans>
          This invitation link is not valid. Check that you opened the whole link from the email, or
          ask for a new invitation.
        </Trans>
      </Problem>
    ) : (
      <Problem icon={<MailWarning />} title={t`The invitation could not be loaded`}>
        {errorText(invitation.error)}
      </Problem>
    )
  }
  const inv = invitation.data
  const inviterName = inv.inviterName
  if (inv.status === 'accepted') {
    return (
      <Problem icon={<MailWarning />} title={t`Invitation already used`}>
        <Trans>
          This invitation has already been accepted. Each invitation link works only once.
        </Trans>
      </Problem>
    )
  }
  if (inv.status === 'revoked') {
    return (
      <Problem icon={<MailWarning />} title={t`Invitation revoked`}>
        <Trans>
          <strong>{inviterName}</strong> took this invitation back, so the link no longer works. Ask{' '}
          {inviterName} for a new invitation if you still want to join.
        </Trans>
      </Problem>
    )
  }
  if (inv.status === 'expired') {
    return (
      <Problem icon={<MailWarning />} title={t`Invitation expired`}>
        <Trans>
          This invitation from <strong>{inviterName}</strong> has expired. Ask {inviterName} to send
          it again: the new email has a fresh link.
        </Trans>
      </Problem>
    )
  }

  const user = session.data?.user ?? null
  const acceptError = accept.error?.message
  const signedInEmail = user?.email
  const invitedEmail = inv.email
  if (user && !sameEmail(user.email, inv.email)) {
    return <WrongAccount token={token} invitation={inv} signedInAs={user.email} />
  }

  return (
    <PublicShell>
      <Invitation invitation={inv} />
      {accept.isError ? (
        <p
          role="alert"
          className="mt-6 rounded-lg bg-red-50 p-4 font-medium text-red-900 dark:bg-red-950 dark:text-red-100"
        >
          <Trans>The invitation was not accepted: {acceptError}</Trans>
        </p>
      ) : null}
      {user ? (
        <>
          <p className="mt-6 text-sm text-slate-700 dark:text-slate-300">
            <Trans>
              Signed in as <strong>{signedInEmail}</strong>.
            </Trans>
          </p>
          <button
            type="button"
            onClick={() => accept.mutate({ token })}
            disabled={accept.isPending}
            className={`${buttonClass('primary', 'lg')} mt-3 w-full`}
          >
            {accept.isPending ? t`Accepting...` : t`Accept invitation`}
          </button>
        </>
      ) : (
        <>
          <p className="mt-6 text-sm text-slate-700 dark:text-slate-300">
            <Trans>
              Sign in with the Google account for <strong>{invitedEmail}</strong> to accept.
            </Trans>
          </p>
          <button
            type="button"
            onClick={() => window.location.assign(signInUrl(`/invite/${token}`))}
            className={`${buttonClass('primary', 'lg')} mt-3 w-full`}
          >
            <Trans>Sign in with Google</Trans>
          </button>
        </>
      )}
    </PublicShell>
  )
}

// The purpose and effect read as shared/rules/invitations.ts words them for the email.
function Invitation({ invitation }: { invitation: PublicInvitation }) {
  const { t } = useLingui()
  const inviterName = invitation.inviterName
  const email = invitation.email
  return (
    <>
      <h1 className="text-2xl font-bold">
        <Trans>You’re invited</Trans>
      </h1>
      <p className="mt-3 text-lg">
        {invitation.role === 'trainer' ? (
          <Trans>
            <strong>{inviterName}</strong> invited <strong className="break-words">{email}</strong>{' '}
            to become a trainer on Calisthenics.
          </Trans>
        ) : (
          <Trans>
            <strong>{inviterName}</strong> invited <strong className="break-words">{email}</strong>{' '}
            to train with them on Calisthenics.
          </Trans>
        )}
      </p>
      <p className="mt-2 text-slate-700 dark:text-slate-300">
        {invitation.role === 'trainer'
          ? t`Accepting gives your account the trainer role, so you can invite and coach clients.`
          : t`Accepting makes you ${inviterName}'s client, so they can follow your training.`}
      </p>
    </>
  )
}

function WrongAccount({
  token,
  invitation,
  signedInAs,
}: {
  token: string
  invitation: PublicInvitation
  signedInAs: string
}) {
  const { t } = useLingui()
  const inviterName = invitation.inviterName
  const email = invitation.email
  const logout = useSignOut({
    onSuccess: () => {
      window.location.assign(signInUrl(`/invite/${token}`))
    },
  })
  const logoutError = logout.isError ? errorText(logout.error) : null
  return (
    <Problem
      icon={<UserRoundX />}
      title={t`This invitation is for another email`}
      action={
        <>
          {logoutError ? (
            <p role="alert" className="mt-4 font-medium text-red-800 dark:text-red-200">
              <Trans>Logout failed: {logoutError}</Trans>
            </p>
          ) : null}
          <button
            type="button"
            onClick={() => logout.mutate({})}
            disabled={logout.isPending}
            className={`${buttonClass('primary', 'lg')} mt-6 w-full`}
          >
            {logout.isPending ? t`Logging out...` : t`Sign in with another account`}
          </button>
        </>
      }
    >
      <p>
        <Trans>
          <strong>{inviterName}</strong> sent this invitation to{' '}
          <strong className="break-words">{email}</strong>, but you are signed in as{' '}
          <strong className="break-words">{signedInAs}</strong>. Nothing was changed.
        </Trans>
      </p>
      <p className="mt-2">
        <Trans>To accept it, sign out and sign in with the Google account for {email}.</Trans>
      </p>
    </Problem>
  )
}

function Accepted({ result }: { result: AcceptInvitationResult }) {
  const trainer = result.outcome !== 'client'
  return (
    <PublicShell>
      <div className="flex items-start gap-3">
        <CheckCircle2 className="mt-1 h-7 w-7 shrink-0 text-emerald-700" aria-hidden="true" />
        <div>
          <h1 className="text-2xl font-bold">
            <Trans>Invitation accepted</Trans>
          </h1>
          <p role="status" className="mt-2 text-lg">
            <AcceptedMessage result={result} />
          </p>
        </div>
      </div>
      <Link
        to={trainer ? '/trainer/users' : '/daily'}
        className={`${buttonClass('primary', 'lg')} mt-6 w-full`}
      >
        {trainer ? <Trans>Go to your clients</Trans> : <Trans>Start training</Trans>}
      </Link>
    </PublicShell>
  )
}

function Problem({
  icon,
  title,
  children,
  action,
}: {
  icon: ReactNode
  title: string
  children: ReactNode
  /** The way forward, shown full width above 'Go to the app'. */
  action?: ReactNode
}) {
  return (
    <PublicShell>
      <div className="flex items-start gap-3">
        <span className="mt-1 shrink-0 text-amber-700 [&>svg]:h-7 [&>svg]:w-7" aria-hidden="true">
          {icon}
        </span>
        <div className="min-w-0">
          <h1 className="text-2xl font-bold">{title}</h1>
          <div className="mt-2 text-slate-700 dark:text-slate-300">{children}</div>
        </div>
      </div>
      {action}
      <Link to="/daily" className={`${buttonClass('outline', 'md')} mt-4 w-full`}>
        <Trans>Go to the app</Trans>
      </Link>
    </PublicShell>
  )
}

/** The server's message for each outcome, in the page's language (the API answers it in English). */
function AcceptedMessage({ result }: { result: AcceptInvitationResult }) {
  const inviterName = result.inviterName
  if (result.outcome === 'client') return <Trans>You are now {inviterName}'s client.</Trans>
  if (result.outcome === 'already-trainer')
    return <Trans>Your account already has trainer access; nothing else changed.</Trans>
  return <Trans>You are now a trainer.</Trans>
}
