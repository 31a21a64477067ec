import { Trans, useLingui } from '@lingui/react/macro'
import { ArrowLeftRight } from 'lucide-react'

/**
 * The 'Switch sides' screen between the sides of a per-side hold (docs/product.md#player,
 * #tracker): the count before the other side starts by itself, the player's and the tracker's.
 */
export function SwitchSides({ seconds, side }: { seconds: number; side: string }) {
  const { t } = useLingui()
  return (
    <div className="flex w-full flex-col items-center gap-1 rounded-2xl bg-amber-100 px-4 py-3 text-amber-950 dark:bg-amber-950 dark:text-amber-100">
      <p className="flex items-center gap-2 text-3xl font-extrabold">
        <ArrowLeftRight className="h-7 w-7" aria-hidden="true" /> <Trans>Switch sides</Trans>
      </p>
      <p role="timer" aria-label={t`Switch sides`} className="text-7xl font-extrabold tabular-nums">
        {seconds}
      </p>
      <p className="text-sm font-semibold">
        <Trans>
          {side} starts in {seconds} s
        </Trans>
      </p>
    </div>
  )
}
