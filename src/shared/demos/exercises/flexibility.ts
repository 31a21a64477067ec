import type { Demo } from '../demo'

export const flexibilityDemos: Record<string, Demo> = {}
