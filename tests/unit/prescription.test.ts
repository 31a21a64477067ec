import { describe, expect, it } from 'vitest'
import {
  applyPrescription,
  onTarget,
  plannedExercises,
  plannedLabel,
  prescriptionLabel,
} from '~/shared/rules/prescription'

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

describe('a set against what was asked', () => {
  const rows = [
    { exerciseId: 1, name: 'Squat', sets: 3, reps: '10', duration: null, note: null },
    { exerciseId: 2, name: 'Plank', sets: 2, reps: '30 seconds', duration: 30, note: 'Tall' },
  ]
  it("takes the prescription's numbers where it set them, else the workout's", () => {
    const [squat, plank] = plannedExercises(rows, {
      exercises: [{ exerciseId: 1, reps: '6-8', loadKg: 20 }],
    })
    expect(squat).toMatchObject({ sets: 3, reps: '6-8', seconds: null, loadKg: 20 })
    expect(plank).toMatchObject({ sets: 2, reps: null, seconds: 30, loadKg: null, note: 'Tall' })
    expect(plannedLabel(squat!, 'kg')).toBe('3 sets · 6-8 reps · +20 kg')
    expect(plannedLabel(plank!, 'kg')).toBe('2 sets · 30 s')
  })
  it('is on target at the low end of the reps or the seconds and at the load, not below', () => {
    const [squat, plank] = plannedExercises(rows, {
      exercises: [{ exerciseId: 1, reps: '6-8', loadKg: 20 }],
    })
    expect(onTarget({ reps: 6, seconds: null, loadKg: 20 }, squat!)).toBe(true)
    expect(onTarget({ reps: 5, seconds: null, loadKg: 20 }, squat!)).toBe(false)
    expect(onTarget({ reps: 8, seconds: null, loadKg: 15 }, squat!)).toBe(false)
    expect(onTarget({ reps: 8, seconds: null, loadKg: null }, squat!)).toBe(false)
    expect(onTarget({ reps: null, seconds: 30, loadKg: null }, plank!)).toBe(true)
    expect(onTarget({ reps: null, seconds: 25, loadKg: null }, plank!)).toBe(false)
  })
})
