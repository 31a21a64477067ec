import { eq } from 'drizzle-orm'
import type { Database } from '~/server/db/client'
import {
  exercises,
  kiosks,
  users,
  workoutBlocks,
  workoutExercises,
  workouts,
} from '~/server/db/schema'
import { pairKiosk } from '~/server/services/kiosks/pair-kiosk'
import { registerKiosk } from '~/server/services/kiosks/register-kiosk'
import type { BlockKind } from '~/shared/rules/blocks'
import { createUser } from './factories'

let n = 0

/** A trainer an admin gave the coach permission (docs/product.md#class-mode). */
export async function createCoach(database: Database) {
  const coach = await createUser(database, { role: 'trainer' })
  await database.write((db) =>
    db.update(users).set({ coach: true }).where(eq(users.id, coach.id)).run(),
  )
  return coach
}

/** A registered, paired kiosk: its id and device token. */
export async function pairedKiosk(database: Database, name = 'Class wall', timeZone = 'UTC') {
  const { pairingCode, kiosk } = await registerKiosk({ database, name, timeZone })
  const { token } = await pairKiosk({ database, code: pairingCode })
  return { id: kiosk.id, token }
}

/** The code the wall's QR shows now runs out. */
export async function expireRemoteCode(database: Database, kioskId: number) {
  await database.write((db) =>
    db
      .update(kiosks)
      .set({ remoteCodeExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(kiosks.id, kioskId))
      .run(),
  )
}

export interface BlockSpec {
  kind: BlockKind
  rounds?: number
  minutes?: number
  capSeconds?: number
  workSeconds?: number
  restSeconds?: number
  /** Exercises of the catalogue by position (0: the first built-in), with their reps. */
  exercises: { reps: string; sets?: number }[]
}

/** A catalogue workout made of `blocks`, each with built-in exercises; answers its id. */
export async function createBlockWorkout(database: Database, title: string, blocks: BlockSpec[]) {
  n += 1
  const catalogue = await database.db.select({ id: exercises.id }).from(exercises).limit(12).all()
  return database.write(async (db) => {
    const workout = await db
      .insert(workouts)
      .values({ title, description: `Class workout ${n}`, imageBackground: 'bg-slate-700' })
      .returning({ id: workouts.id })
      .get()
    let order = 0
    for (const [position, spec] of blocks.entries()) {
      const { exercises: items, ...timing } = spec
      const block = await db
        .insert(workoutBlocks)
        .values({ workoutId: workout.id, position, ...timing })
        .returning({ id: workoutBlocks.id })
        .get()
      for (const item of items) {
        order += 1
        await db
          .insert(workoutExercises)
          .values({
            workoutId: workout.id,
            exerciseId: catalogue[(order - 1) % catalogue.length]!.id,
            blockId: block.id,
            order,
            sets: item.sets ?? 1,
            reps: item.reps,
          })
          .run()
      }
    }
    return workout.id
  })
}
