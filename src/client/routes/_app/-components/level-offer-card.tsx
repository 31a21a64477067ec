import { Trans, useLingui } from '@lingui/react/macro'
import { TrendingDown, TrendingUp } from 'lucide-react'
import { IconTile } from '~/client/components/icon-tile'
import { buttonClass } from '~/client/components/ui/button'
import { toastDone, toastFailed } from '~/client/lib/mutation-toasts'
import {
  useDismissLevelOffer,
  useUpdateProfile,
} from '~/client/lib/mutations/use-profile-mutations'
import { difficultyLabel } from '~/client/lib/display-labels'
import type { Daily } from '~/shared/schemas/progress'

/**
 * docs/product.md#level-offers: 'Ready for Intermediate?' when the last sessions at the level
 * reached the top of every target (or the easier level after missed bottoms). Accept sets the
 * level, as Settings would; Not now puts it off until three more sessions say so again.
 */
export function LevelOfferCard({ offer }: { offer: Daily['levelOffer'] }) {
  const { t } = useLingui()
  const accept = useUpdateProfile({
    onSuccess: (user) => {
      const level = difficultyLabel(user.trainingLevel)
      toastDone(t`Daily now trains you at ${level}`)
    },
    onError: toastFailed,
  })
  const dismiss = useDismissLevelOffer({ onError: toastFailed })
  if (!offer) return null
  const busy = accept.isPending || dismiss.isPending
  return (
    <section
      aria-labelledby="level-offer"
      className="mb-6 flex flex-col gap-4 rounded-2xl border border-brand-100 bg-brand-50 p-5 sm:flex-row sm:items-center sm:justify-between dark:border-slate-700 dark:bg-slate-900"
    >
      <div className="flex min-w-0 items-start gap-3">
        <IconTile Icon={offer.direction === 'up' ? TrendingUp : TrendingDown} />
        <div className="min-w-0">
          <h2 id="level-offer" className="text-lg font-bold">
            {offer.title}
          </h2>
          <p className="text-sm text-slate-700 dark:text-slate-300">{offer.text}</p>
        </div>
      </div>
      <div className="flex shrink-0 gap-2">
        <button
          type="button"
          className={buttonClass('primary')}
          disabled={busy}
          onClick={() => accept.mutate({ trainingLevel: offer.level })}
        >
          <Trans>Accept</Trans>
        </button>
        <button
          type="button"
          className={buttonClass('outline')}
          disabled={busy}
          onClick={() => dismiss.mutate()}
        >
          <Trans>Not now</Trans>
        </button>
      </div>
    </section>
  )
}
