import { Trans, useLingui } from '@lingui/react/macro'
import { buttonClass } from '~/client/components/ui/button'
import type { PlayerBlock } from '~/shared/rules/block-player'
import { BlockExercises } from './block-exercises'
import { blockIntro, type Item } from './block-sets'
import { blockKindLabel } from '~/client/lib/display-labels'

/** A timed block before it starts: how it runs, its exercises, Start and Skip block. */
export function BlockIntro({
  block,
  items,
  onStart,
  onSkip,
}: {
  block: PlayerBlock
  items: readonly Item[]
  onStart: () => void
  onSkip: () => void
}) {
  const { t } = useLingui()
  const kindName = blockKindLabel(block.kind)
  return (
    <section
      aria-labelledby="block-heading"
      className="flex flex-1 flex-col gap-5 px-4 pt-6 pb-8 md:px-6"
    >
      <div>
        <h1 id="block-heading" className="text-3xl font-extrabold">
          {blockIntro(block)}
        </h1>
        <p className="mt-1 text-base text-slate-600 dark:text-slate-400">
          <Trans>A 3-second Get ready, then the clock runs.</Trans>
        </p>
      </div>
      <BlockExercises block={block} items={items} listClass="grid gap-2" rowPadding="py-3" />
      <button
        type="button"
        onClick={onStart}
        className="min-h-16 w-full rounded-2xl bg-brand-700 text-2xl font-extrabold text-white shadow-lg hover:bg-brand-800 focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        {t`Start ${kindName}`}
      </button>
      <button type="button" onClick={onSkip} className={buttonClass('outline', 'lg')}>
        <Trans>Skip block</Trans>
      </button>
    </section>
  )
}
