// Skill ladders (docs/product.md#skill-ladders): the climbing rule, and every built-in ladder
// is one an athlete can climb (real exercises with demonstrations, standards that fit them, a
// skill tree without cycles).
import { describe, expect, it } from 'vitest'
import { builtinCatalogue } from '~/server/catalogue/content'
import { SKILL_LADDERS } from '~/server/catalogue/skill-ladders'
import { DEMOS } from '~/shared/demos'
import {
  currentStepOf,
  ladderUnlocks,
  qualifyingSetCount,
  requirementsMet,
  sessionPassesStep,
  setMeetsStandard,
  skillsOnCycles,
  standardLabel,
  stepsBelow,
} from '~/shared/rules/skill-ladders'

const hold = { sets: 3, seconds: 30 }
const reps = { sets: 3, reps: 8 }
const sets = (...figures: number[]) => figures.map((f, i) => ({ setNumber: i + 1, seconds: f }))

describe('the climbing rule', () => {
  it('passes a hold step with three sets of at least the standard', () => {
    expect(sessionPassesStep(hold, sets(30, 31, 45))).toBe(true)
  })

  it('does not pass on a near miss: 3 × 29 s for 3 × 30 s, or two good sets of three', () => {
    expect(sessionPassesStep(hold, sets(29, 29, 29))).toBe(false)
    expect(sessionPassesStep(hold, sets(30, 30, 29))).toBe(false)
    expect(qualifyingSetCount(hold, sets(30, 30, 29))).toBe(2)
  })

  it('counts a set number once, however often it was logged', () => {
    const same = [1, 1, 1].map((setNumber) => ({ setNumber, seconds: 40 }))
    expect(sessionPassesStep(hold, same)).toBe(false)
  })

  it('counts a per-side set only when both sides meet the standard', () => {
    const perSide = (left: number, right: number) =>
      [1, 2, 3].flatMap((setNumber) => [
        { setNumber, side: 'left' as const, reps: left },
        { setNumber, side: 'right' as const, reps: right },
      ])
    expect(sessionPassesStep(reps, perSide(8, 8))).toBe(true)
    expect(sessionPassesStep(reps, perSide(8, 7))).toBe(false)
    const leftOnly = [1, 2, 3].map((setNumber) => ({ setNumber, side: 'left' as const, reps: 9 }))
    expect(sessionPassesStep(reps, leftOnly)).toBe(false)
  })

  it('asks reps of a rep step and seconds of a hold', () => {
    expect(setMeetsStandard(reps, { setNumber: 1, reps: 8 })).toBe(true)
    expect(setMeetsStandard(reps, { setNumber: 1, seconds: 60 })).toBe(false)
    expect(setMeetsStandard(hold, { setNumber: 1, reps: 60 })).toBe(false)
  })

  it('asks for the load when the standard has one, and bodyweight when it has none', () => {
    const weighted = { sets: 1, reps: 5, loadKg: 10 }
    expect(setMeetsStandard(weighted, { setNumber: 1, reps: 5, loadKg: 10 })).toBe(true)
    expect(setMeetsStandard(weighted, { setNumber: 1, reps: 5, loadKg: 7.5 })).toBe(false)
    expect(setMeetsStandard(weighted, { setNumber: 1, reps: 5 })).toBe(false)
    // A band (negative load) makes the move easier: it does not pass a bodyweight standard.
    expect(setMeetsStandard(reps, { setNumber: 1, reps: 8, loadKg: -15 })).toBe(false)
    expect(setMeetsStandard(reps, { setNumber: 1, reps: 8, loadKg: 5 })).toBe(true)
  })

  const ladder = [
    { id: 11, order: 1 },
    { id: 12, order: 2 },
    { id: 13, order: 3 },
  ]

  it('works on the first step not passed, and on none once unlocked', () => {
    expect(currentStepOf(ladder, new Set(), false)).toBe(1)
    expect(currentStepOf(ladder, new Set([11]), false)).toBe(2)
    expect(currentStepOf(ladder, new Set([12]), false)).toBe(1)
    expect(currentStepOf(ladder, new Set([11]), true)).toBeNull()
    expect(currentStepOf([], new Set(), false)).toBeNull()
  })

  it('unlocks the skill when its last step is passed', () => {
    expect(ladderUnlocks(ladder, new Set([11, 12]))).toBe(false)
    expect(ladderUnlocks(ladder, new Set([13]))).toBe(true)
    expect(ladderUnlocks([], new Set())).toBe(false)
  })

  it('passes the steps below the one a trainer sets', () => {
    expect(stepsBelow(ladder, 1)).toEqual([])
    expect(stepsBelow(ladder, 3).map((s) => s.id)).toEqual([11, 12])
    expect(stepsBelow(ladder, 4).map((s) => s.id)).toEqual([11, 12, 13])
  })

  it('opens a skill once every skill it requires is unlocked', () => {
    expect(requirementsMet([], new Set())).toBe(true)
    expect(requirementsMet([1, 2], new Set([1]))).toBe(false)
    expect(requirementsMet([1, 2], new Set([1, 2, 3]))).toBe(true)
  })

  it('writes standards as the screens show them', () => {
    expect(standardLabel(hold)).toBe('3 × 30 s')
    expect(standardLabel(reps)).toBe('3 × 8')
    expect(standardLabel({ sets: 3, reps: 5, loadKg: 10 })).toBe('3 × 5 @ +10 kg')
  })

  it('finds cycles in a skill tree', () => {
    expect(
      skillsOnCycles(
        new Map([
          ['a', ['b']],
          ['b', []],
        ]),
      ),
    ).toEqual([])
    expect(skillsOnCycles(new Map([['a', ['a']]]))).toEqual(['a'])
    expect(
      skillsOnCycles(
        new Map([
          ['a', ['b']],
          ['b', ['c']],
          ['c', ['a']],
          ['d', ['a']],
        ]),
      ).sort(),
    ).toEqual(['a', 'b', 'c'])
  })
})

