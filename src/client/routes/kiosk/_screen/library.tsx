import { msg, plural } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { LazyExerciseDemo } from '~/client/components/demo/lazy-exercise-demo'
import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { Check, X } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { trpc } from '~/client/lib/trpc'
import { useIdle } from '~/client/routes/kiosk/-lib/use-idle'
import { useKioskUnpaired } from '~/client/routes/kiosk/-lib/use-kiosk-unpaired'
import { i18n } from '~/client/lib/i18n'
import { filterValueText } from '~/client/routes/kiosk/-lib/kiosk-labels'
import type { KioskExercise } from '~/shared/schemas/kiosk'
import { kioskLoad } from '../-components/kiosk-load'
import { KioskOffline } from '../-components/kiosk-offline'
import { KioskPending } from '../-components/kiosk-pending'
import { KioskSkills } from '../-components/kiosk-skills'
import { chipClass, focusRing, kioskText } from '../-components/kiosk-ui'

export const Route = createFileRoute('/kiosk/_screen/library')({
  loader: ({ context }) => kioskLoad(() => context.utils.kiosk.exercises.ensureData({})),
  pendingComponent: () => <KioskPending label={i18n._(msg`Loading the exercise library…`)} />,
  errorComponent: KioskOffline,
  component: LibraryPage,
})

/** Nobody has touched the library for this long: the screen goes back to the board. */
const IDLE_MS = 2 * 60_000

