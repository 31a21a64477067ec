import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { Check, Lock, Star } from 'lucide-react'
import { buttonClass } from '~/client/components/ui/button'
import { ProgressBar } from '~/client/components/ui/progress-bar'
import { requiresText } from '~/client/components/progress/training-labels'
import { stepOfLabel } from '~/client/lib/display-labels'
import { skillDifficultyLabel } from '~/client/lib/display-labels'
import {
  ladderProgress,
  missingRequirements,
  skillTree,
  type SkillTreeNode,
  standardLabel,
} from '~/shared/rules/skill-display'
import type { Skill } from '~/shared/schemas/skills'
import { SkillIcon } from '~/client/components/skill-icon'

/**
 * docs/product.md#skills: every skill under the one it requires (Crow Pose → Handstand →
 * Freestanding Handstand Push-up), drawn as a tree of nested lists joined by lines, so a screen
 * reader hears the nesting the eye sees.
 */
export function SkillTree({ skills }: { skills: readonly Skill[] }) {
  const roots = skillTree(skills)
  return (
    // Two columns from 768 px, each branch kept whole in one column.
    <ul className="mt-3 md:columns-2 md:gap-3">
      {roots.map((node) => (
        <SkillBranch key={node.skill.id} node={node} all={skills} />
      ))}
    </ul>
  )
}

function SkillBranch({
  node,
  all,
  nested = false,
}: {
  node: SkillTreeNode<Skill>
  all: readonly Skill[]
  nested?: boolean
}) {
  const { skill, children } = node
  const { t } = useLingui()
  const skillName = skill.name
  return (
    <li
      className={
        !nested
          ? 'mb-3 break-inside-avoid'
          : // The branch's lines: down from the parent, then across to this card.
            "relative pl-4 before:absolute before:top-0 before:-bottom-3 before:left-0 before:border-l-2 before:border-slate-300 before:content-[''] after:absolute after:top-9 after:left-0 after:w-4 after:border-t-2 after:border-slate-300 after:content-[''] last:before:bottom-auto last:before:h-9 dark:before:border-slate-600 dark:after:border-slate-600"
      }
    >
      <SkillCard skill={skill} all={all} />
      {children.length > 0 ? (
        <ul aria-label={t`After ${skillName}`} className="mt-3 ml-3 grid gap-3 sm:ml-7">
          {children.map((child) => (
            <SkillBranch key={child.skill.id} node={child} all={all} nested />
          ))}
        </ul>
      ) : null}
    </li>
  )
}

function SkillCard({ skill: s, all }: { skill: Skill; all: readonly Skill[] }) {
  const { passed, total, current } = ladderProgress(s)
  const missing = s.isUnlocked ? [] : missingRequirements(s, all)
  const requiresId = `skill-${s.id}-requires`
  const { t } = useLingui()
  const skillName = s.name
  const difficulty = s.difficulty
  return (
    <article
      aria-labelledby={`skill-${s.id}-name`}
      className="flex items-start gap-3 rounded-2xl border border-slate-200 bg-white p-4 sm:gap-4 dark:border-slate-800 dark:bg-slate-900"
    >
      <span
        className={`relative inline-flex h-12 w-12 shrink-0 items-center justify-center rounded-2xl sm:h-14 sm:w-14 ${s.isUnlocked ? 'bg-brand-700 text-white' : 'bg-brand-50 text-brand-800 dark:bg-slate-800 dark:text-brand-100'}`}
        aria-hidden="true"
      >
        <SkillIcon icon={s.icon} className="h-7 w-7" />
        {/* The lock (or the tick once unlocked), on the skill's own icon. */}
        <span className="absolute -right-1.5 -bottom-1.5 inline-flex h-6 w-6 items-center justify-center rounded-full bg-white text-slate-700 ring-2 ring-white dark:bg-slate-900 dark:text-slate-200 dark:ring-slate-900">
          {s.isUnlocked ? (
            <Check className="h-4 w-4 text-emerald-700 dark:text-emerald-400" />
          ) : (
            <Lock className="h-3.5 w-3.5" />
          )}
        </span>
      </span>
      <div className="min-w-0 flex-1">
        <h3 id={`skill-${s.id}-name`} className="font-semibold">
          <Link
            to="/skills/$skillId"
            params={{ skillId: String(s.id) }}
            className="underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            {s.name}
          </Link>
        </h3>
        {s.description ? (
          <p className="mt-0.5 text-sm text-slate-600 dark:text-slate-400">{s.description}</p>
        ) : null}
        <div className="mt-1.5 flex flex-wrap items-center gap-x-2 gap-y-1">
          <span className="text-sm font-medium text-slate-700 dark:text-slate-300">
            {skillDifficultyLabel(s.difficulty)}
          </span>
          <span className="flex" role="img" aria-label={t`Difficulty ${difficulty} of 5`}>
            {Array.from({ length: s.difficulty }, (_, i) => (
              <Star key={i} className="h-4 w-4 fill-amber-500 text-amber-500" aria-hidden="true" />
            ))}
          </span>
          {s.isUnlocked ? (
            <button
              type="button"
              disabled
              className={`ml-auto ${buttonClass('outline')}`}
              aria-label={t`${skillName}: Unlocked`}
            >
              <Trans>Unlocked</Trans>
            </button>
          ) : missing.length > 0 || !current ? (
            <button
              type="button"
              disabled
              className={`ml-auto ${buttonClass('primary')}`}
              aria-label={t`Train ${skillName}`}
              aria-describedby={missing.length > 0 ? requiresId : undefined}
            >
              <Trans>Train</Trans>
            </button>
          ) : (
            <Link
              to="/skills/$skillId/train"
              params={{ skillId: String(s.id) }}
              className={`ml-auto ${buttonClass('primary')}`}
              aria-label={t`Train ${skillName}`}
            >
              <Trans>Train</Trans>
            </Link>
          )}
        </div>
        {total > 0 ? (
          <div className="mt-2">
            <p className="text-sm">
              {current ? (
                <>
                  <span className="font-semibold">{stepOfLabel(current.order, total)}</span>
                  {' · '}
                  {current.exerciseName}
                  {' · '}
                  <span className="font-semibold whitespace-nowrap tabular-nums">
                    {standardLabel(current.standard)}
                  </span>
                </>
              ) : (
                <span className="font-semibold">
                  {total === 1 ? t`The step passed` : t`All ${total} steps passed`}
                </span>
              )}
            </p>
            <div className="mt-1.5">
              <ProgressBar
                value={passed}
                max={total}
                label={t`${skillName}: ${passed} of ${total} steps passed`}
              />
            </div>
          </div>
        ) : null}
        {missing.length > 0 ? (
          <p
            id={requiresId}
            className="mt-2 inline-flex items-center gap-1.5 text-sm font-medium text-amber-800 dark:text-amber-300"
          >
            <Lock className="h-3.5 w-3.5" aria-hidden="true" />
            {requiresText(missing.map((m) => m.name))}
          </p>
        ) : null}
      </div>
    </article>
  )
}
