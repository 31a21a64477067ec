import { Trans, useLingui } from '@lingui/react/macro'
import { createFileRoute, Link, notFound } from '@tanstack/react-router'
import { Check, CircleDot, Lock, Play } from 'lucide-react'
import { useState } from 'react'
import { LazyExerciseDemo } from '~/client/components/demo/lazy-exercise-demo'
import { NotFoundPanel } from '~/client/components/not-found-panel'
import { PageHeading } from '~/client/components/page-heading'
import { buttonClass } from '~/client/components/ui/button'
import { ConfirmDialog } from '~/client/components/ui/confirm-dialog'
import { ProgressBar } from '~/client/components/ui/progress-bar'
import { Skeletons } from '~/client/components/ui/skeleton'
import { usePassStep } from '~/client/lib/mutations/use-progress-mutations'
import { routeIdOrNotFound } from '~/client/lib/route-data'
import { trpc } from '~/client/lib/trpc'
import { toast } from '~/client/lib/use-toast'
import {
  nextStepText,
  passText as passTextOf,
  requiresText,
} from '~/client/components/progress/training-labels'
import { stepOfLabel } from '~/client/lib/display-labels'
import { ladderProgress, missingRequirements, standardLabel } from '~/shared/rules/skill-display'
import type { Skill, SkillStep } from '~/shared/schemas/skills'
import { SkillIcon } from '~/client/components/skill-icon'

export const Route = createFileRoute('/_app/skills_/$skillId')({
  loader: async ({ context, params }) => {
    const id = routeIdOrNotFound(params.skillId)
    const skills = await context.utils.skills.list.ensureData()
    const skill = skills.find((s) => s.id === id)
    if (!skill) throw notFound()
    await Promise.all(
      skill.steps.map((step) => context.utils.exercises.byId.ensureData({ id: step.exerciseId })),
    )
    return { id }
  },
  pendingComponent: () => <Skeletons count={3} className="h-32" />,
  notFoundComponent: () => <SkillNotFound />,
  component: SkillPage,
})

function SkillNotFound() {
  const { t } = useLingui()
  return <NotFoundPanel title={t`Skill not found`} linkText={t`Back to Skills`} to="/skills" />
}

