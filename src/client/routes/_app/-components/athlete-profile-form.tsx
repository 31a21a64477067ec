import type { MessageDescriptor } from '@lingui/core'
import { msg, plural } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useId, useState, type ReactNode } from 'react'
import { difficultyLabel, equipmentLabel, unitName } from '~/client/lib/display-labels'
import { buttonClass } from '~/client/components/ui/button'
import { errorText } from '~/client/lib/errors'
import { useUpdateProfile } from '~/client/lib/mutations/use-profile-mutations'
import { CHECK_THRESHOLDS, levelFromCheck, type LevelCheck } from '~/shared/rules/athlete-level'
import {
  DAYS_PER_WEEK,
  GOALS,
  SESSION_MINUTES,
  TRAINING_LEVELS,
  type Goal,
  type TrainingLevel,
} from '~/shared/rules/athlete-profile'
import { EQUIPMENT_KEYS, type EquipmentKey } from '~/shared/rules/equipment'
import { UNITS, type Units } from '~/shared/rules/units'
import type { User } from '~/shared/schemas/user'

const GOAL_LABELS: Record<Goal, MessageDescriptor> = {
  strength: msg`Strength`,
  skills: msg`Skills (handstands, levers, L-sits)`,
  mobility: msg`Mobility`,
  general: msg`General fitness`,
}

const CHECK_FIELDS: { key: keyof LevelCheck; label: MessageDescriptor }[] = [
  { key: 'pushUps', label: msg`Max push-ups` },
  { key: 'pullUps', label: msg`Max pull-ups` },
  { key: 'squats', label: msg`Max squats` },
  { key: 'plankSeconds', label: msg`Plank hold (seconds)` },
]

const MINUTE_CHOICES = [10, 15, 20, 30, 45, 60, 75, 90].filter(
  (m) => m >= SESSION_MINUTES.min && m <= SESSION_MINUTES.max,
)

const controlClass =
  'min-h-11 rounded-lg border border-slate-300 bg-white px-3 text-slate-900 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100'

type Profile = Pick<
  User,
  'trainingLevel' | 'goals' | 'equipment' | 'daysPerWeek' | 'sessionMinutes'
>

/**
 * The athlete's profile (docs/product.md#onboarding): level (or the two-minute check that sets
 * it), goals, equipment, days a week and minutes a session. Onboarding and Settings show the
 * same form; `onboarding` marks the first-sign-in questions answered when it saves. Onboarding
 * also asks the unit of load (`units`: Settings has its own switch for it), saved with the rest.
 */
