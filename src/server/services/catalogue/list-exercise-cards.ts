import { asc, isNull } from 'drizzle-orm'
import type { Drizzle } from '../../db/client'
import { exercises } from '../../db/schema'
import type { ExerciseCard } from '~/shared/schemas/catalogue'
import { cachedCatalogue } from './catalogue-cache'
import { exerciseColumns } from './columns'

/**
 * The whole library as Explore's cards, by name: only what a card shows and the search and
 * filters read, so a phone's first visit of Explore downloads a fifth of the full list. Kept per
 * catalogue version (docs/architecture.md#catalogue-cache).
 */
export function listExerciseCards({ db }: { db: Drizzle }): Promise<ExerciseCard[]> {
  return cachedCatalogue(db, 'exercise-cards', loadExerciseCards)
}

function loadExerciseCards(db: Drizzle): Promise<ExerciseCard[]> {
  const c = exerciseColumns
  return db
    .select({
      id: c.id,
      name: c.name,
      category: c.category,
      bodyPart: c.bodyPart,
      equipment: c.equipment,
      difficulty: c.difficulty,
      targetMuscles: c.targetMuscles,
      demo: c.demo,
      tempo: c.tempo,
      imageUrl: c.imageUrl,
      rightFormImageUrl: c.rightFormImageUrl,
      wrongFormImageUrl: c.wrongFormImageUrl,
      videoUrl: c.videoUrl,
    })
    .from(exercises)
    .where(isNull(exercises.ownerId))
    .orderBy(asc(exercises.name), asc(exercises.id))
    .all()
}
