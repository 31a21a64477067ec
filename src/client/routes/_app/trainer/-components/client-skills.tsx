import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { buttonClass } from '~/client/components/ui/button'
import { ConfirmDialog } from '~/client/components/ui/confirm-dialog'
import { ProgressBar } from '~/client/components/ui/progress-bar'
import { stepOfLabel } from '~/client/lib/display-labels'
import { useSetSkillStep } from '~/client/lib/mutations/use-progress-mutations'
import { trpc } from '~/client/lib/trpc'
import { toast } from '~/client/lib/use-toast'
import { ladderProgress, standardLabel } from '~/shared/rules/skill-display'
import type { Skill } from '~/shared/schemas/skills'

/**
 * docs/product.md#client-progress: the client's skill ladders, each with 'Set step': the trainer
 * puts the client on a step (every step below it counts as passed by the trainer; past the last
 * step, the skill is unlocked).
 */
export function ClientSkills({ userId, clientName }: { userId: number; clientName: string }) {
  const [skills] = trpc.skills.ofUser.useSuspenseQuery({ userId })
  const withSteps = skills.filter((s) => s.steps.length > 0)
  return (
    <section aria-labelledby="client-skills" className="mt-8">
      <h2 id="client-skills" className="text-xl font-bold">
        <Trans>Skill ladders</Trans>
      </h2>
      {withSteps.length === 0 ? (
        <p className="mt-2 text-slate-600 dark:text-slate-400">
          <Trans>No skill ladders yet.</Trans>
        </p>
      ) : (
        <ul className="mt-3 grid gap-3 md:grid-cols-2">
          {withSteps.map((s) => (
            <ClientSkill key={s.id} skill={s} userId={userId} clientName={clientName} />
          ))}
        </ul>
      )}
    </section>
  )
}

function ClientSkill({
  skill,
  userId,
  clientName,
}: {
  skill: Skill
  userId: number
  clientName: string
}) {
  const { t } = useLingui()
  const { passed, total, current } = ladderProgress(skill)
  const skillName = skill.name
  // m + 1 stands for 'every step passed': the skill unlocked.
  const at = current?.order ?? total + 1
  const [chosen, setChosen] = useState(at)
  const [confirming, setConfirming] = useState(false)
  const setStep = useSetSkillStep()
  const selectId = `set-step-${skill.id}`
  const chosenStep = skill.steps.find((s) => s.order === chosen)
  const stepOption = (step: Skill['steps'][number]) => {
    const order = step.order
    const exerciseName = step.exerciseName
    const standard = standardLabel(step.standard)
    return t`Step ${order}: ${exerciseName} (${standard})`
  }
  const movesTo = (step: string, exerciseName: string) =>
    t`${clientName} moves to ${step}, ${exerciseName}. Every step below it is recorded as passed, set by you.`

  const save = () =>
    setStep.mutate(
      { userId, id: skill.id, step: chosen },
      {
        onSuccess: (updated) => {
          setConfirming(false)
          const now = ladderProgress(updated).current
          const updatedName = updated.name
          toast({
            title: t`Step set`,
            description: now
              ? `${updatedName}: ${stepOfLabel(now.order, total)}, ${now.exerciseName}`
              : t`${updatedName}: unlocked`,
            variant: 'success',
          })
        },
        onError: () =>
          toast({
            title: t`Error`,
            description: t`Failed to set the step`,
            variant: 'destructive',
          }),
      },
    )

  return (
    <li className="rounded-2xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900">
      <h3 className="font-semibold">{skill.name}</h3>
      <p className="mt-0.5 text-sm text-slate-700 dark:text-slate-300">
        {skill.isUnlocked || !current
          ? t`Unlocked`
          : `${stepOfLabel(current.order, total)} · ${current.exerciseName} · ${standardLabel(current.standard)}`}
      </p>
      <div className="mt-2">
        <ProgressBar
          value={passed}
          max={total}
          label={t`${skillName}: ${passed} of ${total} steps passed`}
        />
      </div>
      <div className="mt-3 flex flex-wrap items-end gap-2">
        <div className="grid min-w-0 flex-1 gap-1">
          <label htmlFor={selectId} className="text-sm font-semibold">
            <Trans>Step for {skillName}</Trans>
          </label>
          <select
            id={selectId}
            value={chosen}
            onChange={(e) => setChosen(Number(e.target.value))}
            className="min-h-11 w-full min-w-0 rounded-lg border border-slate-300 bg-white px-3 text-base font-normal dark:border-slate-700 dark:bg-slate-900"
          >
            {skill.steps.map((step) => (
              <option key={step.id} value={step.order}>
                {stepOption(step)}
              </option>
            ))}
            <option value={total + 1}>{t`Every step passed (unlocked)`}</option>
          </select>
        </div>
        <button
          type="button"
          disabled={chosen === at || setStep.isPending}
          onClick={() => setConfirming(true)}
          className={buttonClass('primary')}
          aria-label={t`Set step for ${skillName}`}
        >
          <Trans>Set step</Trans>
        </button>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t`Set ${clientName}'s ${skillName} step?`}
        description={
          chosenStep
            ? movesTo(stepOfLabel(chosenStep.order, total), chosenStep.exerciseName)
            : t`Every step is recorded as passed, set by you, and ${skillName} is unlocked for ${clientName}.`
        }
        confirmLabel={t`Set step`}
        confirmVariant="primary"
        pending={setStep.isPending}
        onConfirm={save}
      />
    </li>
  )
}
