import { useState } from 'react'
import { buttonClass } from '~/client/components/ui/button'
import { ConfirmDialog } from '~/client/components/ui/confirm-dialog'
import { ProgressBar } from '~/client/components/ui/progress-bar'
import { useSetSkillStep } from '~/client/lib/mutations/use-progress-mutations'
import { trpc } from '~/client/lib/trpc'
import { toast } from '~/client/lib/use-toast'
import { ladderProgress, standardLabel, stepOfLabel } from '~/shared/rules/skill-display'
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
        Skill ladders
      </h2>
      {withSteps.length === 0 ? (
        <p className="mt-2 text-slate-600 dark:text-slate-400">No skill ladders yet.</p>
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
  const { passed, total, current } = ladderProgress(skill)
  // m + 1 stands for 'every step passed': the skill unlocked.
  const at = current?.order ?? total + 1
  const [chosen, setChosen] = useState(at)
  const [confirming, setConfirming] = useState(false)
  const setStep = useSetSkillStep()
  const selectId = `set-step-${skill.id}`
  const chosenStep = skill.steps.find((s) => s.order === chosen)

  const save = () =>
    setStep.mutate(
      { userId, id: skill.id, step: chosen },
      {
        onSuccess: (updated) => {
          setConfirming(false)
          const now = ladderProgress(updated).current
          toast({
            title: 'Step set',
            description: now
              ? `${updated.name}: ${stepOfLabel(now.order, total)}, ${now.exerciseName}`
              : `${updated.name}: unlocked`,
            variant: 'success',
          })
        },
        onError: () =>
          toast({
            title: 'Error',
            description: 'Failed to set the step',
            variant: 'destructive',
          }),
      },
    )

  return (
    <li className="rounded-2xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900">
      <h3 className="font-semibold">{skill.name}</h3>
      <p className="mt-0.5 text-sm text-slate-700 dark:text-slate-300">
        {skill.isUnlocked || !current
          ? 'Unlocked'
          : `${stepOfLabel(current.order, total)} · ${current.exerciseName} · ${standardLabel(current.standard)}`}
      </p>
      <div className="mt-2">
        <ProgressBar
          value={passed}
          max={total}
          label={`${skill.name}: ${passed} of ${total} steps passed`}
        />
      </div>
      <div className="mt-3 flex flex-wrap items-end gap-2">
        <div className="grid min-w-0 flex-1 gap-1">
          <label htmlFor={selectId} className="text-sm font-semibold">
            Step for {skill.name}
          </label>
          <select
            id={selectId}
            value={chosen}
            onChange={(e) => setChosen(Number(e.target.value))}
            className="min-h-11 w-full min-w-0 rounded-lg border border-slate-300 bg-white px-3 text-base font-normal dark:border-slate-700 dark:bg-slate-900"
          >
            {skill.steps.map((step) => (
              <option key={step.id} value={step.order}>
                Step {step.order}: {step.exerciseName} ({standardLabel(step.standard)})
              </option>
            ))}
            <option value={total + 1}>Every step passed (unlocked)</option>
          </select>
        </div>
        <button
          type="button"
          disabled={chosen === at || setStep.isPending}
          onClick={() => setConfirming(true)}
          className={buttonClass('primary')}
          aria-label={`Set step for ${skill.name}`}
        >
          Set step
        </button>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Set ${clientName}'s ${skill.name} step?`}
        description={
          chosenStep
            ? `${clientName} moves to ${stepOfLabel(chosenStep.order, total)}, ${chosenStep.exerciseName}. Every step below it is recorded as passed, set by you.`
            : `Every step is recorded as passed, set by you, and ${skill.name} is unlocked for ${clientName}.`
        }
        confirmLabel="Set step"
        confirmVariant="primary"
        pending={setStep.isPending}
        onConfirm={save}
      />
    </li>
  )
}