describe('the built-in ladders', () => {
  const exercisesByKey = new Map(builtinCatalogue.exercises.map((e) => [e.key, e]))
  const skillKeys = new Set(builtinCatalogue.skills.map((s) => s.key))

  it('give every built-in skill a ladder, and name no other skill', () => {
    expect(Object.keys(SKILL_LADDERS).sort()).toEqual([...skillKeys].sort())
  })

  it.each(Object.entries(SKILL_LADDERS))('%s has 3 to 7 steps', (_key, ladder) => {
    expect(ladder.steps.length).toBeGreaterThanOrEqual(3)
    expect(ladder.steps.length).toBeLessThanOrEqual(7)
  })

  it.each(Object.entries(SKILL_LADDERS))(
    '%s climbs exercises of the library that have a demonstration',
    (_key, ladder) => {
      for (const step of ladder.steps) {
        expect(exercisesByKey.has(step.exercise), `${step.exercise} is in the library`).toBe(true)
        expect(DEMOS[step.exercise], `${step.exercise} has a demonstration`).toBeDefined()
      }
    },
  )

  it.each(Object.entries(SKILL_LADDERS))(
    '%s asks seconds of holds and reps of everything else',
    (_key, ladder) => {
      for (const { exercise, standard } of ladder.steps) {
        const e = exercisesByKey.get(exercise)
        const isHold = e?.tempo === 'Hold' || (e?.duration ?? null) !== null
        expect(standard.sets, exercise).toBeGreaterThanOrEqual(1)
        if (isHold) {
          expect(standard.seconds, `${exercise} is a hold`).toBeGreaterThan(0)
          expect(standard.reps, `${exercise} is a hold`).toBeUndefined()
        } else {
          expect(standard.reps, `${exercise} is done in reps`).toBeGreaterThan(0)
          expect(standard.seconds, `${exercise} is done in reps`).toBeUndefined()
        }
      }
    },
  )

  it.each(Object.entries(SKILL_LADDERS))(
    '%s climbs each exercise once and requires real skills',
    (key, ladder) => {
      const names = ladder.steps.map((s) => s.exercise)
      expect(new Set(names).size).toBe(names.length)
      for (const required of ladder.requires) {
        expect(skillKeys.has(required), `${required} is a skill`).toBe(true)
        expect(required).not.toBe(key)
      }
    },
  )

  it('form a skill tree without cycles', () => {
    const tree = new Map(Object.entries(SKILL_LADDERS).map(([k, l]) => [k, l.requires]))
    expect(skillsOnCycles(tree)).toEqual([])
  })
})
