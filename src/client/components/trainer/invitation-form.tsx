import { Trans, useLingui } from '@lingui/react/macro'
import { safeParse } from '~/client/lib/zod-config'
import { Send } from 'lucide-react'
import { useId, useState } from 'react'
import { errorText } from '~/client/lib/errors'
import { useSendInvitation } from '~/client/lib/mutations/use-staff-mutations'
import { toast } from '~/client/lib/use-toast'
import { invitationEmailSchema, type InvitationRole } from '~/shared/schemas/invitation'
import { buttonClass } from '../ui/button'

/**
 * docs/product.md#trainer-users invitation form: 'Email Address', 'Send Invitation' disabled while the field is
 * blank, 'Please enter a valid email address', and the docs/product.md#trainer-users toasts.
 */
export function InvitationForm({
  role = 'user',
  autoFocus = false,
  successTitle,
  onSent,
}: {
  role?: InvitationRole
  autoFocus?: boolean
  /** docs/product.md#admin-trainers words it two ways; the admin's trainer invitation uses 'Invitation sent successfully'. */
  successTitle?: string
  onSent?: () => void
}) {
  const { t } = useLingui()
  const id = useId()
  const [email, setEmail] = useState('')
  const [error, setError] = useState<string>()
  const send = useSendInvitation({
    onSuccess: () => {
      toast({
        title: successTitle ?? t`Invitation sent`,
        description: t`The invitation has been sent successfully`,
        variant: 'success',
      })
      setEmail('')
      onSent?.()
    },
    onError: (e) =>
      toast({
        title: t`Failed to send invitation`,
        description: errorText(e),
        variant: 'destructive',
      }),
  })
  const blank = email.trim() === ''
  const submit = (e: React.FormEvent) => {
    e.preventDefault()
    if (blank) return
    const parsed = safeParse(invitationEmailSchema, email)
    if (!parsed.success) return setError(parsed.error.issues[0]?.message)
    setError(undefined)
    send.mutate({ email: parsed.data, role })
  }
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3 sm:flex-row sm:items-start">
      <div className="flex-1">
        <label htmlFor={id} className="block text-sm font-semibold">
          <Trans>Email Address</Trans>
        </label>
        <input
          // Only when the user asked for the form (the empty state's Send Invitation).
          autoFocus={autoFocus}
          id={id}
          type="email"
          required
          autoComplete="off"
          placeholder="name@example.com"
          value={email}
          onChange={(e) => {
            setEmail(e.target.value)
            setError(undefined)
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="mt-1 min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm dark:border-slate-700 dark:bg-slate-900"
        />
        {error ? (
          <p id={`${id}-error`} className="mt-1 text-sm text-red-700 dark:text-red-400">
            {error}
          </p>
        ) : null}
      </div>
      <button
        type="submit"
        className={`${buttonClass('primary')} sm:mt-6`}
        disabled={blank || send.isPending}
      >
        <Send aria-hidden className="h-4 w-4" />
        {send.isPending ? t`Sending...` : t`Send Invitation`}
      </button>
    </form>
  )
}
