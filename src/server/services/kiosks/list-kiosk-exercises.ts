import { and, asc, eq, isNull, type SQL, sql } from 'drizzle-orm'
import type { Drizzle } from '../../db/client'
import { exercises } from '../../db/schema'
import {
  DEFAULT_CORRECT_TIPS,
  DEFAULT_INCORRECT_TIPS,
  formTips,
  instructionsText,
} from '~/shared/rules/form-tips'
import { WORKOUT_DIFFICULTIES } from '~/shared/schemas/catalogue'
import type { KioskLibrary } from '~/shared/schemas/kiosk'

const KIOSK_LIBRARY_MAX = 500

// The Explore rules of docs/product.md#validation in SQL: a blank body part is 'other', a blank difficulty 'beginner'.
const bodyPartExpr = sql<string>`lower(coalesce(nullif(trim(${exercises.bodyPart}), ''), 'other'))`
const difficultyExpr = sql<string>`lower(coalesce(nullif(trim(${exercises.difficulty}), ''), 'beginner'))`

// Easiest first, as a coach reads them; values outside the scale go last, alphabetically.
const byDifficulty = (a: string, b: string) => rank(a) - rank(b) || a.localeCompare(b)
const rank = (d: string) => {
  const i = (WORKOUT_DIFFICULTIES as readonly string[]).indexOf(d)
  return i === -1 ? WORKOUT_DIFFICULTIES.length : i
}

const isFilter = (value: string | undefined): value is string => !!value && value !== 'all'

/** The library for a wall screen, filtered on the server by body part and difficulty. */
export async function listKioskExercises({
  db,
  bodyPart,
  difficulty,
}: {
  db: Drizzle
  bodyPart?: string
  difficulty?: string
}): Promise<KioskLibrary> {
  const where: SQL[] = [isNull(exercises.ownerId)]
  if (isFilter(bodyPart)) where.push(eq(bodyPartExpr, bodyPart))
  if (isFilter(difficulty)) where.push(eq(difficultyExpr, difficulty))
  const [rows, bodyParts, difficulties] = await Promise.all([
    db
      .select({
        id: exercises.id,
        name: exercises.name,
        description: exercises.description,
        bodyPart: bodyPartExpr,
        difficulty: difficultyExpr,
        equipment: exercises.equipment,
        targetMuscles: exercises.targetMuscles,
        instructions: exercises.instructions,
        imageUrl: exercises.imageUrl,
        demo: exercises.builtinKey,
        tempo: exercises.tempo,
        rightFormImageUrl: exercises.rightFormImageUrl,
        wrongFormImageUrl: exercises.wrongFormImageUrl,
        videoUrl: exercises.videoUrl,
        correctFormTips: exercises.correctFormTips,
        incorrectFormTips: exercises.incorrectFormTips,
      })
      .from(exercises)
      .where(and(...where))
      .orderBy(asc(exercises.name), asc(exercises.id))
      .limit(KIOSK_LIBRARY_MAX)
      .all(),
    db
      .selectDistinct({ value: bodyPartExpr })
      .from(exercises)
      .where(isNull(exercises.ownerId))
      .orderBy(bodyPartExpr)
      .all(),
    db
      .selectDistinct({ value: difficultyExpr })
      .from(exercises)
      .where(isNull(exercises.ownerId))
      .orderBy(difficultyExpr)
      .all(),
  ])
  return {
    items: rows.map((row) => ({
      ...row,
      instructions: instructionsText(row.instructions, row.description),
      correctFormTips: [...formTips(row.correctFormTips, DEFAULT_CORRECT_TIPS)],
      incorrectFormTips: [...formTips(row.incorrectFormTips, DEFAULT_INCORRECT_TIPS)],
    })),
    bodyParts: bodyParts.map((r) => r.value),
    difficulties: difficulties.map((r) => r.value).sort(byDifficulty),
  }
}