function LibraryPage() {
  const { t } = useLingui()
  const navigate = useNavigate()
  useIdle(IDLE_MS, () => void navigate({ to: '/kiosk' }))
  const [section, setSection] = useState<'exercises' | 'skills'>('exercises')
  const [bodyPart, setBodyPart] = useState('all')
  const [difficulty, setDifficulty] = useState('all')
  const [selectedId, setSelectedId] = useState<number | null>(null)
  const detailRef = useRef<HTMLElement>(null)
  const library = trpc.kiosk.exercises.useQuery(
    bodyPart === 'all' && difficulty === 'all' ? {} : { bodyPart, difficulty },
    { placeholderData: (previous) => previous },
  )
  useKioskUnpaired(library.error)
  const data = library.data
  const items = data?.items ?? []
  const exerciseCount = items.length
  const selected = items.find((e) => e.id === selectedId) ?? items[0]
  const listRef = useRef<HTMLElement>(null)
  const selectedShown = selected?.id
  useEffect(() => {
    const list = listRef.current
    const button = list?.querySelector<HTMLElement>(`[data-exercise="${selectedShown}"]`)
    if (!list || !button) return
    // Scroll the list only (never the page), so the highlighted name is in view.
    const top = button.offsetTop
    if (top < list.scrollTop || top + button.offsetHeight > list.scrollTop + list.clientHeight) {
      list.scrollTop = top - list.clientHeight / 2 + button.offsetHeight / 2
    }
  }, [selectedShown, items.length])

  const sections = (
    <div role="group" aria-label={t`Library section`} className="flex flex-wrap gap-3">
      {(
        [
          ['exercises', t`Exercises`],
          ['skills', t`Skill ladders`],
        ] as const
      ).map(([value, label]) => (
        <button
          key={value}
          type="button"
          aria-pressed={section === value}
          onClick={() => setSection(value)}
          className={chipClass(section === value, 'large')}
        >
          {label}
        </button>
      ))}
    </div>
  )
  if (section === 'skills') {
    return (
      <div className="flex min-h-0 flex-1 flex-col gap-[clamp(0.75rem,2vmin,2rem)] px-[clamp(1rem,3vmin,3.5rem)] py-[clamp(0.75rem,2vmin,2rem)]">
        <h1 className={`font-extrabold ${kioskText.title}`}>
          <Trans>Exercise library</Trans>
        </h1>
        {sections}
        <KioskSkills />
      </div>
    )
  }

  return (
    <div className="flex min-h-0 flex-1 flex-col gap-[clamp(0.75rem,2vmin,2rem)] px-[clamp(1rem,3vmin,3.5rem)] py-[clamp(0.75rem,2vmin,2rem)]">
      <div className="flex flex-wrap items-baseline justify-between gap-x-6 gap-y-1">
        <h1 className={`font-extrabold ${kioskText.title}`}>
          <Trans>Exercise library</Trans>
        </h1>
        <p role="status" className={`text-slate-300 ${kioskText.body}`}>
          {library.isFetching && library.isPlaceholderData
            ? t`Loading…`
            : t`${plural(exerciseCount, { one: '# exercise', other: '# exercises' })}`}
          {library.isError && !library.isPlaceholderData
            ? t` · could not refresh, showing the last list`
            : ''}
        </p>
      </div>
      {sections}
      <div className="flex flex-col gap-x-[clamp(1rem,4vmin,4rem)] gap-y-[clamp(0.5rem,1.5vmin,1.5rem)] lg:landscape:flex-row lg:landscape:flex-wrap">
        <ChipRow
          label={t`Body part`}
          values={data?.bodyParts ?? []}
          value={bodyPart}
          onChange={setBodyPart}
        />
        <ChipRow
          label={t`Difficulty`}
          values={data?.difficulties ?? []}
          value={difficulty}
          onChange={setDifficulty}
        />
      </div>

      {items.length === 0 ? (
        <p
          className={`rounded-2xl border-2 border-dashed border-slate-700 p-8 text-center ${kioskText.large}`}
        >
          <Trans>No exercises match these filters.</Trans>
        </p>
      ) : (
        <div className="grid min-h-0 flex-1 gap-[clamp(1rem,3vmin,3rem)] lg:landscape:grid-cols-[minmax(0,1fr)_minmax(0,2fr)] lg:portrait:grid-rows-[minmax(0,30%)_minmax(0,1fr)]">
          <nav
            ref={listRef}
            aria-label={t`Exercises`}
            className="relative max-h-[45dvh] overflow-y-auto rounded-2xl bg-slate-900 p-2 ring-1 ring-slate-700 lg:max-h-none lg:min-h-0"
          >
            <ul className="flex flex-col gap-1 lg:portrait:grid lg:portrait:grid-cols-2">
              {items.map((e) => (
                <li key={e.id}>
                  <button
                    type="button"
                    data-exercise={e.id}
                    aria-current={e.id === selected?.id ? 'true' : undefined}
                    onClick={() => {
                      setSelectedId(e.id)
                      detailRef.current?.scrollIntoView({ block: 'nearest' })
                    }}
                    className={`flex min-h-14 w-full items-center rounded-xl px-4 py-2 text-left font-semibold ${kioskText.body} ${focusRing} ${
                      e.id === selected?.id
                        ? 'bg-amber-300 text-slate-950 [--demo-ink:var(--color-slate-950)]'
                        : 'text-slate-100 hover:bg-slate-800'
                    }`}
                  >
                    <LazyExerciseDemo
                      exercise={e}
                      variant="thumbnail"
                      decorative
                      className="mr-3 h-[2.4em] w-[3em] shrink-0"
                    />
                    {e.name}
                  </button>
                </li>
              ))}
            </ul>
          </nav>
          {selected ? <ExerciseDetail ref={detailRef} exercise={selected} /> : null}
        </div>
      )}
    </div>
  )
}

function ChipRow({
  label,
  values,
  value,
  onChange,
}: {
  label: string
  values: string[]
  value: string
  onChange: (value: string) => void
}) {
  return (
    <div
      role="group"
      aria-label={label}
      className="flex flex-wrap items-center gap-[clamp(0.5rem,1vmin,1rem)]"
    >
      <span
        aria-hidden="true"
        className={`mr-2 w-full shrink-0 font-semibold text-slate-400 sm:w-[7em] lg:landscape:w-auto ${kioskText.small}`}
      >
        {label}
      </span>
      {['all', ...values].map((v) => (
        <button
          key={v}
          type="button"
          aria-pressed={value === v}
          onClick={() => onChange(v)}
          className={chipClass(value === v)}
        >
          {v === 'all' ? <Trans>All</Trans> : filterValueText(v)}
        </button>
      ))}
    </div>
  )
}

