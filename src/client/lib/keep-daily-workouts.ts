// Training offline from one visit of Daily (docs/architecture.md#offline): once Daily has painted
// and the page is idle, one read (`workouts.offline`) brings every workout Daily shows, today's
// and the week's, with 'Last time' for their exercises and today's progress; each part is filed
// on the device under the read a screen makes (the exercise list, the player, its end), so an
// offline cold start opens any of them. The player's code is the service worker's: it keeps every
// built file. Loaded apart from Daily's code, after its first paint.
import type { WorkoutWithExercises } from '~/shared/schemas/catalogue'
import { keepAnswers, offlineUser } from './offline-cache'
import { offlineStatus } from './offline-status'
import { trpcVanilla } from './trpc'

/** Daily's answers (objects of the query cache) whose workouts were kept: one read per answer. */
const keptFor = new WeakSet<object>()

/**
 * Keeps the workouts of this Daily answer on the device, once per answer: a new answer (a
 * workout completed, sets sent, a new day, a trainer's change) keeps them again, with their new
 * 'Last time'. Not while Daily itself comes from the device. Settles, never fails.
 */
export async function keepDailyWorkouts(daily: object): Promise<void> {
  const userId = offlineUser()
  if (userId === null || keptFor.has(daily) || offlineStatus().offline) return
  keptFor.add(daily)
  const kept = await trpcVanilla.workouts.offline.query().catch(() => null)
  if (kept === null) {
    // The network went meanwhile: the next visit of Daily asks again.
    keptFor.delete(daily)
    return
  }
  await keepAnswers(userId, [
    ...kept.workouts.map((workout) => ({
      path: 'workouts.exercises',
      input: { id: workout.id },
      data: workout,
    })),
    ...kept.lastSessions.map(({ workoutId, ...answer }) => ({
      path: 'progression.lastSession',
      input: { userId, exerciseId: answer.exerciseId, workoutId },
      data: answer,
    })),
    { path: 'progress.get', input: { userId }, data: kept.progress },
  ])
  keepPictures(kept.workouts)
}

/**
 * An admin's own pictures of these exercises (drawn demonstrations are code, already kept): each
 * loaded once through the service worker, which keeps the images it serves. Videos are left to
 * the network: a few MB each.
 */
function keepPictures(workouts: readonly WorkoutWithExercises[]): void {
  const urls = new Set(
    workouts.flatMap((w) =>
      w.exercises.flatMap(({ exercise }) => [
        exercise.videoUrl ? null : (exercise.rightFormImageUrl ?? exercise.imageUrl),
        exercise.imageUrl,
      ]),
    ),
  )
  urls.delete(null)
  if (urls.size === 0 || !('serviceWorker' in navigator)) return
  const load = () => {
    for (const url of urls) new Image().src = url as string
  }
  // A first visit's worker takes the page a few seconds after it shows.
  if (navigator.serviceWorker.controller) load()
  else navigator.serviceWorker.addEventListener('controllerchange', load, { once: true })
}
