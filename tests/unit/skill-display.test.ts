// docs/product.md#skills and #skill-page: how a ladder reads on every screen.
import { describe, expect, it } from 'vitest'
import {
  ladderProgress,
  missingRequirements,
  nextStepLabel,
  passLabel,
  requiresLabel,
  skillTree,
  standardLabel,
  standardRepsText,
} from '~/shared/rules/skill-display'

const step = (id: number, order: number, standard = { sets: 3, seconds: 30 }) => ({
  id,
  order,
  exerciseId: 100 + id,
  exerciseName: `Exercise ${id}`,
  standard,
})

describe('a step standard', () => {
  it('reads as sets × seconds for a hold, sets × reps for reps, and adds a load', () => {
    expect(standardLabel({ sets: 3, seconds: 30 })).toBe('3 × 30 s')
    expect(standardLabel({ sets: 3, reps: 8 })).toBe('3 × 8')
    expect(standardLabel({ sets: 3, reps: 5, loadKg: 10 })).toBe('3 × 5 @ +10 kg')
  })

  it('becomes the reps text the player reads as its target', () => {
    expect(standardRepsText({ sets: 3, seconds: 30 })).toBe('30 seconds')
    expect(standardRepsText({ sets: 3, reps: 8 })).toBe('8')
  })

  it('names the next step after a pass', () => {
    expect(
      nextStepLabel({ order: 3, exerciseName: 'Kick-ups', standard: { sets: 3, reps: 5 } }),
    ).toBe('Next: step 3, Kick-ups (3 × 5)')
  })
})

describe('a pass', () => {
  const now = new Date('2026-11-24T12:00:00Z')
  it('reads its day in the athlete’s zone and how it was passed', () => {
    const at = '2026-11-03T10:00:00Z'
    expect(passLabel({ stepId: 1, passedAt: at, how: 'logged' }, 'UTC', now)).toBe(
      'Passed 3 Nov · logged',
    )
    expect(passLabel({ stepId: 1, passedAt: at, how: 'self' }, 'UTC', now)).toBe(
      'Passed 3 Nov · self',
    )
    expect(passLabel({ stepId: 1, passedAt: at, how: 'trainer' }, 'UTC', now)).toBe(
      'Passed 3 Nov · set by your trainer',
    )
    // Late evening in UTC is already the next day in Auckland.
    expect(
      passLabel(
        { stepId: 1, passedAt: '2026-11-03T20:00:00Z', how: 'self' },
        'Pacific/Auckland',
        now,
      ),
    ).toBe('Passed 4 Nov · self')
  })

  it('gives the year only when it is not this year', () => {
    expect(
      passLabel({ stepId: 1, passedAt: '2025-06-01T10:00:00Z', how: 'logged' }, 'UTC', now),
    ).toBe('Passed 1 Jun 2025 · logged')
  })
})

describe('a ladder’s progress', () => {
  it('counts passed steps and finds the current one', () => {
    const steps = [step(1, 1), step(2, 2), step(3, 3)]
    const p = ladderProgress({
      steps,
      currentStep: 2,
      passes: [{ stepId: 1, passedAt: '2026-11-01T00:00:00Z', how: 'self' }],
    })
    expect(p).toEqual({ passed: 1, total: 3, current: steps[1] })
    expect(ladderProgress({ steps, currentStep: null, passes: [] }).current).toBeNull()
  })
})

describe('the skill tree', () => {
  const skill = (id: number, name: string, requires: number[] = [], isUnlocked = false) => ({
    id,
    name,
    requires,
    isUnlocked,
  })

  it('puts each skill under the one it requires, keeping the order given', () => {
    const crow = skill(1, 'Crow Pose')
    const lsit = skill(2, 'L-sit')
    const handstand = skill(3, 'Handstand', [1])
    const vsit = skill(4, 'V-sit', [2])
    const planche = skill(5, 'Planche', [1])
    const hspu = skill(6, 'Handstand Push-up', [3])
    const manna = skill(7, 'Manna', [4])
    const tree = skillTree([crow, lsit, handstand, vsit, planche, hspu, manna])
    const names = (nodes: ReturnType<typeof skillTree<typeof crow>>): unknown[] =>
      nodes.map((n) => (n.children.length ? [n.skill.name, names(n.children)] : n.skill.name))
    expect(names(tree)).toEqual([
      ['Crow Pose', [['Handstand', ['Handstand Push-up']], 'Planche']],
      ['L-sit', [['V-sit', ['Manna']]]],
    ])
  })

  it('keeps every skill once when a requirement is unknown or loops', () => {
    const a = skill(1, 'A', [2])
    const b = skill(2, 'B', [1])
    const c = skill(3, 'C', [99])
    const d = skill(4, 'D', [1])
    const tree = skillTree([a, b, c, d])
    const all: string[] = []
    const walk = (nodes: typeof tree) =>
      nodes.forEach((n) => {
        all.push(n.skill.name)
        walk(n.children)
      })
    walk(tree)
    expect(all.sort()).toEqual(['A', 'B', 'C', 'D'])
    expect(tree.some((n) => n.skill.name === 'C')).toBe(true)
  })

  it('says what a skill still requires', () => {
    const crow = skill(1, 'Crow Pose')
    const lsit = skill(2, 'L-sit', [], true)
    const both = skill(3, 'Both', [1, 2])
    expect(missingRequirements(both, [crow, lsit, both]).map((s) => s.name)).toEqual(['Crow Pose'])
    expect(requiresLabel(['Crow Pose'])).toBe('Requires Crow Pose')
    expect(requiresLabel(['L-sit', 'Crow Pose', 'Planche'])).toBe(
      'Requires L-sit, Crow Pose and Planche',
    )
  })
})
