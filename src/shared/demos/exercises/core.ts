import type { Demo } from '../demo'

export const coreDemos: Record<string, Demo> = {}
