import type { Demo } from '../demo'
import type { Pose } from '../skeleton'

const BAR = [0, -242] as const

const hang = (extra: Partial<Pose> = {}): Pose => ({
  torso: -4,
  armNear: [172, 0],
  legNear: [8, 14],
  ankleNear: 25,
  anchor: { part: 'handNear', at: BAR },
  ...extra,
})

export const pullDemos: Record<string, Demo> = {
  'pull-ups': {
    props: [{ kind: 'bar', at: BAR }],
    contacts: [{ part: 'handNear', on: 'bar' }],
    correct: {
      frames: [hang(), hang({ torso: -12, armNear: [22, 150], legNear: [14, 20] })],
    },
    incorrect: {
      frames: [hang({ armNear: [150, 60] }), hang({ torso: -12, armNear: [80, 100] })],
      fault: ['elbows'],
    },
    thumbnail: 1,
  },
}
