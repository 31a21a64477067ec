// Exercises added for the skill ladders (src/server/catalogue/skill-ladders.ts), pull side.
// Like every built-in exercise: instructions, form tips and a demonstration (docs/demos.md).
import type { BuiltinExercise } from './types'

export const ladderPullExercises: BuiltinExercise[] = []
