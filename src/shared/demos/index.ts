import { type Demo, once } from './demo'
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
 * file per group of the catalogue (src/server/catalogue/content.ts). Each file gives a recipe per
 * exercise; a demonstration is built when first read and kept. Built all at once, the frames
 * (bisections of the skeleton to touch a floor, a wall, a bar) were ~50 ms of a desktop core and
 * ~250 ms of a slowed phone, spent as the first still of Explore loaded
 * (docs/architecture.md#first-visit).
 */
export const DEMOS: Readonly<Record<string, Demo>> = builtWhenRead({
  ...pushDemos,
  ...pullDemos,
  ...legsDemos,
  ...coreDemos,
  ...cardioDemos,
  ...flexibilityDemos,
  ...balanceDemos,
  ...ladderPushDemos,
  ...ladderPullDemos,
})

function builtWhenRead(recipes: Record<string, () => Demo>): Record<string, Demo> {
  const demos: Record<string, Demo> = {}
  for (const [key, build] of Object.entries(recipes)) {
    Object.defineProperty(demos, key, { enumerable: true, get: once(build) })
  }
  return Object.freeze(demos)
}
