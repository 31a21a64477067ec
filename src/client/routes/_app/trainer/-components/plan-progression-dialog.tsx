import { Trans, useLingui } from '@lingui/react/macro'
import { TrendingDown, TrendingUp, UserCheck } from 'lucide-react'
import { Dialog } from '~/client/components/ui/dialog'
import { Spinner } from '~/client/components/ui/spinner'
import { toastDone, toastFailed } from '~/client/lib/mutation-toasts'
import { useSetPlanProgression } from '~/client/lib/mutations/use-plan-mutations'
import { trpc } from '~/client/lib/trpc'
import type { Plan } from '~/shared/schemas/plan'
import type { PlanProgressionItem } from '~/shared/schemas/progression'

/** The whole library in one page for the choice selects (it is at most a few hundred). */
const LIBRARY_LIMIT = 500

/**
 * docs/product.md#trainer-plans: for each exercise of a plan assigned to a client, the client's
 * last session, what it suggests, and the trainer's choice, which the client's player shows
 * instead of the suggestion.
 */
export function PlanProgressionDialog({ plan, onClose }: { plan: Plan; onClose: () => void }) {
  const { t } = useLingui()
  const view = trpc.progression.ofPlan.useQuery({ id: plan.id })
  const library = trpc.exercises.list.useQuery({ limit: LIBRARY_LIMIT })
  const set = useSetPlanProgression({
    onSuccess: () => toastDone(t`Progression updated`),
    onError: toastFailed,
  })
  const client = plan.clientName ?? t`your client`
  return (
    <Dialog
      open
      wide
      onOpenChange={(open) => !open && onClose()}
      title={t`Progression for ${client}`}
      description={t`What ${client}'s last session of each exercise suggests. Your choice replaces the suggestion in their workout player.`}
    >
      {view.isPending ? (
        <div className="flex justify-center py-6">
          <Spinner label={t`Loading progression`} />
        </div>
      ) : view.isError ? (
        <p className="py-6 text-center text-red-700 dark:text-red-400">
          <Trans>Failed to load progression</Trans>
        </p>
      ) : (
        <ul className="grid gap-3">
          {view.data.exercises.map((item) => (
            <ProgressionRow
              key={item.workoutExerciseId}
              item={item}
              library={library.data ?? []}
              saving={set.isPending}
              onChoose={(value) =>
                set.mutate({
                  id: plan.id,
                  workoutExerciseId: item.workoutExerciseId,
                  ...(value === 'suggested' || value === 'none'
                    ? { choice: value }
                    : { choice: 'exercise' as const, exerciseId: Number(value) }),
                })
              }
            />
          ))}
        </ul>
      )}
    </Dialog>
  )
}

function ProgressionRow({
  item,
  library,
  saving,
  onChoose,
}: {
  item: PlanProgressionItem
  library: readonly { id: number; name: string }[]
  saving: boolean
  onChoose: (value: string) => void
}) {
  const { t } = useLingui()
  const exerciseName = item.exerciseName
  const choiceName = item.choiceExerciseName ?? ''
  const value = item.choice === 'exercise' ? String(item.choiceExerciseId) : item.choice
  const selectId = `choice-${item.workoutExerciseId}`
  const suggested = item.suggested
  const Icon =
    suggested?.kind === 'harder' || suggested?.kind === 'add-load' ? TrendingUp : TrendingDown
  const options =
    library.some((e) => String(e.id) === value) || item.choice !== 'exercise'
      ? library
      : [...library, { id: item.choiceExerciseId ?? 0, name: item.choiceExerciseName ?? '' }]
  return (
    <li className="grid grid-cols-[minmax(0,1fr)] gap-2 rounded-xl border border-slate-200 p-3 sm:grid-cols-[minmax(0,1fr)_16rem] sm:items-center dark:border-slate-800">
      <div className="min-w-0">
        <p className="font-semibold break-words">
          {item.exerciseName}{' '}
          <span className="font-normal text-slate-600 dark:text-slate-400">
            · {item.sets} × {item.reps} · {item.workoutTitle}
          </span>
        </p>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {item.lastTime ?? t`Not done yet`}
        </p>
        <p className="mt-1 flex items-center gap-1.5 text-sm font-semibold">
          {suggested ? (
            <>
              <Icon aria-hidden className="h-4 w-4 shrink-0" /> {suggested.text}
            </>
          ) : (
            t`No suggestion`
          )}
        </p>
        {item.choice !== 'suggested' ? (
          <p className="mt-1 flex items-center gap-1.5 text-sm text-indigo-800 dark:text-indigo-300">
            <UserCheck aria-hidden className="h-4 w-4 shrink-0" />
            {item.choice === 'none' ? t`Your choice: no change` : t`Your choice: ${choiceName}`}
          </p>
        ) : null}
      </div>
      <div className="grid min-w-0 gap-1">
        <label htmlFor={selectId} className="text-sm font-semibold">
          <Trans>Choice for {exerciseName}</Trans>
        </label>
        <select
          id={selectId}
          value={value}
          disabled={saving}
          onChange={(e) => onChoose(e.target.value)}
          className="min-h-11 w-full min-w-0 rounded-lg border border-slate-300 bg-white px-3 text-base dark:border-slate-700 dark:bg-slate-900"
        >
          <option value="suggested">{t`Suggested`}</option>
          <option value="none">{t`No change`}</option>
          {options.map((e) => (
            <option key={e.id} value={String(e.id)}>
              {e.name}
            </option>
          ))}
        </select>
      </div>
    </li>
  )
}
