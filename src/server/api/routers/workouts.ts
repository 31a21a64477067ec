import { z } from 'zod'
import { getWorkoutExercises } from '../../services/catalogue/get-workout-exercises'
import { getWorkout, listOwnWorkouts, listWorkouts } from '../../services/catalogue/list-workouts'
import { dismissLevelOffer } from '../../services/progress/dismiss-level-offer'
import { getKeptDaily } from '../../services/progress/kept-daily'
import { getDailyOffline } from '../../services/progress/get-daily-offline'
import { validatedOnce } from '../validated-once'
import { addWorkoutExercise } from '../../services/catalogue/add-workout-exercise'
import { createWorkout } from '../../services/catalogue/create-workout'
import { deleteWorkout } from '../../services/catalogue/delete-workout'
import { removeWorkoutExercise } from '../../services/catalogue/remove-workout-exercise'
import { reorderWorkoutExercises } from '../../services/catalogue/reorder-workout-exercises'
import { updateWorkout } from '../../services/catalogue/update-workout'
import { addWorkoutBlock } from '../../services/catalogue/add-workout-block'
import { updateWorkoutBlock } from '../../services/catalogue/update-workout-block'
import { deleteWorkoutBlock } from '../../services/catalogue/delete-workout-block'
import { reorderWorkoutBlocks } from '../../services/catalogue/reorder-workout-blocks'
import { noInput, restRoutes } from '../rest'
import { catalogueAnswer, createTRPCRouter, protectedProcedure, trainerProcedure } from '../trpc'
import {
  BLOCK_NUMBERS,
  blockInputFields,
  blockPatchFields,
  refineBlockInput,
  refineBlockPatch,
} from '~/shared/schemas/blocks'
import {
  WORKOUT_CATEGORIES,
  workoutBlockSchema,
  workoutExerciseSchema,
  workoutSchema,
  workoutWithExercisesSchema,
} from '~/shared/schemas/catalogue'
import {
  workoutExerciseParamsSchema,
  workoutInputSchema,
  workoutPatchSchema,
} from '~/shared/schemas/catalogue-input'
import { definedOnly } from '~/shared/objects'
import { dailyInput, dailySchema } from '~/shared/schemas/progress'
import { dailyOfflineSchema } from '~/shared/schemas/daily-offline'
import { bodyIdSchema, idSchema, okSchema } from '~/shared/schemas/user'

/** The kept Daily answer (services/progress/kept-daily.ts) is the same object until it changes. */
const keptDailySchema = validatedOnce(dailySchema)

const rest = restRoutes('workouts')

