import { Trans, useLingui } from '@lingui/react/macro'
import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { PageHeading } from '~/client/components/page-heading'
import { buttonClass } from '~/client/components/ui/button'
import { errorText } from '~/client/lib/errors'
import { useUpdateProfile } from '~/client/lib/mutations/use-profile-mutations'
import { trpc } from '~/client/lib/trpc'
import { toast } from '~/client/lib/use-toast'
import type { User } from '~/shared/schemas/user'
import { AthleteProfileForm } from './-components/athlete-profile-form'

export const Route = createFileRoute('/_app/welcome')({
  component: WelcomePage,
})

/**
 * Onboarding (docs/product.md#onboarding): asked once, after the first sign-in, so Daily can
 * choose for the athlete. Skip keeps the defaults (beginner, no equipment, 45 minutes); either
 * way Daily never sends them here again, and Settings edits the same answers.
 */
function WelcomePage() {
  const { t } = useLingui()
  const { user } = Route.useRouteContext()
  const navigate = useNavigate()
  const utils = trpc.useUtils()
  // Daily reads the onboarding state from the session's answer: hand it the saved user at once,
  // so it does not send the athlete back here on a copy from before the save.
  const toDaily = (saved: User) => {
    utils.auth.session.setData(undefined, { user: saved })
    void navigate({ to: '/daily', replace: true })
  }
  const skip = useUpdateProfile({
    onSuccess: toDaily,
    onError: (e) =>
      toast({ title: t`Could not skip`, description: errorText(e), variant: 'destructive' }),
  })
  return (
    <div className="mx-auto max-w-2xl">
      <PageHeading
        title={t`Welcome! Tell us how you train`}
        subtitle={t`Two minutes, and Daily picks workouts for your level, your equipment and your time. Change it any time in Settings.`}
      />
      <div className="rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900">
        <AthleteProfileForm
          user={user}
          submitLabel={t`Save and see my Daily`}
          onboarding
          onSaved={toDaily}
          extraAction={
            <button
              type="button"
              className={buttonClass('ghost', 'lg')}
              disabled={skip.isPending}
              onClick={() => skip.mutate({ onboarding: 'skipped' })}
            >
              <Trans>Skip for now</Trans>
            </button>
          }
        />
      </div>
    </div>
  )
}
