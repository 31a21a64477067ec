import type { Demo } from '../demo'

export const balanceDemos: Record<string, Demo> = {}