export const workoutsRouter = createTRPCRouter({
  list: rest(protectedProcedure, 'GET /workouts', 'Workouts, optionally of one category')
    .input(z.object({ category: z.enum(WORKOUT_CATEGORIES).optional() }).optional())
    .use(catalogueAnswer)
    .output(z.array(workoutSchema))
    .query(({ ctx, input }) => listWorkouts({ db: ctx.database.db, category: input?.category })),

  byId: rest(protectedProcedure, 'GET /workouts/{id}', 'One workout')
    .input(z.object({ id: idSchema }))
    .output(workoutSchema)
    .query(({ ctx, input }) =>
      getWorkout({ db: ctx.database.db, workoutId: input.id, caller: ctx.user }),
    ),

  exercises: rest(
    protectedProcedure,
    'GET /workouts/{id}/exercises',
    'A workout with its ordered exercises',
  )
    .input(z.object({ id: idSchema }))
    .output(workoutWithExercisesSchema)
    .query(({ ctx, input }) =>
      getWorkoutExercises({ db: ctx.database.db, workoutId: input.id, caller: ctx.user }),
    ),

  daily: rest(
    protectedProcedure,
    'GET /daily',
    "The signed-in athlete's session for today (or ?day=, up to 14 days ahead), chosen for their level, equipment and minutes, with completion, This week and any level offer",
  )
    .input(dailyInput)
    .output(keptDailySchema)
    .query(({ ctx, input }) =>
      getKeptDaily({
        db: ctx.database.db,
        userId: ctx.user.id,
        timeZone: ctx.user.timeZone,
        versions: ctx.versions,
        day: input?.day,
      }),
    ),

  offline: rest(
    protectedProcedure,
    'GET /daily/offline',
    "What a device keeps to train offline after a visit of Daily: every workout Daily shows (today's and This week's, the trainer's and the plans'), each with its blocks and exercises as `GET /workouts/{id}/exercises` answers it, 'Last time' for each of their exercises as the player reads it, and today's progress",
  )
    .input(noInput)
    .output(dailyOfflineSchema)
    .query(({ ctx }) =>
      getDailyOffline({ db: ctx.database.db, user: ctx.user, versions: ctx.versions }),
    ),

  dismissLevelOffer: rest(
    protectedProcedure,
    'POST /daily/level-offer/dismiss',
    "'Not now' to a level offer: only sessions after today count toward the next one",
  )
    .input(noInput)
    .output(okSchema)
    .mutation(async ({ ctx }) => {
      await dismissLevelOffer({
        database: ctx.database,
        userId: ctx.user.id,
        timeZone: ctx.user.timeZone,
      })
      return { success: true as const }
    }),

  mine: rest(
    trainerProcedure,
    'GET /trainer/workouts',
    'The private workouts you wrote, newest first: never in the catalogue, seen by you and the clients you schedule them for',
  )
    .input(noInput)
    .output(z.array(workoutSchema))
    .query(({ ctx }) => listOwnWorkouts({ db: ctx.database.db, ownerId: ctx.user.id })),

  // Editing: the catalogue by admins only (docs/product.md#permissions 'only admins change the
  // catalogue'); a private workout by its trainer (or an admin). Each service checks which.
  create: rest(
    trainerProcedure,
    'POST /workouts',
    'Create a workout: in the catalogue (admin), or with `private: true` one of your own private workouts (trainer or admin)',
  )
    .input(workoutInputSchema.extend({ private: z.boolean().optional() }))
    .output(workoutSchema)
    .mutation(({ ctx, input: { private: isPrivate, ...values } }) =>
      createWorkout({ database: ctx.database, caller: ctx.user, values, private: isPrivate }),
    ),

  update: rest(
    trainerProcedure,
    'PATCH /workouts/{id}',
    'Change a workout; only the fields given change (admin, or the trainer of a private workout)',
  )
    .input(workoutPatchSchema.extend({ id: idSchema }))
    .output(workoutSchema)
    .mutation(({ ctx, input: { id, ...values } }) =>
      updateWorkout({
        database: ctx.database,
        caller: ctx.user,
        workoutId: id,
        values: definedOnly(values),
      }),
    ),

  delete: rest(
    trainerProcedure,
    'DELETE /workouts/{id}',
    "Delete a workout; users' completion history keeps its title (admin, or the trainer of a private workout)",
  )
    .input(z.object({ id: idSchema }))
    .output(okSchema)
    .mutation(async ({ ctx, input }) => {
      await deleteWorkout({ database: ctx.database, caller: ctx.user, workoutId: input.id })
      return { success: true as const }
    }),

  addExercise: rest(
    trainerProcedure,
    'POST /workouts/{id}/exercises',
    'Add an exercise to a workout; it goes last (order = count + 1) unless an order is given (admin, or the trainer of a private workout)',
  )
    .input(
      workoutExerciseParamsSchema.extend({
        id: idSchema,
        exerciseId: bodyIdSchema,
        order: z.number().int().min(1, 'Order must be at least 1').optional(),
        /** docs/product.md#blocks: one of this workout's blocks. */
        blockId: bodyIdSchema.optional(),
      }),
    )
    .output(workoutExerciseSchema)
    .mutation(({ ctx, input: { id, exerciseId, order, blockId, ...values } }) =>
      addWorkoutExercise({
        database: ctx.database,
        caller: ctx.user,
        workoutId: id,
        exerciseId,
        order,
        blockId,
        values,
      }),
    ),

  removeExercise: rest(
    trainerProcedure,
    'DELETE /workouts/{workoutId}/exercises/{exerciseId}',
    'Remove an exercise from a workout (admin, or the trainer of a private workout)',
  )
    .input(z.object({ workoutId: idSchema, exerciseId: idSchema }))
    .output(okSchema)
    .mutation(async ({ ctx, input }) => {
      await removeWorkoutExercise({ database: ctx.database, caller: ctx.user, ...input })
      return { success: true as const }
    }),

  reorderExercises: rest(
    trainerProcedure,
    'POST /workouts/{id}/exercises/order',
    "Set the order of a workout's exercises from the full list of workout-exercise ids (admin, or the trainer of a private workout)",
  )
    .input(
      z.object({
        id: idSchema,
        workoutExerciseIds: z.array(bodyIdSchema).max(500),
      }),
    )
    .output(workoutWithExercisesSchema)
    .mutation(({ ctx, input }) =>
      reorderWorkoutExercises({
        database: ctx.database,
        caller: ctx.user,
        workoutId: input.id,
        workoutExerciseIds: input.workoutExerciseIds,
      }),
    ),

  // docs/product.md#blocks: a workout is a list of blocks; each service checks who may edit.
  addBlock: rest(
    trainerProcedure,
    'POST /workouts/{id}/blocks',
    'Add a block (straight, superset, circuit, emom, amrap, for-time, tabata) with the numbers its kind uses; last unless a position is given (admin, or the trainer of a private workout)',
  )
    .input(
      z
        .object({
          id: idSchema,
          ...blockInputFields,
          position: z.number().int().min(1, 'Position must be at least 1').optional(),
        })
        .superRefine(refineBlockInput),
    )
    .output(workoutBlockSchema)
    .mutation(({ ctx, input: { id, kind, position, ...numbers } }) =>
      addWorkoutBlock({
        database: ctx.database,
        caller: ctx.user,
        workoutId: id,
        kind,
        position,
        numbers: definedOnly(numbers),
      }),
    ),

  updateBlock: rest(
    trainerProcedure,
    'PATCH /workouts/{id}/blocks/{blockId}',
    "Change a block's kind or numbers; null clears an optional number (admin, or the trainer of a private workout)",
  )
    .input(
      z
        .object({ id: idSchema, blockId: idSchema, ...blockPatchFields })
        .superRefine(refineBlockPatch),
    )
    .output(workoutBlockSchema)
    .mutation(({ ctx, input: { id, blockId, kind, ...numbers } }) =>
      updateWorkoutBlock({
        database: ctx.database,
        caller: ctx.user,
        workoutId: id,
        blockId,
        kind,
        numbers: Object.fromEntries(
          BLOCK_NUMBERS.flatMap((n) => (numbers[n] === undefined ? [] : [[n, numbers[n]]])),
        ),
      }),
    ),

  deleteBlock: rest(
    trainerProcedure,
    'DELETE /workouts/{id}/blocks/{blockId}',
    'Delete a block; its exercises move to the end of the block before it (after it, when it is first). A workout with exercises keeps at least one block (admin, or the trainer of a private workout)',
  )
    .input(z.object({ id: idSchema, blockId: idSchema }))
    .output(workoutWithExercisesSchema)
    .mutation(({ ctx, input }) =>
      deleteWorkoutBlock({
        database: ctx.database,
        caller: ctx.user,
        workoutId: input.id,
        blockId: input.blockId,
      }),
    ),

  reorderBlocks: rest(
    trainerProcedure,
    'POST /workouts/{id}/blocks/order',
    "Set the order of a workout's blocks from the full list of their ids; each block's exercises go with it (admin, or the trainer of a private workout)",
  )
    .input(z.object({ id: idSchema, blockIds: z.array(bodyIdSchema).max(100) }))
    .output(workoutWithExercisesSchema)
    .mutation(({ ctx, input }) =>
      reorderWorkoutBlocks({
        database: ctx.database,
        caller: ctx.user,
        workoutId: input.id,
        blockIds: input.blockIds,
      }),
    ),
})
