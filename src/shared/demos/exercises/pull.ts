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
  'chin-ups': {
    props: [{ kind: 'bar', at: BAR }],
    contacts: [{ part: 'handNear', on: 'bar' }],
    correct: {
      frames: [hang(), hang({ torso: -10, armNear: [18, 152], legNear: [14, 20] })],
    },
    incorrect: {
      // Craning the neck to get the chin over instead of pulling higher.
      frames: [hang(), hang({ torso: -6, armNear: [45, 128], neck: -45, legNear: [14, 20] })],
      fault: ['head'],
    },
    thumbnail: 1,
  },
  'dead-hang': {
    props: [{ kind: 'bar', at: BAR }],
    contacts: [{ part: 'handNear', on: 'bar' }],
    correct: { frames: [hang({ legNear: [4, 8] }), hang({ legNear: [6, 12] })] },
    incorrect: {
      frames: [hang({ legNear: [40, 10] }), hang({ torso: 4, legNear: [-25, 15] })],
      fault: ['hips'],
    },
    thumbnail: 0,
  },
}
