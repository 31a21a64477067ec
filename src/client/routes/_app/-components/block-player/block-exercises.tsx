import type { PlayerBlock } from '~/shared/rules/block-player'
import type { Item } from './block-sets'

/** A block's exercises with their reps: 'Push-ups · 10'. */
export function BlockExercises({
  block,
  items,
  listClass,
  rowPadding,
}: {
  block: PlayerBlock
  items: readonly Item[]
  listClass: string
  rowPadding: 'py-2' | 'py-3'
}) {
  return (
    <ul className={listClass}>
      {items.slice(block.start, block.end).map((item) => (
        <li
          key={item.id}
          className={`rounded-xl bg-slate-100 px-4 ${rowPadding} text-lg font-bold dark:bg-slate-900`}
        >
          {item.exercise.name}{' '}
          <span className="font-semibold text-slate-600 dark:text-slate-400">· {item.reps}</span>
        </li>
      ))}
    </ul>
  )
}
