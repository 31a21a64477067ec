import { describe, expect, it } from 'vitest'
import {
  applyPrescription,
  onTarget,
  plannedExercises,
  type PlanBlock,
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
    {
      exerciseId: 1,
      name: 'Squat',
      blockId: null,
      sets: 3,
      reps: '10',
      restTime: null,
      note: null,
      exerciseDuration: null,
    },
    {
      exerciseId: 2,
      name: 'Plank',
      blockId: null,
      sets: 2,
      reps: '30 seconds',
      restTime: null,
      note: 'Tall',
      exerciseDuration: 30,
    },
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
  it("plans a rep row's reps, never its time estimate as a hold", () => {
    const [pullUps, lunges, sidePlank] = plannedExercises(
      [
        { ...rows[0]!, name: 'Pull-ups', sets: 5, reps: '5-8' },
        { ...rows[0]!, exerciseId: 3, name: 'Lunges', reps: '8 per leg' },
        { ...rows[1]!, exerciseId: 4, reps: '20 seconds per side', exerciseDuration: 30 },
      ].map((r) => ({ ...r, duration: 45 })),
      null,
    )
    expect(plannedLabel(pullUps!, 'kg')).toBe('5 sets · 5-8 reps')
    expect(lunges).toMatchObject({ reps: '8', seconds: null, side: 'leg' })
    expect(plannedLabel(lunges!, 'kg')).toBe('3 sets · 8 reps per leg')
    expect(sidePlank).toMatchObject({ reps: null, seconds: 20, side: 'side' })
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
  it('compares like with like: reps are never seconds', () => {
    const [squat, plank] = plannedExercises(rows, null)
    expect(onTarget({ reps: null, seconds: 60, loadKg: null }, squat!)).toBe(false)
    expect(onTarget({ reps: 40, seconds: null, loadKg: null }, plank!)).toBe(false)
    expect(onTarget({ reps: 10, seconds: null, loadKg: null }, squat!)).toBe(true)
  })
  it('plans rounds, minutes and intervals in blocks, and no count for an AMRAP', () => {
    const row = (exerciseId: number, blockId: number, sets: number, reps = '10') => ({
      ...rows[0]!,
      exerciseId,
      blockId,
      sets,
      reps,
    })
    const blocks = [
      { kind: 'circuit', rounds: 3 },
      { kind: 'emom', minutes: 5 },
      { kind: 'amrap', minutes: 12 },
      { kind: 'tabata', rounds: 8, workSeconds: 20, restSeconds: 10 },
      { kind: 'superset' },
    ].map((b, i) => ({
      id: i + 1,
      rounds: null,
      minutes: null,
      workSeconds: null,
      restSeconds: null,
      capSeconds: null,
      ...b,
    })) as PlanBlock[]
    const plan = plannedExercises(
      [
        row(1, 1, 1),
        row(2, 1, 1),
        row(3, 2, 3),
        row(4, 2, 3),
        row(5, 3, 10, '5'),
        row(6, 4, 4),
        row(7, 5, 3),
        row(8, 5, 3),
      ],
      null,
      blocks,
    )
    // A circuit of 3 rounds whose exercises have 1 set each: 3 rounds each.
    expect(plan.map((p) => p.sets)).toEqual([3, 3, 3, 2, null, 8, 3, 3])
    expect(plannedLabel(plan[0]!, 'kg')).toBe('Circuit · 3 rounds · 10 reps')
    expect(plannedLabel(plan[3]!, 'kg')).toBe('EMOM 5 min · 2 minutes · 10 reps')
    expect(plannedLabel(plan[4]!, 'kg')).toBe('AMRAP 12 min · 5 reps')
    expect(plannedLabel(plan[5]!, 'kg')).toBe('Tabata · 8 intervals · 20 s')
    // Superset places: the block's letter (block 5: E), then the exercise's number in it.
    expect(plan.map((p) => p.label)).toEqual([null, null, null, null, null, null, 'E1', 'E2'])
    // A Tabata's interval is the clock's: a rep set logged in one is on target.
    expect(onTarget({ reps: 12, seconds: null, loadKg: null }, plan[5]!)).toBe(true)
  })
})
