// Demonstrations of the exercises added for the skill ladders, push side
// (src/server/catalogue/ladder-exercises-push.ts); docs/demos.md explains the pose data.
import type { Demo } from '../demo'

export const ladderPushDemos: Record<string, Demo> = {}
