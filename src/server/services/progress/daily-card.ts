import { sectionBackground } from '~/shared/rules/labels'
import type { Workout } from '~/shared/schemas/catalogue'
import type { DailyCard } from '~/shared/schemas/progress'

/** docs/product.md#daily workout card: the workout plus today's completed flag and its section's gradient. */
export function dailyCard(workout: Workout, completedToday: ReadonlySet<number>): DailyCard {
  return {
    ...workout,
    isCompleted: completedToday.has(workout.id),
    backgroundClass: sectionBackground(workout.category),
  }
}
