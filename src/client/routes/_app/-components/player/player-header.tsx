import { PlayerSyncStatus } from '~/client/components/offline-banner'
import { buttonClass } from '~/client/components/ui/button'
import { ICONS } from './player-icons'
import type { Item } from './player-source'

/** The workout's title, where the athlete is in it, End Workout, and a bar per exercise. */
export function PlayerHeader({
  title,
  subtitle,
  endLabel,
  onEnd,
  items,
  index,
}: {
  title: string
  subtitle: string
  endLabel: string
  onEnd: () => void
  items: readonly Item[]
  index: number
}) {
  return (
    <>
      <header className="flex items-center gap-2 px-4 pt-4 md:px-6 md:pt-6">
        <div className="min-w-0 flex-1">
          <p className="truncate text-sm font-semibold text-slate-600 dark:text-slate-400">
            {title}
          </p>
          <p className="text-base font-bold">{subtitle}</p>
          <PlayerSyncStatus />
        </div>
        <button type="button" onClick={onEnd} className={buttonClass('ghost', 'md')}>
          {ICONS.end} {endLabel}
        </button>
      </header>
      <ol className="mt-3 flex gap-1 px-4 md:px-6" aria-hidden="true">
        {items.map((it, i) => (
          <li
            key={it.id}
            className={`h-1.5 flex-1 rounded-full ${
              i < index
                ? 'bg-brand-600'
                : i === index
                  ? 'bg-indigo-400'
                  : 'bg-slate-200 dark:bg-slate-800'
            }`}
          />
        ))}
      </ol>
    </>
  )
}
