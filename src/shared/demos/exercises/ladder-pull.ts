// Demonstrations of the exercises added for the skill ladders, pull side
// (src/server/catalogue/ladder-exercises-pull.ts); docs/demos.md explains the pose data.
import type { Demo } from '../demo'

export const ladderPullDemos: Record<string, Demo> = {}
