// The pages the browser goals name (docs/performance.md), as the browser benches (lighthouse.ts, first-screen.ts)
// open them on a test server: /auth signed out; /daily, /explore and an exercise page (the first
// exercise of the first built-in workout) with a user's session; the workout player of that
// workout (/player), where the user trained its first exercise yesterday, so 'Last time' has a
// session to show; /kiosk with a paired screen's device cookie. `PAGES=/explore,/kiosk` picks
// some; an unknown name is an error.
import { randomUUID } from 'node:crypto'
import { trackerConfigFor } from '~/client/lib/tracker-config'
import { workoutExercises } from '~/server/db/schema'
import { callerFor } from '../../tests/support/caller'
import { createSessionToken, createUser, pairedKioskToken } from '../../tests/support/factories'
import type { TestServer } from '../../tests/support/test-server'

export interface MeasuredPage {
  /** The name it is printed and picked by. */
  name: string
  path: string
  cookie: { name: string; value: string } | null
}

export async function measuredPages(server: TestServer): Promise<MeasuredPage[]> {
  const user = await createUser(server.database)
  const session = { name: 'session', value: await createSessionToken(server.database, user.id) }
  const kiosk = {
    name: 'kiosk_device',
    value: await pairedKioskToken(server.database, { name: 'Studio A' }),
  }
  const [first] = await server.database.db
    .select({ workoutId: workoutExercises.workoutId, exerciseId: workoutExercises.exerciseId })
    .from(workoutExercises)
    .orderBy(workoutExercises.workoutId, workoutExercises.order)
    .limit(1)
  if (!first) throw new Error('the test catalogue has no workout exercise')
  // Yesterday's session of the player's first exercise: three sets, reps or seconds as it counts.
  const caller = callerFor(server.database, user)
  const workout = await caller.workouts.exercises({ id: first.workoutId })
  const item = workout.exercises[0]
  if (!item) throw new Error('the first workout has no exercise')
  const timed = trackerConfigFor(item).mode === 'timed'
  const yesterday = new Date(Date.now() - 86_400_000).toISOString()
  await caller.sets.log({
    userId: user.id,
    sets: [1, 2, 3].map((setNumber) => ({
      clientId: randomUUID(),
      workoutId: first.workoutId,
      exerciseId: item.exerciseId,
      setNumber,
      ...(timed ? { seconds: 30 } : { reps: 8 }),
      performedAt: yesterday,
    })),
  })
  const all: MeasuredPage[] = [
    { name: '/auth', path: '/auth', cookie: null },
    { name: '/daily', path: '/daily', cookie: session },
    { name: '/explore', path: '/explore', cookie: session },
    {
      name: '/exercise',
      path: `/exercise/${first.workoutId}/${first.exerciseId}`,
      cookie: session,
    },
    { name: '/player', path: `/workout/${first.workoutId}/train`, cookie: session },
    { name: '/kiosk', path: '/kiosk', cookie: kiosk },
  ]
  if (!process.env.PAGES) return all
  return process.env.PAGES.split(',').map((name) => {
    const page = all.find((p) => p.name === name)
    if (!page)
      throw new Error(`PAGES: no page ${name} (one of ${all.map((p) => p.name).join(', ')})`)
    return page
  })
}