/** docs/product.md#skill-page: a skill's ladder, each step with its demonstration, standard and pass. */
function SkillPage() {
  const { id } = Route.useLoaderData()
  const { user } = Route.useRouteContext()
  const [skills] = trpc.skills.list.useSuspenseQuery()
  const skill = skills.find((s) => s.id === id)
  const exercises = trpc.useSuspenseQueries((t) =>
    (skill?.steps ?? []).map((step) => t.exercises.byId({ id: step.exerciseId })),
  )[0]
  const [confirming, setConfirming] = useState(false)
  const pass = usePassStep()
  const { t } = useLingui()
  if (!skill) return <SkillNotFound />
  const skillName = skill.name

  const { passed, total, current } = ladderProgress(skill)
  const missing = skill.isUnlocked ? [] : missingRequirements(skill, skills)
  const required = skill.requires
    .map((rid) => skills.find((s) => s.id === rid))
    .filter((s): s is Skill => s !== undefined)
  const blocked = missing.length > 0
  const requirement = requiresText(missing.map((m) => m.name))
  const passOf = new Map(skill.passes.map((p) => [p.stepId, p]))
  const currentName = current?.exerciseName
  const currentStandard = current ? standardLabel(current.standard) : ''

  const passCurrent = () => {
    if (!current) return
    pass.mutate(
      { id: skill.id, stepId: current.id },
      {
        onSuccess: (updated) => {
          setConfirming(false)
          const next = ladderProgress(updated).current
          const unlockedName = updated.name
          const exerciseName = current.exerciseName
          if (updated.isUnlocked)
            toast({
              title: t`Skill Unlocked!`,
              description: t`You've unlocked the ${unlockedName} skill!`,
              variant: 'success',
            })
          else
            toast({
              title: t`Step passed`,
              description: next ? nextStepText(next) : t`${exerciseName}: passed`,
              variant: 'success',
            })
        },
        onError: () =>
          toast({
            title: t`Error`,
            description: t`Failed to update skill status`,
            variant: 'destructive',
          }),
      },
    )
  }

  return (
    <>
      <PageHeading
        title={skill.name}
        subtitle={skill.description ?? undefined}
        back
        backTo="/skills"
      />

      <section
        aria-label={t`Your progress`}
        className="flex items-center gap-4 rounded-2xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
      >
        <span
          className={`inline-flex h-14 w-14 shrink-0 items-center justify-center rounded-2xl ${skill.isUnlocked ? 'bg-brand-700 text-white' : 'bg-brand-50 text-brand-800 dark:bg-slate-800 dark:text-brand-100'}`}
          aria-hidden="true"
        >
          <SkillIcon icon={skill.icon} className="h-7 w-7" />
        </span>
        <div className="min-w-0 flex-1">
          <p className="font-bold">
            {skill.isUnlocked
              ? t`Unlocked`
              : current
                ? stepOfLabel(current.order, total)
                : t`No steps yet`}
          </p>
          {total > 0 ? (
            <div className="mt-2">
              <ProgressBar
                value={passed}
                max={total}
                label={t`${skillName}: ${passed} of ${total} steps passed`}
              />
            </div>
          ) : null}
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
            <Trans>
              {passed} of {total} steps passed
            </Trans>
          </p>
        </div>
      </section>

      {required.length > 0 ? (
        <section aria-labelledby="requires-heading" className="mt-6">
          <h2 id="requires-heading" className="text-lg font-bold">
            <Trans>Requires first</Trans>
          </h2>
          <ul className="mt-2 flex flex-wrap gap-2">
            {required.map((r) => (
              <li key={r.id}>
                <Link
                  to="/skills/$skillId"
                  params={{ skillId: String(r.id) }}
                  className="inline-flex min-h-11 items-center gap-2 rounded-full border border-slate-300 bg-white px-4 text-sm font-semibold hover:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 dark:border-slate-700 dark:bg-slate-900"
                >
                  {r.isUnlocked ? (
                    <Check
                      className="h-4 w-4 text-emerald-700 dark:text-emerald-400"
                      aria-hidden="true"
                    />
                  ) : (
                    <Lock className="h-4 w-4" aria-hidden="true" />
                  )}
                  {r.name}
                  <span className="font-normal text-slate-600 dark:text-slate-400">
                    {r.isUnlocked ? t`Unlocked` : t`Locked`}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
          {blocked ? (
            <p
              id="skill-requires"
              className="mt-2 text-sm font-medium text-amber-800 dark:text-amber-300"
            >
              {t`${requirement} before its steps can pass.`}
            </p>
          ) : null}
        </section>
      ) : null}

      <section aria-labelledby="ladder-heading" className="mt-6">
        <h2 id="ladder-heading" className="text-lg font-bold">
          <Trans>The ladder</Trans>
        </h2>
        <ol className="mt-3 grid gap-3">
          {skill.steps.map((step, i) => (
            <StepCard
              key={step.id}
              step={step}
              total={total}
              exercise={exercises[i]}
              isCurrent={current?.id === step.id}
              passText={(() => {
                const p = passOf.get(step.id)
                return p ? passTextOf(p, user.timeZone) : null
              })()}
              actions={
                current?.id === step.id ? (
                  <div className="mt-3 flex flex-wrap gap-2">
                    {blocked ? (
                      <button
                        type="button"
                        disabled
                        className={buttonClass('primary')}
                        aria-describedby="skill-requires"
                      >
                        <Play className="h-4 w-4" aria-hidden="true" /> <Trans>Train</Trans>
                      </button>
                    ) : (
                      <Link
                        to="/skills/$skillId/train"
                        params={{ skillId: String(skill.id) }}
                        className={buttonClass('primary')}
                      >
                        <Play className="h-4 w-4" aria-hidden="true" /> <Trans>Train</Trans>
                      </Link>
                    )}
                    <button
                      type="button"
                      disabled={blocked || pass.isPending}
                      aria-describedby={blocked ? 'skill-requires' : undefined}
                      onClick={() => setConfirming(true)}
                      className={buttonClass('outline')}
                    >
                      <Trans>I can do this</Trans>
                    </button>
                  </div>
                ) : null
              }
            />
          ))}
        </ol>
      </section>

      {current ? (
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          title={t`Pass this step?`}
          description={t`You can do ${currentName}, ${currentStandard}, in one session. The step is recorded as passed by you and your ladder moves on.`}
          confirmLabel={t`I can do this`}
          confirmVariant="primary"
          pending={pass.isPending}
          onConfirm={passCurrent}
        />
      ) : null}
    </>
  )
}

function StepCard({
  step,
  total,
  exercise,
  isCurrent,
  passText,
  actions,
}: {
  step: SkillStep
  total: number
  exercise: { name: string; demo: string | null; imageUrl?: string | null } | undefined
  isCurrent: boolean
  passText: string | null
  actions: React.ReactNode
}) {
  const { t } = useLingui()
  return (
    <li
      aria-current={isCurrent ? 'step' : undefined}
      className={`flex gap-3 rounded-2xl border p-3 sm:gap-4 sm:p-4 ${
        isCurrent
          ? 'border-brand-600 bg-brand-50 ring-2 ring-brand-600 dark:border-indigo-400 dark:bg-slate-900 dark:ring-indigo-400'
          : 'border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900'
      }`}
    >
      {exercise ? (
        <LazyExerciseDemo
          exercise={exercise}
          variant="thumbnail"
          className="h-20 w-24 shrink-0 rounded-xl bg-slate-100 p-1 sm:h-24 sm:w-28 dark:bg-slate-800"
        />
      ) : null}
      <div className="min-w-0 flex-1">
        <p className="text-sm font-semibold text-slate-600 dark:text-slate-400">
          {stepOfLabel(step.order, total)}
          {isCurrent ? t` · current step` : ''}
        </p>
        <h3 className="font-bold">
          <Link
            to="/exercise/$workoutId/$exerciseId"
            params={{ workoutId: 'explore', exerciseId: String(step.exerciseId) }}
            className="underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            {step.exerciseName}
          </Link>
        </h3>
        <p className="text-lg font-extrabold text-brand-700 tabular-nums dark:text-indigo-300">
          {standardLabel(step.standard)}
        </p>
        <p className="mt-1 inline-flex items-center gap-1.5 text-sm text-slate-700 dark:text-slate-300">
          {passText ? (
            <>
              <Check
                className="h-4 w-4 text-emerald-700 dark:text-emerald-400"
                aria-hidden="true"
              />
              {passText}
            </>
          ) : (
            <>
              <CircleDot className="h-4 w-4" aria-hidden="true" />
              {isCurrent ? t`Working on it` : t`Not passed yet`}
            </>
          )}
        </p>
        {actions}
      </div>
    </li>
  )
}