export function AthleteProfileForm({
  user,
  submitLabel,
  onboarding,
  units,
  onSaved,
  extraAction,
}: {
  user: Profile
  submitLabel: string
  onboarding?: boolean
  units?: { value: Units; onChange: (units: Units) => void }
  onSaved?: (user: User) => void
  extraAction?: ReactNode
}) {
  const { t } = useLingui()
  const [level, setLevel] = useState<TrainingLevel | 'check'>(user.trainingLevel)
  const [check, setCheck] = useState<Record<keyof LevelCheck, string>>({
    pushUps: '',
    pullUps: '',
    squats: '',
    plankSeconds: '',
  })
  const [goals, setGoals] = useState<Goal[]>(user.goals)
  const [equipment, setEquipment] = useState<EquipmentKey[]>(user.equipment)
  const [daysPerWeek, setDays] = useState(user.daysPerWeek)
  const [sessionMinutes, setMinutes] = useState(user.sessionMinutes)
  const [error, setError] = useState<string | null>(null)
  const save = useUpdateProfile({
    onSuccess: (saved) => onSaved?.(saved),
    onError: (e) => setError(errorText(e)),
  })
  const numbers = Object.fromEntries(
    CHECK_FIELDS.map(({ key }) => [key, Number(check[key]) || 0]),
  ) as unknown as LevelCheck
  const checked = levelFromCheck(numbers)
  const chosenLevel = level === 'check' ? checked : level
  const checkedLevel = difficultyLabel(checked)
  const errorId = useId()
  return (
    <form
      className="grid gap-6"
      aria-describedby={error ? errorId : undefined}
      onSubmit={(e) => {
        e.preventDefault()
        setError(null)
        if (goals.length === 0) return setError(t`Choose at least one goal`)
        save.mutate({
          trainingLevel: chosenLevel,
          goals,
          equipment,
          daysPerWeek,
          sessionMinutes,
          ...(units ? { units: units.value } : {}),
          ...(onboarding ? { onboarding: 'done' as const } : {}),
        })
      }}
    >
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-lg font-bold">
          <Trans>Your level</Trans>
        </legend>
        {TRAINING_LEVELS.map((l) => (
          <Choice
            key={l}
            type="radio"
            name="level"
            checked={level === l}
            onChange={() => setLevel(l)}
            label={difficultyLabel(l)}
          />
        ))}
        <Choice
          type="radio"
          name="level"
          checked={level === 'check'}
          onChange={() => setLevel('check')}
          label={t`Not sure: take the two-minute check`}
        />
        {level === 'check' ? (
          <div className="mt-2 grid gap-3 rounded-xl bg-slate-50 p-4 sm:grid-cols-2 dark:bg-slate-800/60">
            <p className="text-sm text-slate-700 sm:col-span-2 dark:text-slate-300">
              <Trans>
                Do each as many times as you can with good form (hold the plank as long as you can),
                resting between them. Leave out what you cannot try.
              </Trans>
            </p>
            {CHECK_FIELDS.map(({ key, label }) => {
              const { intermediate, advanced } = CHECK_THRESHOLDS[key]
              return (
                <NumberInput
                  key={key}
                  label={t(label)}
                  hint={t`Intermediate from ${intermediate}, advanced from ${advanced}`}
                  value={check[key]}
                  onChange={(v) => setCheck({ ...check, [key]: v })}
                />
              )
            })}
            <p className="font-semibold sm:col-span-2" aria-live="polite">
              <Trans>Your level: {checkedLevel}</Trans>
            </p>
          </div>
        ) : null}
      </fieldset>

      <fieldset className="grid gap-2">
        <legend className="mb-1 text-lg font-bold">
          <Trans>Your goals</Trans>
        </legend>
        {GOALS.map((g) => (
          <Choice
            key={g}
            type="checkbox"
            checked={goals.includes(g)}
            onChange={(on) => setGoals(on ? [...goals, g] : goals.filter((x) => x !== g))}
            label={t(GOAL_LABELS[g])}
          />
        ))}
      </fieldset>

      <fieldset className="grid gap-2">
        <legend className="mb-1 text-lg font-bold">
          <Trans>Equipment you have</Trans>
        </legend>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          <Trans>None is fine: Daily then gives you workouts that need only the floor.</Trans>
        </p>
        <div className="grid gap-2 sm:grid-cols-2">
          {EQUIPMENT_KEYS.map((k) => (
            <Choice
              key={k}
              type="checkbox"
              checked={equipment.includes(k)}
              onChange={(on) =>
                setEquipment(on ? [...equipment, k] : equipment.filter((x) => x !== k))
              }
              label={equipmentLabel(k)}
            />
          ))}
        </div>
      </fieldset>

      {units ? (
        <fieldset className="grid gap-2">
          <legend className="mb-1 text-lg font-bold">
            <Trans>Units</Trans>
          </legend>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            <Trans>Loads are entered and shown in this unit</Trans>
          </p>
          <div className="grid gap-2 sm:grid-cols-2">
            {UNITS.map((u) => (
              <Choice
                key={u}
                type="radio"
                name="units"
                checked={units.value === u}
                onChange={() => units.onChange(u)}
                label={unitName(u)}
              />
            ))}
          </div>
        </fieldset>
      ) : null}

      <div className="grid gap-4 sm:grid-cols-2">
        <SelectInput
          label={t`Training days a week`}
          value={daysPerWeek}
          options={range(DAYS_PER_WEEK.min, DAYS_PER_WEEK.max).map((days) => [
            days,
            t`${plural(days, { one: '# day', other: '# days' })}`,
          ])}
          onChange={setDays}
        />
        <SelectInput
          label={t`Minutes a session`}
          value={sessionMinutes}
          options={[...new Set([...MINUTE_CHOICES, sessionMinutes])]
            .sort((a, b) => a - b)
            .map((minutes) => [minutes, t`${minutes} minutes`])}
          onChange={setMinutes}
        />
      </div>

      {error ? (
        <p id={errorId} role="alert" className="font-semibold text-red-700 dark:text-red-400">
          {error}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <button type="submit" className={buttonClass('primary', 'lg')} disabled={save.isPending}>
          {submitLabel}
        </button>
        {extraAction}
      </div>
    </form>
  )
}

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, i) => from + i)
}

function Choice({
  type,
  name,
  checked,
  onChange,
  label,
}: {
  type: 'radio' | 'checkbox'
  name?: string
  checked: boolean
  onChange: (on: boolean) => void
  label: string
}) {
  return (
    <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-slate-200 px-3 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 dark:border-slate-700 dark:has-[:checked]:bg-slate-800">
      <input
        type={type}
        name={name}
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        className="h-5 w-5 shrink-0 accent-brand-700"
      />
      <span>{label}</span>
    </label>
  )
}

function NumberInput({
  label,
  hint,
  value,
  onChange,
}: {
  label: string
  hint: string
  value: string
  onChange: (v: string) => void
}) {
  const id = useId()
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold">
        {label}
      </label>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={0}
        max={1000}
        value={value}
        aria-describedby={`${id}-hint`}
        onChange={(e) => onChange(e.target.value)}
        className={`${controlClass} mt-1 w-full`}
      />
      <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600 dark:text-slate-400">
        {hint}
      </p>
    </div>
  )
}

function SelectInput({
  label,
  value,
  options,
  onChange,
}: {
  label: string
  value: number
  options: [number, string][]
  onChange: (v: number) => void
}) {
  const id = useId()
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(e) => onChange(Number(e.target.value))}
        className={`${controlClass} mt-1 w-full`}
      >
        {options.map(([v, text]) => (
          <option key={v} value={v}>
            {text}
          </option>
        ))}
      </select>
    </div>
  )
}
