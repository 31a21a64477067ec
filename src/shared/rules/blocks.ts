// A workout is a list of blocks (docs/product.md#blocks). A block says how its exercises are
// run: one after the other with all their sets (`straight`, every workout before blocks),
// alternated (`superset`), in rounds (`circuit`), on the minute (`emom`), as many rounds as
// possible (`amrap`), as fast as possible (`for-time`) or in work/rest intervals (`tabata`).
// The server's validation, the editors, the player and the wall all read these lists.

import { said } from '../i18n/said'

export const BLOCK_KINDS = [
  'straight',
  'superset',
  'circuit',
  'emom',
  'amrap',
  'for-time',
  'tabata',
] as const
export type BlockKind = (typeof BLOCK_KINDS)[number]

export const BLOCK_KIND_LABELS: Record<BlockKind, string> = {
  straight: said('Straight sets'),
  superset: said('Superset'),
  circuit: said('Circuit'),
  emom: said('EMOM'),
  amrap: said('AMRAP'),
  'for-time': said('For Time'),
  tabata: said('Tabata'),
}

/** How a gym's workout of the day is scored, and so how its whiteboard sorts. */
export const SCORE_TYPES = ['time', 'rounds+reps', 'reps', 'load', 'pass'] as const
export type ScoreType = (typeof SCORE_TYPES)[number]

/** The score a block itself logs (besides its sets): AMRAP counts rounds, For Time the time. */
export const BLOCK_SCORE_KINDS = ['rounds+reps', 'time'] as const
export type BlockScoreKind = (typeof BLOCK_SCORE_KINDS)[number]

/**
 * A superset exercise's place, the same in the editor, the player and on the wall
 * (docs/product.md#blocks): the letter is the block's place among the workout's blocks, as the
 * editor numbers them (A for block 1, B for block 2), the number the exercise's place in its block: A1, A2 for the first block's pair, B1, B2
 * for the second's.
 */
export function supersetLabel(blockIndex: number, exerciseIndex: number): string {
  return `${String.fromCharCode(65 + (blockIndex % 26))}${exerciseIndex + 1}`
}
