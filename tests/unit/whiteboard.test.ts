import { describe, expect, it } from 'vitest'
import {
  clockTime,
  compareScores,
  parseClockTime,
  scoreIssues,
  scoreText,
  whiteboardName,
  type WodScoreFigures,
} from '~/shared/rules/whiteboard'
import type { ScoreType } from '~/shared/rules/blocks'

const none: WodScoreFigures = {
  seconds: null,
  rounds: null,
  reps: null,
  loadKg: null,
  passed: null,
}
const entry = (name: string, figures: Partial<WodScoreFigures>, scaled = false) => ({
  name,
  ...none,
  ...figures,
  scaled,
})
const order = (type: ScoreType, list: ReturnType<typeof entry>[]) =>
  [...list].sort(compareScores(type)).map((e) => e.name)

describe('whiteboard names', () => {
  it('are the first name and the last initial', () => {
    expect(whiteboardName('Dana Kowalski', false)).toBe('Dana K.')
    expect(whiteboardName('  Ana  Maria   lopez ', false)).toBe('Ana L.')
    expect(whiteboardName('dana', false)).toBe('Dana')
    expect(whiteboardName('dana-kowalski', false)).toBe('Dana K.')
    expect(whiteboardName('dana-kowalski-2', false)).toBe('Dana K.')
    expect(whiteboardName('lee_park', false)).toBe('Lee P.')
    expect(whiteboardName('Émile Ørsted', false)).toBe('Émile Ø.')
  })
  it("read 'Athlete' when hidden or empty", () => {
    expect(whiteboardName('Dana Kowalski', true)).toBe('Athlete')
    expect(whiteboardName('   ', false)).toBe('Athlete')
  })
})

describe('whiteboard order', () => {
  it('puts the fastest time first and no time last', () => {
    const list = [
      entry('slow', { seconds: 400 }),
      entry('capped', {}),
      entry('fast', { seconds: 200 }),
    ]
    expect(order('time', list)).toEqual(['fast', 'slow', 'capped'])
  })
  it('counts rounds before reps', () => {
    const list = [
      entry('5+3', { rounds: 5, reps: 3 }),
      entry('6+0', { rounds: 6, reps: 0 }),
      entry('5+20', { rounds: 5, reps: 20 }),
      entry('none', {}),
    ]
    expect(order('rounds+reps', list)).toEqual(['6+0', '5+20', '5+3', 'none'])
  })
  it('puts most reps and heaviest load first', () => {
    expect(order('reps', [entry('a', { reps: 10 }), entry('b', { reps: 30 })])).toEqual(['b', 'a'])
    expect(order('load', [entry('a', { loadKg: 60 }), entry('b', { loadKg: 102.5 })])).toEqual([
      'b',
      'a',
    ])
  })
  it('puts a pass before a fail', () => {
    expect(
      order('pass', [
        entry('no', { passed: false }),
        entry('none', {}),
        entry('yes', { passed: true }),
      ]),
    ).toEqual(['yes', 'no', 'none'])
  })
  it('puts every Rx score above every Scaled one, and keeps ties in posting order', () => {
    const list = [
      entry('scaled fast', { seconds: 100 }, true),
      entry('rx slow', { seconds: 900 }),
      entry('rx tie 1', { seconds: 300 }),
      entry('rx tie 2', { seconds: 300 }),
    ]
    expect(order('time', list)).toEqual(['rx tie 1', 'rx tie 2', 'rx slow', 'scaled fast'])
  })
})

describe('scores', () => {
  it('read per type', () => {
    expect(scoreText('time', { ...none, seconds: 65 })).toBe('1:05')
    expect(scoreText('time', none)).toBe('Capped')
    expect(scoreText('rounds+reps', { ...none, rounds: 7, reps: 12 })).toBe('7 + 12')
    expect(scoreText('reps', { ...none, reps: 150 })).toBe('150 reps')
    expect(scoreText('load', { ...none, loadKg: 102.5 })).toBe('102.5 kg')
    expect(scoreText('pass', { ...none, passed: true })).toBe('Pass')
    expect(clockTime(3725)).toBe('1:02:05')
  })
  it('parse from mm:ss', () => {
    expect(parseClockTime('12:05')).toBe(725)
    expect(parseClockTime('1:02:05')).toBe(3725)
    expect(parseClockTime('90')).toBe(90)
    expect(parseClockTime('1:75')).toBeNull()
    expect(parseClockTime('abc')).toBeNull()
    expect(parseClockTime('')).toBeNull()
  })
  it('must fit their type', () => {
    expect(scoreIssues('reps', none)).toEqual([{ path: ['reps'], message: 'Enter your reps' }])
    expect(scoreIssues('time', none)).toEqual([])
    expect(scoreIssues('load', { ...none, loadKg: 50, reps: 3 })).toEqual([
      { path: ['reps'], message: 'A load score does not take reps' },
    ])
    expect(scoreIssues('rounds+reps', { ...none, rounds: 3, reps: 4 })).toEqual([])
  })
})
