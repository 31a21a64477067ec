// How a skill ladder reads on every screen (docs/product.md#skills, #skill-page, #kiosk-library):
// a step's standard, a pass, the ladder's progress and the skill tree. Pure, so the Skills tab,
// the skill page, the player, View Progress and the kiosk all say the same thing.
import { standardLabel } from './skill-ladders'
import type { Skill, StepPass, StepPassHow, StepStandard } from '../schemas/skills'

// The standard's one home is the climbing rule's file; the screens import it from here too.
export { standardLabel }

/**
 * The standard as a workout exercise's reps text, so the player's tracker config reads it as
 * its target: '8' for reps, '30 seconds' for a hold.
 */
export function standardRepsText(standard: StepStandard): string {
  return standard.seconds !== undefined ? `${standard.seconds} seconds` : String(standard.reps ?? 1)
}

const HOW_LABELS: Record<StepPassHow, string> = {
  logged: 'logged',
  self: 'self',
  trainer: 'set by your trainer',
}

/** How a pass came about, as the skill page says it. */
export function passHowLabel(how: StepPassHow): string {
  return HOW_LABELS[how]
}

/**
 * 'Passed 3 Nov · logged': the pass's day in the athlete's time zone (the year only when it is
 * not this year's), then how.
 */
export function passLabel(pass: StepPass, timeZone = 'UTC', now = new Date()): string {
  const at = new Date(pass.passedAt)
  const year = (d: Date) =>
    new Intl.DateTimeFormat('en-GB', { timeZone, year: 'numeric' }).format(d)
  const day = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    day: 'numeric',
    month: 'short',
    ...(year(at) === year(now) ? {} : { year: 'numeric' }),
  }).format(at)
  return `Passed ${day} · ${passHowLabel(pass.how)}`
}

export interface LadderProgress {
  /** Steps passed. */
  passed: number
  total: number
  /** The step being worked on, or null once every step is passed (or the ladder is empty). */
  current: Skill['steps'][number] | null
}

/** Where an athlete stands on a ladder: 'Step n of m' and the bar's value. */
export function ladderProgress(
  skill: Pick<Skill, 'steps' | 'currentStep' | 'passes'>,
): LadderProgress {
  const stepIds = new Set(skill.steps.map((s) => s.id))
  const passed = new Set(skill.passes.map((p) => p.stepId).filter((id) => stepIds.has(id))).size
  const current =
    skill.currentStep === null
      ? null
      : (skill.steps.find((s) => s.order === skill.currentStep) ?? null)
  return { passed, total: skill.steps.length, current }
}

/** 'Step 2 of 5'. */
export function stepOfLabel(order: number, total: number): string {
  return `Step ${order} of ${total}`
}

/** After a pass: 'Next: step 3, Handstand Kick-ups (3 × 5)'. */
export function nextStepLabel(next: {
  order: number
  exerciseName: string
  standard: StepStandard
}): string {
  return `Next: step ${next.order}, ${next.exerciseName} (${standardLabel(next.standard)})`
}

/** 'Requires Crow Pose', 'Requires L-sit and Crow Pose': what must be unlocked first. */
export function requiresLabel(names: readonly string[]): string {
  if (names.length <= 1) return `Requires ${names[0] ?? ''}`.trim()
  return `Requires ${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`
}

/** The skills a skill still waits for: its requirements not yet unlocked. */
export function missingRequirements<S extends Pick<Skill, 'id' | 'isUnlocked' | 'requires'>>(
  skill: S,
  all: readonly S[],
): S[] {
  const byId = new Map(all.map((s) => [s.id, s]))
  return skill.requires
    .map((id) => byId.get(id))
    .filter((s): s is S => s !== undefined && !s.isUnlocked)
}

export interface SkillTreeNode<S> {
  skill: S
  children: SkillTreeNode<S>[]
}

/**
 * The skill tree: each skill under its first requirement (L-sit → V-sit → Manna), the others at
 * the root, in the order given. A requirement that is unknown, or a loop, leaves the skill at the
 * root, so every skill appears exactly once.
 */
export function skillTree<S extends Pick<Skill, 'id' | 'requires'>>(
  skills: readonly S[],
): SkillTreeNode<S>[] {
  const ids = new Set(skills.map((s) => s.id))
  const parentOf = new Map<number, number>()
  for (const s of skills) {
    const parent = s.requires.find((id) => id !== s.id && ids.has(id))
    if (parent !== undefined) parentOf.set(s.id, parent)
  }
  // A skill whose chain of parents comes back to itself is a root.
  const inLoop = (id: number) => {
    const seen = new Set<number>()
    let at: number | undefined = id
    while (at !== undefined) {
      if (seen.has(at)) return at === id || seen.has(id)
      seen.add(at)
      at = parentOf.get(at)
    }
    return false
  }
  for (const s of skills) if (inLoop(s.id)) parentOf.delete(s.id)
  const nodes = new Map(skills.map((s) => [s.id, { skill: s, children: [] } as SkillTreeNode<S>]))
  const roots: SkillTreeNode<S>[] = []
  for (const node of nodes.values()) {
    const s = node.skill
    const parent = parentOf.get(s.id)
    const parentNode = parent === undefined ? undefined : nodes.get(parent)
    if (parentNode) parentNode.children.push(node)
    else roots.push(node)
  }
  return roots
}
