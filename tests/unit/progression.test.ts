import { describe, expect, it } from 'vitest'
import { builtinCatalogue } from '~/server/catalogue/content'
import { EXERCISE_VARIATIONS } from '~/server/catalogue/exercise-variations'
import {
  aimAtTop,
  isBackwardRange,
  isWorkingSet,
  LOAD_STEPS,
  loadChangeLabel,
  rangeTargetLabel,
  repRange,
  steppedLoadInput,
  suggestProgression,
} from '~/shared/rules/progression'
import { loadInput, toKg } from '~/shared/rules/units'
import { workoutExerciseParamsSchema } from '~/shared/schemas/catalogue-input'

const diamond = { id: 7, name: 'Diamond Push-ups' }
const incline = { id: 3, name: 'Incline Push-ups' }
const session = (...reps: number[]) => reps.map((r, i) => ({ setNumber: i + 1, reps: r }))

describe('rep ranges', () => {
  it("reads '8-12', '8–12 reps', '8 to 12 per side' and '20-30 seconds' as ranges", () => {
    expect(repRange('8-12')).toEqual({ min: 8, max: 12, unit: 'reps' })
    expect(repRange('8–12 reps')).toEqual({ min: 8, max: 12, unit: 'reps' })
    expect(repRange('8 to 12 per side')).toEqual({ min: 8, max: 12, unit: 'reps' })
    expect(repRange('20-30 seconds')).toEqual({ min: 20, max: 30, unit: 'seconds' })
  })

  it('reads a plain number, a hold and a backward range as no range', () => {
    expect(repRange('10')).toBeNull()
    expect(repRange(10)).toBeNull()
    expect(repRange('30 seconds')).toBeNull()
    expect(repRange('12-8')).toBeNull()
    expect(repRange(null)).toBeNull()
    expect(isBackwardRange('12-8')).toBe(true)
    expect(isBackwardRange('10-10')).toBe(true)
    expect(isBackwardRange('8-12')).toBe(false)
  })

  it('lets a workout exercise have a range and refuses one written top first', () => {
    expect(workoutExerciseParamsSchema.parse({ reps: '8-12' }).reps).toBe('8-12')
    const bad = workoutExerciseParamsSchema.safeParse({ reps: '12-8' })
    expect(bad.success).toBe(false)
    expect(bad.error?.issues[0]?.message).toBe(
      'Write a rep range from its bottom to its top, e.g. 8-12',
    )
  })

  it('aims the player at the top of the range and labels the whole range', () => {
    const config = { mode: 'reps' as const, targetReps: 8, workSeconds: 30 }
    expect(aimAtTop(config, '8-12').targetReps).toBe(12)
    expect(aimAtTop(config, '10')).toBe(config)
    expect(aimAtTop({ ...config, mode: 'timed' as const }, '20-30 seconds').workSeconds).toBe(30)
    expect(rangeTargetLabel('8-12', false)).toBe('8-12 reps')
    expect(rangeTargetLabel('8-12 per side', true)).toBe('8-12 per side')
    expect(rangeTargetLabel('20-30 seconds', false)).toBe('Hold 20-30 s')
    expect(rangeTargetLabel('20-30 seconds', false, 'work')).toBe('Work 20-30 s')
    expect(rangeTargetLabel('10', false)).toBeNull()
  })
})

