import { msg, plural } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { Award, CheckCircle2, Flame, Medal, Zap } from 'lucide-react'
import { PageHeading } from '~/client/components/page-heading'
import { ProgressBar } from '~/client/components/ui/progress-bar'
import { Skeletons } from '~/client/components/ui/skeleton'
import { trpc } from '~/client/lib/trpc'
import { SkillTree } from './-components/skill-tree'
import { badgeGoalText } from '~/client/components/progress/training-labels'
import { badgeProgressPercent, badgesToNextLevel, levelFromBadges } from '~/shared/rules/levels'

export const Route = createFileRoute('/_app/skills')({
  loader: ({ context }) =>
    Promise.all([context.utils.skills.list.ensureData(), context.utils.badges.list.ensureData()]),
  pendingComponent: SkillsPending,
  component: SkillsPage,
})

const HEADING = {
  title: msg`Calisthenics Skills`,
  subtitle: msg`Track your progress and earn badges`,
}

function Heading() {
  const { t } = useLingui()
  return <PageHeading title={t(HEADING.title)} subtitle={t(HEADING.subtitle)} />
}

function SkillsPending() {
  return (
    <>
      <Heading />
      <Skeletons count={3} className="h-28" />
    </>
  )
}

const BADGE_ICONS = { check: CheckCircle2, streak: Flame, skill: Zap, other: Medal } as const

function SkillsPage() {
  const [skills] = trpc.skills.list.useSuspenseQuery()
  const [badges] = trpc.badges.list.useSuspenseQuery()
  const earned = badges.filter((b) => b.isEarned)
  const goals = badges.filter((b) => !b.isEarned)
  const { t } = useLingui()
  const level = levelFromBadges(earned.length)
  const toNext = badgesToNextLevel(earned.length)
  const earnedCount = earned.length

  return (
    <>
      <Heading />
      <section
        aria-label={t`Level progress`}
        className="rounded-2xl bg-gradient-to-br from-brand-700 to-indigo-900 p-5 text-white shadow-md"
      >
        <div className="flex items-center justify-between gap-3">
          <p className="inline-flex items-center gap-2 text-2xl font-bold">
            <Award className="h-7 w-7" aria-hidden="true" /> <Trans>Level {level}</Trans>
          </p>
          <p className="text-sm text-white/90">
            <Trans>{toNext} more to level up</Trans>
          </p>
        </div>
        <div className="mt-4">
          <ProgressBar
            value={badgeProgressPercent(earned.length, badges.length)}
            label={t`Badges earned`}
          />
        </div>
        <p className="mt-2 text-sm text-white/90">
          {' '}
          {t`${plural(earnedCount, { one: '# badge', other: '# badges' })} earned`}
        </p>
      </section>

      <section aria-labelledby="your-badges" className="mt-8">
        <h2 id="your-badges" className="text-xl font-bold">
          <Trans>Your Badges</Trans>
        </h2>
        {earned.length === 0 ? (
          <p className="mt-2 text-slate-600 dark:text-slate-400">
            <Trans>Complete your first workout to earn a badge.</Trans>
          </p>
        ) : (
          <ul className="mt-3 grid grid-cols-3 gap-3">
            {earned.map((b) => {
              const Icon = BADGE_ICONS[b.icon]
              return (
                <li
                  key={b.id}
                  className="flex flex-col items-center rounded-2xl border border-slate-200 bg-white p-3 text-center dark:border-slate-800 dark:bg-slate-900"
                  title={b.description}
                >
                  <Icon className="h-8 w-8 text-amber-600" aria-hidden="true" />
                  <span className="mt-2 text-sm font-semibold">{b.name}</span>
                </li>
              )
            })}
          </ul>
        )}
      </section>

      <section aria-labelledby="skills-to-unlock" className="mt-8">
        <h2 id="skills-to-unlock" className="text-xl font-bold">
          <Trans>Skills to Unlock</Trans>
        </h2>
        <SkillTree skills={skills} />
      </section>

      {goals.length ? (
        <section aria-labelledby="badges-to-earn" className="mt-8">
          <h2 id="badges-to-earn" className="text-xl font-bold">
            <Trans>Badges to Earn</Trans>
          </h2>
          {/* One divided card on a phone keeps the long list short; separate cards from 640 px. */}
          <ul className="mt-3 divide-y divide-dashed divide-slate-300 rounded-2xl border border-dashed border-slate-300 bg-slate-50 sm:grid sm:grid-cols-2 sm:gap-3 sm:divide-y-0 sm:rounded-none sm:border-0 sm:bg-transparent lg:grid-cols-3 dark:divide-slate-700 dark:border-slate-700 dark:bg-slate-900/50 sm:dark:bg-transparent">
            {goals.map((b) => {
              const Icon = BADGE_ICONS[b.icon]
              return (
                <li
                  key={b.id}
                  className="flex items-center gap-3 p-3 sm:rounded-2xl sm:border sm:border-dashed sm:border-slate-300 sm:bg-slate-50 sm:dark:border-slate-700 sm:dark:bg-slate-900/50"
                >
                  <span
                    className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-slate-200 text-slate-500 dark:bg-slate-800 dark:text-slate-400"
                    aria-hidden="true"
                  >
                    <Icon className="h-5 w-5" />
                  </span>
                  <div className="min-w-0">
                    <p className="text-sm font-semibold text-slate-700 dark:text-slate-300">
                      {b.name}
                    </p>
                    <p className="text-sm text-slate-600 dark:text-slate-400">
                      {badgeGoalText(b.rule)}
                    </p>
                  </div>
                </li>
              )
            })}
          </ul>
        </section>
      ) : null}
    </>
  )
}
