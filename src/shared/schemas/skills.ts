import { z } from 'zod'
import { badgeRuleSchema } from './badge-rule'
import { idSchema } from './user'

/** How a ladder step was passed (docs/product.md#skill-ladders). */
export const STEP_PASS_HOWS = ['logged', 'self', 'trainer'] as const
export type StepPassHow = (typeof STEP_PASS_HOWS)[number]

/** What passes a step in one session: `sets` sets each of at least `reps` reps or `seconds` seconds (with `loadKg` if given). */
export const stepStandardSchema = z.object({
  sets: z.number().int().min(1),
  reps: z.number().int().min(1).optional(),
  seconds: z.number().int().min(1).optional(),
  loadKg: z.number().optional(),
})
export type StepStandard = z.infer<typeof stepStandardSchema>

export const skillStepSchema = z.object({
  id: z.number().int(),
  /** 1 = the easiest step. */
  order: z.number().int().min(1),
  exerciseId: z.number().int(),
  exerciseName: z.string(),
  standard: stepStandardSchema,
})
export type SkillStep = z.infer<typeof skillStepSchema>

export const stepPassSchema = z.object({
  stepId: z.number().int(),
  passedAt: z.string().meta({ description: 'ISO 8601 time of the pass' }),
  how: z.enum(STEP_PASS_HOWS),
})
export type StepPass = z.infer<typeof stepPassSchema>

export const skillSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  difficulty: z.number().int(),
  icon: z.string(),
  description: z.string().nullable(),
  isUnlocked: z.boolean(),
  steps: z.array(skillStepSchema),
  /** The order of the step being worked on; null once every step is passed (or the ladder is empty). */
  currentStep: z.number().int().nullable(),
  passes: z.array(stepPassSchema),
  /** Ids of the skills that must be unlocked first (the skill tree). */
  requires: z.array(z.number().int()),
})
export type Skill = z.infer<typeof skillSchema>

const newBadgesSchema = z.array(z.object({ id: z.number().int(), name: z.string() }))

/** A skill as a pass answers it: the updated skill and the badges the pass earned. */
export const skillWithBadgesSchema = skillSchema.extend({ newBadges: newBadgesSchema })
export type SkillWithBadges = z.infer<typeof skillWithBadgesSchema>

/** A step a request's logged sets passed (POST /api/user/{userId}/sets answers them). */
export const passedStepSchema = z.object({
  skillId: z.number().int(),
  skillName: z.string(),
  stepId: z.number().int(),
  order: z.number().int(),
  exerciseName: z.string(),
  unlocked: z.boolean().meta({ description: 'This pass unlocked the skill' }),
  nextStep: z
    .object({ order: z.number().int(), exerciseName: z.string(), standard: stepStandardSchema })
    .nullable()
    .meta({ description: "The skill's current step after this pass; null once it is unlocked" }),
})
export type PassedStep = z.infer<typeof passedStepSchema>

/** PUT /api/trainer/clients/{userId}/skills/{id}/step: the step the client works on next. */
export const setSkillStepInput = z.object({
  userId: idSchema,
  id: idSchema,
  step: z.number().int().min(1).max(100).meta({
    description:
      'The order of the step the client works on next: every step below it is passed; the number of steps + 1 passes them all and unlocks the skill',
  }),
})

export const BADGE_ICONS = ['check', 'streak', 'skill', 'other'] as const

export const badgeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  icon: z.enum(BADGE_ICONS),
  isEarned: z.boolean(),
  earnedAt: z.string().nullable(),
  /** What earns it (docs/product.md#badges); the Skills screen states it for badges not yet earned. */
  rule: badgeRuleSchema,
})
export type Badge = z.infer<typeof badgeSchema>