describe('the range rule', () => {
  const base = { reps: '8-12', sets: 3, easier: incline, harder: diamond }

  it('suggests the harder variation when every set reached the top', () => {
    expect(suggestProgression({ ...base, lastSession: session(12, 12, 13) })).toEqual({
      kind: 'harder',
      exerciseId: 7,
      exerciseName: 'Diamond Push-ups',
      loadKg: null,
      text: 'Level up: try Diamond Push-ups',
    })
  })

  it('suggests added load at the top when there is no harder variation', () => {
    expect(
      suggestProgression({ ...base, harder: null, lastSession: session(12, 12, 12) }),
    ).toMatchObject({ kind: 'add-load', loadKg: 2.5, text: 'Level up: add 2.5 kg' })
  })

  it("steps the load in the athlete's unit: a plate pair of 2.5 kg, or 5 lb (never 5.5 lb)", () => {
    expect(LOAD_STEPS).toEqual({ kg: 2.5, lb: 5 })
    const up = suggestProgression({
      ...base,
      harder: null,
      lastSession: session(12, 12, 12),
      units: 'lb',
    })
    expect(up).toMatchObject({ kind: 'add-load', text: 'Level up: add 5 lb' })
    // Stored and sent in kilograms: 5 lb as kg, which reads back as 5 lb.
    expect(up?.loadKg).toBeCloseTo(toKg(5, 'lb'), 10)
    expect(loadInput(up?.loadKg ?? null, 'lb')).toBe('5')
    const loaded = session(9, 7).map((s) => ({ ...s, loadKg: 20 }))
    const down = suggestProgression({ ...base, easier: null, lastSession: loaded, units: 'lb' })
    expect(down).toMatchObject({ kind: 'less-load', text: 'Too hard? Take off 5 lb' })
    expect(down?.loadKg).toBeCloseTo(-toKg(5, 'lb'), 10)
    // Its button, and in kilograms as before.
    expect(loadChangeLabel(up?.loadKg ?? 0, 'lb')).toBe('Add 5 lb')
    expect(loadChangeLabel(down?.loadKg ?? 0, 'lb')).toBe('Take off 5 lb')
    expect(loadChangeLabel(2.5)).toBe('Add 2.5 kg')
    expect(loadChangeLabel(-2.5, 'kg')).toBe('Take off 2.5 kg')
  })

  it("fills Details with the last load changed by the step, reckoned in the athlete's unit", () => {
    // 45 lb logged (20.41 kg stored) + 5 lb is 50 lb, not 49.9 from kilograms.
    expect(steppedLoadInput(toKg(45, 'lb'), toKg(5, 'lb'), 'lb')).toBe('50')
    expect(steppedLoadInput(20, 2.5)).toBe('22.5')
    expect(steppedLoadInput(20, -2.5, 'kg')).toBe('17.5')
    // Never below 0: no load left is no load, not a band.
    expect(steppedLoadInput(toKg(2.5, 'lb'), -toKg(5, 'lb'), 'lb')).toBe('0')
    expect(steppedLoadInput(0, 2.5, 'kg')).toBe('2.5')
  })

  it('suggests the easier variation when any set missed the bottom', () => {
    expect(suggestProgression({ ...base, lastSession: session(12, 9, 7) })).toMatchObject({
      kind: 'easier',
      exerciseId: 3,
      text: 'Too hard? Try Incline Push-ups',
    })
    // Without an easier one, a loaded session is told to take weight off; an unloaded one nothing.
    const loaded = session(9, 7).map((s) => ({ ...s, loadKg: 10 }))
    expect(suggestProgression({ ...base, easier: null, lastSession: loaded })).toMatchObject({
      kind: 'less-load',
      text: 'Too hard? Take off 2.5 kg',
    })
    expect(suggestProgression({ ...base, easier: null, lastSession: session(7) })).toBeNull()
  })

  it('suggests nothing inside the range, short of the prescribed sets, or without a range or history', () => {
    expect(suggestProgression({ ...base, lastSession: session(12, 11, 12) })).toBeNull()
    expect(suggestProgression({ ...base, lastSession: session(12, 12) })).toBeNull()
    expect(suggestProgression({ ...base, reps: '10', lastSession: session(12, 12, 12) })).toBeNull()
    expect(suggestProgression({ ...base, lastSession: [] })).toBeNull()
  })

  it('counts a per-side set by its weaker side, and holds by their seconds', () => {
    const perSide = [
      { setNumber: 1, side: 'left' as const, reps: 12 },
      { setNumber: 1, side: 'right' as const, reps: 7 },
    ]
    expect(suggestProgression({ ...base, sets: 1, lastSession: perSide })?.kind).toBe('easier')
    const holds = [1, 2, 3].map((n) => ({ setNumber: n, seconds: 31 }))
    expect(suggestProgression({ ...base, reps: '20-30 seconds', lastSession: holds })?.kind).toBe(
      'harder',
    )
  })
})

describe('the built-in variations', () => {
  it('link built-in exercises only', () => {
    const known = new Set(builtinCatalogue.exercises.map((e) => e.key))
    for (const [key, links] of Object.entries(EXERCISE_VARIATIONS)) {
      expect(known.has(key), key).toBe(true)
      for (const target of [links.easier, links.harder]) {
        if (target !== undefined) expect(known.has(target), `${key} → ${target}`).toBe(true)
      }
    }
  })

  it('cover the chains the product names', () => {
    expect(EXERCISE_VARIATIONS['push-ups']).toEqual({
      easier: 'incline-push-ups',
      harder: 'diamond-push-ups',
    })
    expect(EXERCISE_VARIATIONS['diamond-push-ups']?.harder).toBe('archer-push-ups')
    expect(EXERCISE_VARIATIONS['pull-ups']).toEqual({
      easier: 'negative-pull-ups',
      harder: 'archer-pull-ups',
    })
    expect(EXERCISE_VARIATIONS['pistol-squats']?.easier).toBe('box-pistol-squats')
  })

  it('never link an exercise to itself', () => {
    for (const [key, links] of Object.entries(EXERCISE_VARIATIONS)) {
      expect(links.easier, key).not.toBe(key)
      expect(links.harder, key).not.toBe(key)
    }
  })
})

describe('the sets the advice reads', () => {
  it('are working sets of straight work: never a timed block’s rounds, a warm-up or a cool-down', () => {
    const set = { blockKind: null, round: null, category: null }
    expect(isWorkingSet(set)).toBe(true)
    expect(isWorkingSet({ ...set, category: 'workout' })).toBe(true)
    expect(isWorkingSet({ ...set, blockKind: 'straight' })).toBe(true)
    expect(isWorkingSet({ ...set, blockKind: 'superset', round: 2 })).toBe(true)
    for (const blockKind of ['circuit', 'emom', 'amrap', 'for-time', 'tabata'] as const)
      expect(isWorkingSet({ ...set, blockKind, round: 1 })).toBe(false)
    expect(isWorkingSet({ ...set, category: 'warmup' })).toBe(false)
    expect(isWorkingSet({ ...set, category: 'cooldown' })).toBe(false)
    // A round whose block is gone may have been a timed one: left out.
    expect(isWorkingSet({ ...set, round: 3 })).toBe(false)
  })
})
