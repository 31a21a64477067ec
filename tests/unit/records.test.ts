import { describe, expect, it } from 'vitest'
import { sessionLabel } from '~/shared/rules/player'
import { bestSetPerDay, historySessions, longestLabel, setLabel } from '~/shared/rules/records'

const set = (day: string, setNumber: number, fields: object) => ({
  exerciseId: 1,
  setNumber,
  day,
  ...fields,
})

describe('an exercise’s history', () => {
  it('charts the best set of each day, oldest first, the heavier load between equal figures', () => {
    const sets = [
      set('2026-11-20', 1, { reps: 8, loadKg: 5 }),
      set('2026-11-20', 2, { reps: 8, loadKg: 10 }),
      set('2026-11-18', 1, { reps: 6 }),
      set('2026-11-18', 2, { reps: 7 }),
    ]
    expect(bestSetPerDay(sets)).toEqual([
      { day: '2026-11-18', value: 7, unit: 'reps', label: '7 reps' },
      { day: '2026-11-20', value: 8, unit: 'reps', label: '8 reps @ +10 kg' },
    ])
  })

  it('measures holds in seconds', () => {
    expect(
      bestSetPerDay([set('2026-11-20', 1, { seconds: 30 }), set('2026-11-20', 2, { seconds: 45 })]),
    ).toEqual([{ day: '2026-11-20', value: 45, unit: 'seconds', label: '45 s' }])
    expect(setLabel({ exerciseId: 1, setNumber: 1, reps: 1, loadKg: -10 })).toBe('1 rep @ −10 kg')
  })

  it('lists the sessions newest first, each in the order done, marking one that set a record', () => {
    const days = historySessions([
      set('2026-11-18', 2, { reps: 8, loadKg: 5 }),
      set('2026-11-18', 1, { reps: 8, loadKg: 5 }),
      set('2026-11-20', 1, { reps: 10, records: ['reps'] }),
      set('2026-11-20', 2, { reps: 9 }),
    ])
    expect(days.map((d) => [d.day, sessionLabel(d.sets), d.record])).toEqual([
      ['2026-11-20', '10, 9', true],
      ['2026-11-18', '2 × 8 @ +5 kg', false],
    ])
  })

  it("keeps one day's sessions apart, and the day's best set in the chart and in its line", () => {
    const day = '2026-11-20'
    const at = (time: string) => `${day}T${time}:00.000Z`
    const sets = [
      set(day, 1, { sessionId: 3, reps: 7, loadKg: 11.34, performedAt: at('18:00') }),
      set(day, 2, { sessionId: 2, reps: 5, performedAt: at('12:02') }),
      set(day, 1, { sessionId: 2, reps: 5, performedAt: at('12:00') }),
      set(day, 3, { sessionId: 1, reps: 6, loadKg: 15, performedAt: at('07:06') }),
      set(day, 2, { sessionId: 1, reps: 7, loadKg: 15, performedAt: at('07:03') }),
      set(day, 1, { sessionId: 1, reps: 9, loadKg: 12.5, performedAt: at('07:00') }),
    ]
    expect(historySessions(sets).map((s) => [s.sessionId, sessionLabel(s.sets)])).toEqual([
      [3, '1 × 7 @ +11.34 kg'],
      [2, '2 × 5'],
      [1, '9 @ +12.5 kg · 7, 6 @ +15 kg'],
    ])
    expect(bestSetPerDay(sets)).toEqual([
      { day, value: 9, unit: 'reps', label: '9 reps @ +12.5 kg' },
    ])
  })
})

describe('the name of the longest timed set', () => {
  it("is 'Longest hold' for a hold and 'Longest work' for timed work, which is never held", () => {
    expect(longestLabel('hold')).toBe('Longest hold')
    expect(longestLabel('work')).toBe('Longest work')
  })
})
