/** docs/product.md#proper-form: default Do / Don't tips when an exercise supplies none. */
export const DEFAULT_CORRECT_TIPS = [
  'Keep your core braced throughout',
  'Move with control through the full range of motion',
  'Breathe steadily: exhale on the effort',
] as const
export const DEFAULT_INCORRECT_TIPS = [
  'Rushing the reps with momentum',
  'Holding your breath',
  'Letting form slip to squeeze out extra reps',
] as const

export const DEFAULT_INSTRUCTIONS = 'Perform the exercise with proper form and control.'

export function formTips(
  tips: readonly string[] | null | undefined,
  defaults: readonly string[],
): readonly string[] {
  const clean = (tips ?? []).map((t) => t.trim()).filter(Boolean)
  return clean.length > 0 ? clean : defaults
}

/** docs/product.md#exercise: instructions, else the description, else the fixed sentence. */
export function instructionsText(
  instructions: string | null | undefined,
  description: string | null | undefined,
): string {
  return instructions?.trim() || description?.trim() || DEFAULT_INSTRUCTIONS
}
