import { plural } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Lock } from 'lucide-react'
import { useState } from 'react'
import { LazyExerciseDemo } from '~/client/components/demo/lazy-exercise-demo'
import { trpc } from '~/client/lib/trpc'
import { useKioskUnpaired } from '~/client/routes/kiosk/-lib/use-kiosk-unpaired'
import { SkillIcon } from '~/client/components/skill-icon'
import { standardLabel } from '~/shared/rules/skill-display'
import { requiresText, skillLevelText } from '~/client/routes/kiosk/-lib/kiosk-labels'
import type { KioskSkill } from '~/shared/schemas/kiosk'
import { focusRing, kioskText } from './kiosk-ui'

/**
 * docs/product.md#kiosk-library: the skill ladders on the wall, a skill chosen from the list
 * shows its steps with their stills and standards. Nobody's passes: a kiosk has no user.
 */
export function KioskSkills() {
  const { t } = useLingui()
  const query = trpc.kiosk.skills.useQuery()
  useKioskUnpaired(query.error)
  const skills = (query.data ?? []).filter((s) => s.steps.length > 0)
  const [selectedId, setSelectedId] = useState<number | null>(null)
  const selected = skills.find((s) => s.id === selectedId) ?? skills[0]

  if (query.isPending) {
    return (
      <p role="status" className={`text-slate-300 ${kioskText.large}`}>
        <Trans>Loading the skill ladders…</Trans>
      </p>
    )
  }
  if (query.isError && !query.data) {
    return (
      <p role="alert" className={`text-slate-300 ${kioskText.large}`}>
        <Trans>The skill ladders could not be loaded.</Trans>
      </p>
    )
  }
  return (
    <div className="grid min-h-0 flex-1 gap-[clamp(1rem,3vmin,3rem)] lg:landscape:grid-cols-[minmax(0,1fr)_minmax(0,2fr)] lg:portrait:grid-rows-[minmax(0,30%)_minmax(0,1fr)]">
      <nav
        aria-label={t`Skills`}
        className="relative max-h-[45dvh] overflow-y-auto rounded-2xl bg-slate-900 p-2 ring-1 ring-slate-700 lg:max-h-none lg:min-h-0"
      >
        <ul className="flex flex-col gap-1 lg:portrait:grid lg:portrait:grid-cols-2">
          {skills.map((s) => (
            <li key={s.id}>
              <button
                type="button"
                aria-current={s.id === selected?.id ? 'true' : undefined}
                onClick={() => setSelectedId(s.id)}
                className={`flex min-h-14 w-full items-center gap-3 rounded-xl px-4 py-2 text-left font-semibold ${kioskText.body} ${focusRing} ${
                  s.id === selected?.id
                    ? 'bg-amber-300 text-slate-950'
                    : 'text-slate-100 hover:bg-slate-800'
                }`}
              >
                <SkillIcon icon={s.icon} className="h-[1.4em] w-[1.4em]" />
                {s.name}
              </button>
            </li>
          ))}
        </ul>
      </nav>
      {selected ? <SkillLadder skill={selected} /> : null}
    </div>
  )
}

function SkillLadder({ skill }: { skill: KioskSkill }) {
  const { t } = useLingui()
  const total = skill.steps.length
  const name = skill.name
  return (
    <article
      aria-labelledby="skill-ladder-title"
      tabIndex={0}
      className={`min-w-0 rounded-2xl bg-slate-900 p-[clamp(1rem,3vmin,3rem)] ring-1 ring-slate-700 lg:min-h-0 lg:overflow-y-auto ${focusRing}`}
    >
      <h2 id="skill-ladder-title" className={`leading-tight font-extrabold ${kioskText.title}`}>
        {skill.name}
      </h2>
      <p className={`mt-1 text-slate-300 ${kioskText.body}`}>
        {skillLevelText(skill.difficulty)} ·{' '}
        {t`${plural(total, { one: '# step', other: '# steps' })}`}
      </p>
      {skill.description ? (
        <p className={`mt-2 text-slate-100 ${kioskText.body}`}>{skill.description}</p>
      ) : null}
      {skill.requires.length > 0 ? (
        <p className={`mt-2 inline-flex items-center gap-2 text-amber-300 ${kioskText.body}`}>
          <Lock className="h-[1em] w-[1em]" aria-hidden="true" />
          {requiresText(skill.requires)}
        </p>
      ) : null}
      <ol aria-label={t`${name} ladder`} className="mt-4 grid gap-3 md:grid-cols-2">
        {skill.steps.map((step) => {
          const order = step.order
          return (
            <li
              key={step.id}
              className="flex items-center gap-4 rounded-2xl bg-slate-950 p-3 ring-1 ring-slate-700"
            >
              <LazyExerciseDemo
                exercise={{ name: step.exerciseName, demo: step.demo, imageUrl: step.imageUrl }}
                variant="thumbnail"
                className="h-[4.5em] w-[5.5em] shrink-0 rounded-xl bg-slate-900 p-1 text-[clamp(1rem,2.2vmin,1.75rem)]"
              />
              <div className="min-w-0">
                <p className={`font-semibold text-slate-300 ${kioskText.small}`}>
                  <Trans>
                    Step {order} of {total}
                  </Trans>
                </p>
                <p className={`font-bold text-slate-100 ${kioskText.body}`}>{step.exerciseName}</p>
                <p className={`font-extrabold text-amber-300 tabular-nums ${kioskText.large}`}>
                  {standardLabel(step.standard)}
                </p>
              </div>
            </li>
          )
        })}
      </ol>
    </article>
  )
}
