import type { Demo } from './demo'
import { balanceDemos } from './exercises/balance'
import { cardioDemos } from './exercises/cardio'
import { coreDemos } from './exercises/core'
import { flexibilityDemos } from './exercises/flexibility'
import { ladderPullDemos } from './exercises/ladder-pull'
import { ladderPushDemos } from './exercises/ladder-push'
import { legsDemos } from './exercises/legs'
import { pullDemos } from './exercises/pull'
import { pushDemos } from './exercises/push'

/**
 * Every built-in exercise's demonstration, by the exercise's built-in key (docs/demos.md). One
 * file per group of the catalogue (src/server/catalogue/content.ts).
 */
export const DEMOS: Readonly<Record<string, Demo>> = {
  ...pushDemos,
  ...pullDemos,
  ...legsDemos,
  ...coreDemos,
  ...cardioDemos,
  ...flexibilityDemos,
  ...balanceDemos,
  ...ladderPushDemos,
  ...ladderPullDemos,
}
