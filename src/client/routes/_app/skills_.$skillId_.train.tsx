import { useLingui } from '@lingui/react/macro'
import { createFileRoute, notFound } from '@tanstack/react-router'
import { useMemo, useState } from 'react'
import { NotFoundPanel } from '~/client/components/not-found-panel'
import { Skeletons } from '~/client/components/ui/skeleton'
import { routeIdOrNotFound } from '~/client/lib/route-data'
import { trpc } from '~/client/lib/trpc'
import { isPerSide } from '~/shared/rules/player'
import { ladderProgress, standardRepsText } from '~/shared/rules/skill-display'
import { stepOfLabel } from '~/client/lib/display-labels'
import { type PlayerSource, WorkoutPlayer } from './-components/workout-player'

export const Route = createFileRoute('/_app/skills_/$skillId_/train')({
  loader: async ({ context, params }) => {
    const id = routeIdOrNotFound(params.skillId)
    const skills = await context.utils.skills.list.ensureData()
    const skill = skills.find((s) => s.id === id)
    const step = skill ? ladderProgress(skill).current : null
    // An unlocked skill (or an empty ladder) has no step left to practise.
    if (!skill || !step) throw notFound()
    await context.utils.exercises.byId.ensureData({ id: step.exerciseId })
    return { id }
  },
  pendingComponent: () => <Skeletons count={3} className="h-40" />,
  notFoundComponent: NoStep,
  component: PracticePage,
})

function NoStep() {
  const { t } = useLingui()
  return <NotFoundPanel title={t`No step to practise`} linkText={t`Back to Skills`} to="/skills" />
}

/**
 * docs/product.md#skill-practice: the workout player on one exercise, the skill's current step,
 * with the step's standard as the target; its sets go to the set log without a workout.
 */
function PracticePage() {
  const { id } = Route.useLoaderData()
  const { user } = Route.useRouteContext()
  const [skills] = trpc.skills.list.useSuspenseQuery()
  const skill = skills.find((s) => s.id === id)
  // The step being practised stays the one the page opened with: passing it mid-session (the
  // skills query refreshes) must not swap the exercise under the athlete.
  const [stepId] = useState(() => (skill ? ladderProgress(skill).current?.id : undefined))
  const step = skill?.steps.find((s) => s.id === stepId) ?? null
  const total = skill?.steps.length ?? 0
  const [exercise] = trpc.exercises.byId.useSuspenseQuery({ id: step?.exerciseId ?? 0 })
  const source: PlayerSource | null = useMemo(() => {
    if (!skill || !step) return null
    const { standard } = step
    // The player's tracker config reads this (as it reads a workout's reps): not a text shown.
    // eslint-disable-next-line lingui/no-unlocalized-strings -- the reps' data, not a text
    const reps = `${standardRepsText(standard)}${isPerSide(exercise.reps) ? ' per side' : ''}`
    return {
      of: { skillId: skill.id, stepId: step.id },
      title: `${skill.name} · ${stepOfLabel(step.order, total)}`,
      workoutId: null,
      exercises: [
        {
          id: step.id,
          workoutId: 0,
          exerciseId: step.exerciseId,
          order: 1,
          sets: standard.sets,
          reps,
          duration: standard.seconds ?? null,
          restTime: null,
          note: null,
          // The standard decides hold or reps, whatever the library's own numbers say.
          exercise: { ...exercise, duration: standard.seconds ?? null },
        },
      ],
      skill: { id: skill.id, name: skill.name, standard },
    }
    // The step's identity, not each refetch of the list, starts a new source.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [skill?.id, step?.id, total, exercise])
  if (!source || !step) return <NoStep />
  return <WorkoutPlayer key={step.id} source={source} userId={user.id} />
}
