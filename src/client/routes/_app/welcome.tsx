import { Trans, useLingui } from '@lingui/react/macro'
import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { PageHeading } from '~/client/components/page-heading'
import { buttonClass } from '~/client/components/ui/button'
import { errorText } from '~/client/lib/errors'
import { useUpdateProfile } from '~/client/lib/mutations/use-profile-mutations'
import { trpc } from '~/client/lib/trpc'
import { toast } from '~/client/lib/use-toast'
import { DEFAULT_RETURN_PATH, safeReturnPath } from '~/shared/display'
import type { Units } from '~/shared/rules/units'
import type { User } from '~/shared/schemas/user'
import { AthleteProfileForm } from './-components/athlete-profile-form'

export const Route = createFileRoute('/_app/welcome')({
  validateSearch: (search: Record<string, unknown>): { next?: string } => ({
    next: typeof search.next === 'string' ? search.next : undefined,
  }),
  component: WelcomePage,
})

/**
 * Where the athlete goes on to: the page the sign-in was going to (a same-site path), else Daily
 * (`/` is Daily too, docs/product.md#routes).
 */
function pageAfter(next: string | undefined): string {
  const path = safeReturnPath(next)
  return path === '/' || path.startsWith('/welcome') ? DEFAULT_RETURN_PATH : path
}

/**
 * Onboarding (docs/product.md#onboarding): asked once, after the first sign-in, so Daily can
 * choose for the athlete, whichever page the sign-in was going to; then that page opens. Skip
 * keeps the defaults (beginner, no equipment, 45 minutes) and the unit shown; either way the app
 * never sends them here again, and Settings edits the same answers.
 */
function WelcomePage() {
  const { t } = useLingui()
  const { user } = Route.useRouteContext()
  const { next } = Route.useSearch()
  const navigate = useNavigate()
  const utils = trpc.useUtils()
  const target = pageAfter(next)
  // A new account starts in the unit of the browser's region (docs/product.md#units): shown
  // chosen, so the athlete sees it and may change it.
  const [units, setUnits] = useState<Units>(user.units)
  // The app's layout reads the onboarding state from the session's answer: hand it the saved user
  // at once, so it does not send the athlete back here on a copy from before the save.
  const goOn = (saved: User) => {
    utils.auth.session.setData(undefined, { user: saved })
    void navigate({ href: target, replace: true })
  }
  const skip = useUpdateProfile({
    onSuccess: goOn,
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
          submitLabel={
            target === DEFAULT_RETURN_PATH ? t`Save and see my Daily` : t`Save and continue`
          }
          onboarding
          units={{ value: units, onChange: setUnits }}
          onSaved={goOn}
          extraAction={
            <button
              type="button"
              className={buttonClass('ghost', 'lg')}
              disabled={skip.isPending}
              onClick={() => skip.mutate({ onboarding: 'skipped', units })}
            >
              <Trans>Skip for now</Trans>
            </button>
          }
        />
      </div>
    </div>
  )
}
