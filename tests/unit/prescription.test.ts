import { describe, expect, it } from 'vitest'
import { applyPrescription, prescriptionLabel } from '~/shared/rules/prescription'

const exercises = [
  { exerciseId: 1, sets: 3, reps: '10', restTime: 60 },
  { exerciseId: 2, sets: 2, reps: '8 per leg', restTime: 45 },
  { exerciseId: 3, sets: 3, reps: '30 seconds', restTime: null },
]

describe("a trainer's prescription", () => {
  it('replaces the sets, reps or seconds and rest it names, keeps per side, and leaves the rest', () => {
    const applied = applyPrescription(exercises, {
      exercises: [
        { exerciseId: 1, sets: 5, reps: '6-8', restSeconds: 120 },
        { exerciseId: 2, reps: '12' },
        { exerciseId: 3, seconds: 45, note: 'Tall spine' },
      ],
    })
    expect(applied).toEqual([
      { exerciseId: 1, sets: 5, reps: '6-8', restTime: 120 },
      { exerciseId: 2, sets: 2, reps: '12 per leg', restTime: 45 },
      { exerciseId: 3, sets: 3, reps: '45 seconds', restTime: null },
    ])
    expect(applyPrescription(exercises, { exercises: [] })).toEqual(exercises)
  })

  it("words what was set, in the athlete's unit", () => {
    expect(
      prescriptionLabel({ exerciseId: 1, sets: 4, reps: '6-8', loadKg: 10, restSeconds: 90 }, 'kg'),
    ).toBe('4 sets · 6-8 reps · +10 kg · rest 90 s')
    expect(prescriptionLabel({ exerciseId: 1, sets: 1, loadKg: -20 }, 'lb')).toBe(
      '1 set · −44.1 lb',
    )
    expect(prescriptionLabel({ exerciseId: 1, note: 'Slow' }, 'kg')).toBe('')
  })
})
