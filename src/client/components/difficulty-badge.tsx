import { difficultyLabel } from '~/client/lib/display-labels'
import { difficultyTone } from '~/shared/rules/labels'

/* eslint-disable lingui/no-unlocalized-strings -- Tailwind classes, not texts */
const tones = {
  green: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900 dark:text-emerald-100',
  yellow: 'bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-100',
  red: 'bg-red-100 text-red-900 dark:bg-red-900 dark:text-red-100',
  gray: 'bg-slate-200 text-slate-900 dark:bg-slate-700 dark:text-slate-100',
} as const
/* eslint-enable lingui/no-unlocalized-strings */

export function DifficultyBadge({ difficulty }: { difficulty: string | null | undefined }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ${tones[difficultyTone(difficulty)]}`}
    >
      {difficultyLabel(difficulty || 'beginner')}
    </span>
  )
}
