// docs/demos.md: every drawn demonstration is a human pose in every frame, touches what it must,
// and marks a fault.
import { describe, expect, it } from 'vitest'
import { builtinCatalogue } from '~/server/catalogue/content'
import { DEMOS } from '~/shared/demos'
import { belowFloor, contactProblem, timeline, type Demo } from '~/shared/demos/demo'
import { rootOf } from '~/shared/demos/exercises/core'
import { blendPoses, limitViolations, solvePose } from '~/shared/demos/skeleton'

const builtinKeys = new Set(builtinCatalogue.exercises.map((e) => e.key))

function frameProblems(demo: Demo, motion: 'correct' | 'incorrect') {
  const contacts =
    motion === 'incorrect' ? (demo.incorrect.contacts ?? demo.contacts) : demo.contacts
  return demo[motion].frames.flatMap((pose, i) => {
    const solved = solvePose(pose)
    return [
      ...limitViolations(solved),
      ...belowFloor(solved),
      ...contacts.flatMap((c) => contactProblem(solved, c, demo.props) ?? []),
    ].map((problem) => `${motion} frame ${i}: ${problem}`)
  })
}

describe('exercise demonstrations', () => {
  it.each(Object.keys(DEMOS))('%s is a built-in exercise', (key) => {
    expect(builtinKeys.has(key)).toBe(true)
  })

  it.each(Object.entries(DEMOS))(
    '%s has 2 to 4 correct keyframes, a marked fault and a valid thumbnail',
    (_key, demo) => {
      expect(demo.correct.frames.length).toBeGreaterThanOrEqual(2)
      expect(demo.correct.frames.length).toBeLessThanOrEqual(4)
      expect(demo.incorrect.frames.length).toBeGreaterThanOrEqual(1)
      expect(demo.incorrect.frames.length).toBeLessThanOrEqual(4)
      expect(demo.incorrect.fault.length).toBeGreaterThan(0)
      expect(demo.correct.frames[demo.thumbnail]).toBeDefined()
      // The fault must be visible: its frames are not the correct ones.
      expect(JSON.stringify(demo.incorrect.frames)).not.toBe(JSON.stringify(demo.correct.frames))
    },
  )

  it.each(Object.entries(DEMOS))(
    '%s keeps every joint within human limits, nothing under the floor, and its contacts in every frame',
    (_key, demo) => {
      expect([...frameProblems(demo, 'correct'), ...frameProblems(demo, 'incorrect')]).toEqual([])
    },
  )

  it.each(Object.entries(DEMOS))('%s stays human halfway between its keyframes', (_key, demo) => {
    const frames = demo.correct.frames
    const problems = frames.flatMap((pose, i) => {
      const next = frames[(i + 1) % frames.length]!
      return limitViolations(solvePose(blendPoses(pose, next, 0.5))).map(
        (p) => `between ${i} and ${(i + 1) % frames.length}: ${p}`,
      )
    })
    expect(problems).toEqual([])
  })
})

describe('the pose solver', () => {
  it('puts a standing adult at 174 cm with the soles on the floor', () => {
    const solved = solvePose({
      torso: 0,
      armNear: [0, 0],
      legNear: [0, 0],
      anchor: { part: 'heelNear', at: [0, 0] },
    })
    const top = solved.points.head[1] - 11
    expect(top).toBeCloseTo(-174, 0)
    expect(solved.points.toeNear[1]).toBeCloseTo(0, 5)
    expect(solved.points.toeNear[0]).toBeGreaterThan(solved.points.heelNear[0])
  })

  it('reaches a hand to a point within its length and reports the solved angles', () => {
    const solved = solvePose({
      torso: 0,
      armNear: { reach: { dx: 30, dy: 20 } },
      legNear: [0, 0],
      anchor: { part: 'hip', at: [0, -94] },
    })
    const [sx, sy] = solved.points.shoulder
    expect(solved.points.handNear[0]).toBeCloseTo(sx + 30, 3)
    expect(solved.points.handNear[1]).toBeCloseTo(sy + 20, 3)
    expect(solved.angles.elbowNear).toBeGreaterThan(0)
    expect(limitViolations(solved)).toEqual([])
  })

  it('flags a knee bent backwards', () => {
    const solved = solvePose({
      torso: 0,
      armNear: [0, 0],
      legNear: [0, -30],
      anchor: { part: 'hip', at: [0, -94] },
    })
    expect(limitViolations(solved)).toContain('kneeNear -30')
  })

  it('times a two-frame loop from the tempo: down, pause, up, pause', () => {
    const motion = DEMOS['push-ups']!.correct
    const { segments, total } = timeline(motion, '3-1-1-0')
    expect(segments.map((s) => [s.from, s.to, s.seconds])).toEqual([
      [0, 0, 0.4],
      [0, 1, 3],
      [1, 1, 1.2],
      [1, 0, 1],
    ])
    expect(total).toBeCloseTo(5.6)
  })
})

describe('building demonstrations', () => {
  it('builds a demonstration once, when it is first read', () => {
    const first = DEMOS['push-ups']
    expect(first).toBeDefined()
    expect(DEMOS['push-ups']).toBe(first)
  })

  it('finds where a curve crosses zero, with few evaluations', () => {
    let calls = 0
    const root = rootOf(
      (x) => {
        calls++
        return Math.cos(x) - x
      },
      0,
      1,
    )
    expect(root).toBeCloseTo(0.7390851, 6)
    expect(calls).toBeLessThan(15)
  })

  it('finds a crossing of a curve with a kink, as a clamped reach has', () => {
    const root = rootOf((x) => Math.min(x * 3, x + 4) - 5, -10, 10)
    expect(root).toBeCloseTo(5 / 3, 6)
  })

  it('answers the upper end when the curve does not change sign', () => {
    expect(rootOf((x) => x * x + 1, -2, 3)).toBe(3)
  })
})
