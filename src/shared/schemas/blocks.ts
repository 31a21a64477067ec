import { z } from 'zod'
import { BLOCK_KIND_LABELS, BLOCK_KINDS, type BlockKind } from '../rules/blocks'

// docs/product.md#blocks: the numbers each kind of block uses. The server's block calls and the
// editors' block form run these same rules, so a message the form shows is the one the API answers.

export const BLOCK_NUMBERS = [
  'rounds',
  'minutes',
  'workSeconds',
  'restSeconds',
  'capSeconds',
] as const
export type BlockNumber = (typeof BLOCK_NUMBERS)[number]
export type BlockNumbers = Partial<Record<BlockNumber, number>>

export const BLOCK_NUMBER_RANGES: Record<
  BlockNumber,
  { min: number; max: number; label: string; unit: string }
> = {
  rounds: { min: 1, max: 50, label: 'Rounds', unit: '' },
  minutes: { min: 1, max: 60, label: 'Minutes', unit: 'min' },
  workSeconds: { min: 5, max: 300, label: 'Work', unit: 's' },
  restSeconds: { min: 0, max: 600, label: 'Rest', unit: 's' },
  capSeconds: { min: 60, max: 7200, label: 'Time cap', unit: 's' },
}

/**
 * The numbers each kind uses. A required one must be given (`suggested` only pre-fills the
 * form); an optional one with a `fallback` is stored as that when absent, so the player and the
 * wall always read a number; one without stays absent.
 */
export const BLOCK_KIND_NUMBERS: Record<
  BlockKind,
  Partial<Record<BlockNumber, { required: boolean; suggested?: number; fallback?: number }>>
> = {
  straight: {},
  superset: { restSeconds: { required: false, fallback: 90 } },
  circuit: {
    rounds: { required: true, suggested: 3 },
    restSeconds: { required: false, fallback: 60 },
  },
  emom: { minutes: { required: true, suggested: 10 } },
  amrap: { minutes: { required: true, suggested: 12 } },
  'for-time': { capSeconds: { required: true, suggested: 900 }, rounds: { required: false } },
  tabata: {
    workSeconds: { required: false, fallback: 20 },
    restSeconds: { required: false, fallback: 10 },
    rounds: { required: false, fallback: 8 },
  },
}

/** A superset alternates 2 to 4 exercises (docs/product.md#blocks). */
export const SUPERSET_MAX_EXERCISES = 4
export const SUPERSET_MIN_EXERCISES = 2
export const SUPERSET_FULL_MESSAGE = `A superset holds at most ${SUPERSET_MAX_EXERCISES} exercises: put this one in another block`
export const SUPERSET_SHORT_MESSAGE = `A superset alternates ${SUPERSET_MIN_EXERCISES} to ${SUPERSET_MAX_EXERCISES} exercises: add another, or it runs as straight sets`

const rangeMessage = (n: BlockNumber) => {
  const { min, max, label, unit } = BLOCK_NUMBER_RANGES[n]
  return `${label} must be a whole number from ${min} to ${max}${unit ? ` ${unit}` : ''}`
}

const numberField = (n: BlockNumber) =>
  z
    .number({ error: rangeMessage(n) })
    .int(rangeMessage(n))
    .min(BLOCK_NUMBER_RANGES[n].min, rangeMessage(n))
    .max(BLOCK_NUMBER_RANGES[n].max, rangeMessage(n))

const kindField = z.enum(BLOCK_KINDS, { error: `Kind must be one of ${BLOCK_KINDS.join(', ')}` })

/** The numbers `kind` uses, as a phrase: 'minutes', 'rounds and rest'. */
function usedNumbers(kind: BlockKind): string {
  const used = Object.keys(BLOCK_KIND_NUMBERS[kind]).map((n) =>
    BLOCK_NUMBER_RANGES[n as BlockNumber].label.toLowerCase(),
  )
  return used.length === 0 ? 'no numbers' : used.join(', ').replace(/, ([^,]*)$/, ' and $1')
}

export interface BlockIssue {
  path: BlockNumber
  /** `unused`: the kind does not use this number; `missing`: the kind needs it. */
  problem: 'unused' | 'missing'
  message: string
}

/**
 * What is wrong with `numbers` for a block of `kind`: a number the kind does not use, or a
 * required one missing. Ranges are the schema's; this is the part that depends on the kind.
 */
