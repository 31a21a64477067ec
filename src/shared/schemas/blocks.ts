import { z } from 'zod'
import { BLOCK_KIND_LABELS, BLOCK_KINDS, type BlockKind } from '../rules/blocks'
import { said } from '../i18n/said'

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
  rounds: { min: 1, max: 50, label: said('Rounds'), unit: '' },
  minutes: { min: 1, max: 60, label: said('Minutes'), unit: 'min' },
  workSeconds: { min: 5, max: 300, label: said('Work'), unit: 's' },
  restSeconds: { min: 0, max: 600, label: said('Rest'), unit: 's' },
  capSeconds: { min: 60, max: 7200, label: said('Time cap'), unit: 's' },
}

/** Each number's name inside a sentence ('EMOM needs minutes: …'), translated as a word of its own. */
const NUMBER_NAMES: Record<BlockNumber, string> = {
  rounds: said('rounds'),
  minutes: said('minutes'),
  workSeconds: said('work'),
  restSeconds: said('rest'),
  capSeconds: said('time cap'),
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
export const SUPERSET_FULL_MESSAGE = said(
  'A superset holds at most {max} exercises: put this one in another block',
  { max: SUPERSET_MAX_EXERCISES },
)

const rangeMessage = (n: BlockNumber) => {
  const values = BLOCK_NUMBER_RANGES[n]
  return values.unit
    ? said('{label} must be a whole number from {min} to {max} {unit}', values)
    : said('{label} must be a whole number from {min} to {max}', values)
}

const numberField = (n: BlockNumber) =>
  z
    .number({ error: rangeMessage(n) })
    .int(rangeMessage(n))
    .min(BLOCK_NUMBER_RANGES[n].min, rangeMessage(n))
    .max(BLOCK_NUMBER_RANGES[n].max, rangeMessage(n))

const kindField = z.enum(BLOCK_KINDS, {
  error: said('Kind must be one of {values}', { values: BLOCK_KINDS.join(', ') }),
})

/** The numbers `kind` uses, as a phrase: 'minutes', 'rounds and rest' (each part a said() text). */
function usedNumbers(kind: BlockKind): string {
  const used = Object.keys(BLOCK_KIND_NUMBERS[kind]).map((n) => NUMBER_NAMES[n as BlockNumber])
  const [first, second, third] = used
  if (!first) return said('no numbers')
  if (!second) return first
  if (!third) return said('{first} and {last}', { first, last: second })
  return said('{first}, {second} and {last}', { first, second, last: third })
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
    const number = NUMBER_NAMES[n]
    if (!rule && numbers[n] !== undefined) {
      issues.push({
        path: n,
        problem: 'unused',
        message: said('{kind} does not use {number} (it uses {used})', {
          kind: label,
          number,
          used: usedNumbers(kind),
        }),
      })
    } else if (rule?.required && numbers[n] === undefined) {
      const { min, max, unit } = BLOCK_NUMBER_RANGES[n]
      const values = { kind: label, number, min, max, unit }
      issues.push({
        path: n,
        problem: 'missing',
        message: unit
          ? said('{kind} needs {number}: {min} to {max} {unit}', values)
          : said('{kind} needs {number}: {min} to {max}', values),
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