function ExerciseDetail({
  exercise: e,
  ref,
}: {
  exercise: KioskExercise
  ref: React.Ref<HTMLElement>
}) {
  const { t } = useLingui()
  const steps = e.instructions
    .split(/\n+/)
    .map((line) => line.replace(/^\s*\d+[.)]\s*/, '').trim())
    .filter(Boolean)
  return (
    <article
      ref={ref}
      aria-labelledby="exercise-detail-title"
      // Scrolls on its own on a large screen: focusable, so a keyboard can scroll it too.
      tabIndex={0}
      className={`min-w-0 scroll-mt-4 rounded-2xl bg-slate-900 p-[clamp(1rem,3vmin,3rem)] ring-1 ring-slate-700 lg:min-h-0 lg:overflow-y-auto ${focusRing}`}
    >
      <h2 id="exercise-detail-title" className={`leading-tight font-extrabold ${kioskText.title}`}>
        {e.name}
      </h2>
      <div className="grid gap-[clamp(1rem,2.5vmin,2.5rem)] lg:landscape:grid-cols-2">
        <div>
          <LazyExerciseDemo
            key={e.id}
            exercise={e}
            className="mt-3 aspect-video max-h-[36dvh] w-full rounded-2xl bg-slate-950 p-2 ring-1 ring-slate-700"
          />
          <ul aria-label={t`Details`} className={`mt-3 flex flex-wrap gap-2 ${kioskText.small}`}>
            {[
              filterValueText(e.bodyPart),
              filterValueText(e.difficulty),
              e.equipment ? filterValueText(e.equipment) : t`No equipment`,
            ].map((tag) => (
              <li
                key={tag}
                className="rounded-full bg-slate-800 px-4 py-1 font-semibold text-slate-100 ring-1 ring-slate-600"
              >
                {tag}
              </li>
            ))}
          </ul>
          {e.targetMuscles ? (
            <p className={`mt-3 text-amber-300 ${kioskText.large}`}>
              <span className="font-semibold">
                <Trans>Targets:</Trans>
              </span>{' '}
              {e.targetMuscles}
            </p>
          ) : null}
          <h3 className={`mt-4 font-bold ${kioskText.large}`}>
            <Trans>How to do it</Trans>
          </h3>
          {steps.length > 1 ? (
            <ol
              className={`mt-2 list-decimal space-y-2 pl-[1.5em] text-slate-100 ${kioskText.body}`}
            >
              {steps.map((step, i) => (
                <li key={i}>{step}</li>
              ))}
            </ol>
          ) : (
            <p className={`mt-2 text-slate-100 ${kioskText.body}`}>{steps[0] ?? e.description}</p>
          )}
        </div>
        <div className="grid content-start gap-[clamp(1rem,2.5vmin,2.5rem)] md:grid-cols-2 lg:landscape:mt-3 lg:landscape:grid-cols-1">
          <TipsPanel id="do-tips" tone="do" tips={e.correctFormTips} />
          <TipsPanel id="dont-tips" tone="dont" tips={e.incorrectFormTips}>
            <LazyExerciseDemo
              key={e.id}
              exercise={e}
              variant="incorrect"
              className="mt-3 aspect-video max-h-[24dvh] w-full rounded-xl bg-slate-950 p-2"
            />
          </TipsPanel>
        </div>
      </div>
    </article>
  )
}

const TIP_TONES = {
  do: {
    title: msg`Do`,
    Icon: Check,
    boxClass: 'bg-emerald-950 ring-emerald-500',
    headingClass: 'text-emerald-300',
  },
  dont: {
    title: msg`Don’t`,
    Icon: X,
    boxClass: 'bg-rose-950 ring-rose-500',
    headingClass: 'text-rose-300',
  },
} as const

/** One of the two form-tip lists, Do in green and Don't in red. */
function TipsPanel({
  id,
  tone,
  tips,
  children,
}: {
  id: string
  tone: keyof typeof TIP_TONES
  tips: string[]
  /** The fault drawn, under the Don't list. */
  children?: React.ReactNode
}) {
  const { t } = useLingui()
  const { title, Icon, boxClass, headingClass } = TIP_TONES[tone]
  return (
    <section
      aria-labelledby={id}
      className={`rounded-2xl p-[clamp(0.75rem,2vmin,2rem)] ring-2 ${boxClass}`}
    >
      <h3
        id={id}
        className={`flex items-center gap-2 font-bold ${headingClass} ${kioskText.large}`}
      >
        <Icon aria-hidden="true" className="h-[1em] w-[1em]" strokeWidth={3} />
        {t(title)}
      </h3>
      <ul className={`mt-2 space-y-2 ${kioskText.body}`}>
        {tips.map((tip) => (
          <li key={tip}>{tip}</li>
        ))}
      </ul>
      {children}
    </section>
  )
}
