import type { Demo } from '../demo'

export const legsDemos: Record<string, Demo> = {}
