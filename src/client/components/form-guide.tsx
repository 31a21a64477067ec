import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Check, X } from 'lucide-react'
import { useId, useRef, useState } from 'react'
import { DEFAULT_CORRECT_TIPS, DEFAULT_INCORRECT_TIPS, formTips } from '~/shared/rules/form-tips'
import type { DemoExercise } from './demo/exercise-demo'
import { LazyExerciseDemo } from './demo/lazy-exercise-demo'

// DEFAULT_CORRECT_TIPS and DEFAULT_INCORRECT_TIPS of shared/rules/form-tips.ts, word for word.
const DEFAULT_TIPS: Record<string, ReturnType<typeof msg>> = {
  'Keep your core braced throughout': msg`Keep your core braced throughout`,
  'Move with control through the full range of motion': msg`Move with control through the full range of motion`,
  'Breathe steadily: exhale on the effort': msg`Breathe steadily: exhale on the effort`,
  'Rushing the reps with momentum': msg`Rushing the reps with momentum`,
  'Holding your breath': msg`Holding your breath`,
  'Letting form slip to squeeze out extra reps': msg`Letting form slip to squeeze out extra reps`,
}

interface FormGuideProps {
  exercise: DemoExercise & {
    correctFormTips: readonly string[] | null
    incorrectFormTips: readonly string[] | null
  }
}

/**
 * docs/product.md#proper-form 'Proper Form': tabs Correct Form / Incorrect Form, each with the
 * exercise's demonstration (the fault marked on the incorrect one; docs/demos.md) and tips.
 */
export function FormGuide({ exercise }: FormGuideProps) {
  const { t } = useLingui()
  const { name } = exercise
  const [tab, setTab] = useState<'correct' | 'incorrect'>('correct')
  const id = useId()
  const refs = {
    correct: useRef<HTMLButtonElement>(null),
    incorrect: useRef<HTMLButtonElement>(null),
  }
  const tabs = [
    { key: 'correct' as const, label: t`Correct Form` },
    { key: 'incorrect' as const, label: t`Incorrect Form` },
  ]
  const select = (key: 'correct' | 'incorrect') => {
    setTab(key)
    refs[key].current?.focus()
  }
  const correct = tab === 'correct'
  const tips = (
    correct
      ? formTips(exercise.correctFormTips, DEFAULT_CORRECT_TIPS)
      : formTips(exercise.incorrectFormTips, DEFAULT_INCORRECT_TIPS)
  ).map((tip) => {
    // The defaults are the app's words, said in the active language; an exercise's own are data.
    const own = DEFAULT_TIPS[tip]
    return own ? t(own) : tip
  })
  return (
    <div>
      <div
        role="tablist"
        aria-label={t`${name} form`}
        className="flex gap-1 rounded-xl bg-slate-100 p-1 dark:bg-slate-800"
      >
        {tabs.map((t) => (
          <button
            key={t.key}
            ref={refs[t.key]}
            type="button"
            role="tab"
            id={`${id}-${t.key}`}
            aria-selected={tab === t.key}
            aria-controls={`${id}-panel`}
            tabIndex={tab === t.key ? 0 : -1}
            onClick={() => setTab(t.key)}
            onKeyDown={(e) => {
              if (e.key === 'ArrowRight' || e.key === 'ArrowLeft')
                select(t.key === 'correct' ? 'incorrect' : 'correct')
            }}
            className={`min-h-11 flex-1 rounded-lg px-3 text-sm font-semibold ${tab === t.key ? 'bg-white shadow dark:bg-slate-900' : 'text-slate-600 dark:text-slate-300'}`}
          >
            {t.label}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`${id}-panel`}
        aria-labelledby={`${id}-${tab}`}
        className="mt-4 grid gap-4 sm:grid-cols-2"
      >
        <LazyExerciseDemo
          key={tab}
          exercise={exercise}
          variant={correct ? 'correct' : 'incorrect'}
          className="aspect-video w-full rounded-xl bg-white p-2 ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-700"
        />
        <div>
          <h3 className="font-semibold">{correct ? <Trans>Do</Trans> : <Trans>Don't</Trans>}</h3>
          <ul className="mt-2 space-y-2">
            {tips.map((tip) => (
              <li key={tip} className="flex items-start gap-2 text-sm">
                {correct ? (
                  <Check className="mt-0.5 h-4 w-4 shrink-0 text-emerald-700" aria-hidden="true" />
                ) : (
                  <X className="mt-0.5 h-4 w-4 shrink-0 text-red-700" aria-hidden="true" />
                )}
                {tip}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </div>
  )
}