export function blockNumberIssues(kind: BlockKind, numbers: BlockNumbers): BlockIssue[] {
  const rules = BLOCK_KIND_NUMBERS[kind]
  const label = BLOCK_KIND_LABELS[kind]
  const issues: BlockIssue[] = []
  for (const n of BLOCK_NUMBERS) {
    const rule = rules[n]
    const { label: name } = BLOCK_NUMBER_RANGES[n]
    if (!rule && numbers[n] !== undefined) {
      issues.push({
        path: n,
        problem: 'unused',
        message: `${label} does not use ${name.toLowerCase()} (it uses ${usedNumbers(kind)})`,
      })
    } else if (rule?.required && numbers[n] === undefined) {
      const { min, max, unit } = BLOCK_NUMBER_RANGES[n]
      issues.push({
        path: n,
        problem: 'missing',
        message: `${label} needs ${name.toLowerCase()}: ${min} to ${max}${unit ? ` ${unit}` : ''}`,
      })
    }
  }
  return issues
}

/** The numbers stored for a block: the given ones, optional ones falling back to their default. */
export function storedBlockNumbers(
  kind: BlockKind,
  numbers: BlockNumbers,
): Record<BlockNumber, number | null> {
  const rules = BLOCK_KIND_NUMBERS[kind]
  return Object.fromEntries(
    BLOCK_NUMBERS.map((n) => {
      const rule = rules[n]
      return [n, rule ? (numbers[n] ?? rule.fallback ?? null) : null]
    }),
  ) as Record<BlockNumber, number | null>
}

const numberFields = Object.fromEntries(
  BLOCK_NUMBERS.map((n) => [n, numberField(n).optional()]),
) as Record<BlockNumber, z.ZodOptional<z.ZodNumber>>

/** A new block's fields: its kind and the numbers it uses (docs/product.md#blocks). */
export const blockInputFields = { kind: kindField, ...numberFields }

/** The kind-dependent checks of a new block, for schemas that add fields (the route's ids). */
export function refineBlockInput(
  block: { kind: BlockKind } & BlockNumbers,
  ctx: z.RefinementCtx,
): void {
  for (const issue of blockNumberIssues(block.kind, block)) {
    ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.message })
  }
}

export const blockInputSchema = z.object(blockInputFields).superRefine(refineBlockInput)
export type BlockInput = z.input<typeof blockInputSchema>

/** A block's change: a new kind and/or numbers; `null` clears an optional number. */
export const blockPatchFields = {
  kind: kindField.optional(),
  ...(Object.fromEntries(
    BLOCK_NUMBERS.map((n) => [n, numberField(n).nullable().optional()]),
  ) as Record<BlockNumber, z.ZodOptional<z.ZodNullable<z.ZodNumber>>>),
}

/**
 * Refuses, with a new kind, the numbers it does not use. The whole block after the change is
 * checked again by the server (a required number may come from the block as it is).
 */
export function refineBlockPatch(
  block: { kind?: BlockKind | undefined } & Partial<Record<BlockNumber, number | null>>,
  ctx: z.RefinementCtx,
): void {
  if (!block.kind) return
  const given: BlockNumbers = {}
  for (const n of BLOCK_NUMBERS) {
    const value = block[n]
    if (value !== null && value !== undefined) given[n] = value
  }
  for (const issue of blockNumberIssues(block.kind, given)) {
    if (issue.problem === 'unused') {
      ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.message })
    }
  }
}

export const blockPatchSchema = z.object(blockPatchFields).superRefine(refineBlockPatch)
export type BlockPatch = z.input<typeof blockPatchSchema>

/** 'EMOM · 12 min', 'Superset · rest 90 s', 'Tabata · 8 × 20 s / 10 s': a block's header. */
export function blockSummary(block: { kind: BlockKind } & BlockNumbers): string {
  const label = BLOCK_KIND_LABELS[block.kind]
  const parts: string[] = []
  switch (block.kind) {
    case 'superset':
      if (block.restSeconds !== undefined) parts.push(`rest ${block.restSeconds} s`)
      break
    case 'circuit':
      if (block.rounds !== undefined) parts.push(`${block.rounds} rounds`)
      if (block.restSeconds !== undefined) parts.push(`rest ${block.restSeconds} s`)
      break
    case 'emom':
    case 'amrap':
      if (block.minutes !== undefined) parts.push(`${block.minutes} min`)
      break
    case 'for-time':
      if (block.rounds !== undefined) parts.push(`${block.rounds} rounds`)
      if (block.capSeconds !== undefined) parts.push(`cap ${capLabel(block.capSeconds)}`)
      break
    case 'tabata':
      parts.push(
        `${block.rounds ?? 8} × ${block.workSeconds ?? 20} s / ${block.restSeconds ?? 10} s`,
      )
      break
    default:
      break
  }
  return [label, ...parts].join(' · ')
}

function capLabel(seconds: number): string {
  const m = Math.floor(seconds / 60)
  const s = seconds % 60
  return s === 0 ? `${m} min` : `${m}:${String(s).padStart(2, '0')}`
}

/** A1, B1, C1: a superset's exercises are lettered in the order they alternate. */
export function supersetLabel(index: number): string {
  return `${String.fromCharCode(65 + index)}1`
}
