import type { BadgeRule } from '~/shared/schemas/badge-rule'
import type { Prescription } from '~/shared/schemas/calendar'
import { sql } from 'drizzle-orm'
import {
  type AnySQLiteColumn,
  index,
  integer,
  primaryKey,
  real,
  sqliteTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/sqlite-core'
// The lists of allowed values come from src/shared, where the API's schemas use them too.
// Relative paths: drizzle-kit loads this file without the app's '~' alias.
import { ROLES } from '../../shared/roles'
import { WORKOUT_CATEGORIES, WORKOUT_DIFFICULTIES } from '../../shared/schemas/catalogue'
import { INVITATION_ROLES } from '../../shared/schemas/invitation'
import { UNITS } from '../../shared/rules/units'
import { LOCALES } from '../../shared/rules/locales'
import { IMPORT_SOURCES, IMPORT_STATUSES } from '../../shared/rules/imports'
import {
  DAILY_LEADS,
  ONBOARDING_STATES,
  TRAINING_LEVELS,
  type Goal,
} from '../../shared/rules/athlete-profile'
import type { EquipmentKey } from '../../shared/rules/equipment'
import { RECORD_KINDS, SET_SIDES } from '../../shared/rules/set-limits'
import { BADGE_ICONS, STEP_PASS_HOWS } from '../../shared/schemas/skills'
import { BLOCK_KINDS, BLOCK_SCORE_KINDS, SCORE_TYPES } from '../../shared/rules/blocks'
import { TRAINER_REQUEST_STATUSES } from '../../shared/schemas/trainer-request'

// Milliseconds since the epoch; the SQL default lets rows inserted by raw SQL (migrations) get one too.
const createdAt = () =>
  integer('created_at', { mode: 'timestamp_ms' })
    .notNull()
    .default(sql`(unixepoch() * 1000)`)
    .$defaultFn(() => new Date())

export const userTypes = sqliteTable('user_types', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  name: text('name', { enum: ROLES }).notNull().unique(),
  description: text('description').notNull().default(''),
  permissions: text('permissions', { mode: 'json' })
    .$type<string[]>()
    .notNull()
    .default(sql`'[]'`),
  createdAt: createdAt(),
})

export const users = sqliteTable(
  'users',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    username: text('username').notNull().unique(),
    email: text('email').notNull(),
    emailVerified: integer('email_verified', { mode: 'boolean' }).notNull().default(false),
    // Google's stable subject id (docs/product.md#data: users are keyed by Google's subject id); never the email.
    googleId: text('google_id').notNull().unique(),
    photoURL: text('photo_url'),
    // Asked in the profile step after the first sign-in; Google does not provide them.
    age: integer('age'),
    height: integer('height'),
    weight: integer('weight'),
    timeZone: text('time_zone').notNull().default('UTC'),
    // The unit the athlete enters and reads loads in; the set log stays in kilograms.
    units: text('units', { enum: UNITS }).notNull().default('kg'),
    // The language chosen in Settings; null follows the browser's (docs/development.md#translations).
    locale: text('locale', { enum: LOCALES }),
    userTypeId: integer('user_type_id')
      .notNull()
      .references(() => userTypes.id),
    streak: integer('streak').notNull().default(0),
    level: integer('level').notNull().default(1),
    // Bumped by every write of derived progress (streak, level, badges); a trigger refuses a
    // writer whose read is stale (docs/architecture.md#writes).
    progressVersion: integer('progress_version').notNull().default(0),
    // Bumped by triggers (migration 0011) whenever anything the Daily tab shows for this user
    // changes, other than the catalogue (which has its own version): the Daily answer is kept per
    // (user, day, this, catalogue version) (docs/architecture.md#request-cost).
    dailyVersion: integer('daily_version').notNull().default(0),
    // A trainer's: bumped by triggers (migration 0013) whenever anything their client list shows
    // changes (a client's row, joining or leaving, a completion): the list is kept per (trainer,
    // this, the clients' local days) (docs/architecture.md#staff-reads).
    clientsVersion: integer('clients_version').notNull().default(0),
    // Kept by triggers on the completion tables (migration 0012) in the writer's transaction: the
    // badge rules read them on every completion, and counting grows with a user's history.
    workoutCount: integer('workout_count').notNull().default(0),
    exerciseCount: integer('exercise_count').notNull().default(0),
    // The latest local day that counts for the streak, kept by triggers on workout_completions
    // and logged_sets (migrations 0007, 0030): the active-users count reads it by index (docs/architecture.md#staff-reads).
    lastActiveDay: text('last_active_day'),
    trainerId: integer('trainer_id').references((): AnySQLiteColumn => users.id, {
      onDelete: 'set null',
    }),
    // The athlete's profile (docs/product.md#onboarding), asked after the first sign-in and
    // edited in Settings: Daily chooses by it. Not `level`, which is the badge level above.
    trainingLevel: text('training_level', { enum: TRAINING_LEVELS }).notNull().default('beginner'),
    goals: text('goals', { mode: 'json' })
      .$type<Goal[]>()
      .notNull()
      .default(sql`'["general"]'`),
    equipment: text('equipment', { mode: 'json' })
      .$type<EquipmentKey[]>()
      .notNull()
      .default(sql`'[]'`),
    daysPerWeek: integer('days_per_week').notNull().default(3),
    sessionMinutes: integer('session_minutes').notNull().default(45),
    onboarding: text('onboarding', { enum: ONBOARDING_STATES }).notNull().default('pending'),
    // The day the athlete answered 'Not now' to a level offer: only sessions after it count
    // toward the next offer (docs/product.md#level-offers).
    levelOfferDismissedOn: text('level_offer_dismissed_on'),
    // A built-in program the athlete follows (its key), the day it started and the day it was
    // paused (YYYY-MM-DD), and which leads Daily when a trainer's plan is assigned too.
    programKey: text('program_key'),
    programStartDay: text('program_start_day'),
    programPausedOn: text('program_paused_on'),
    dailyLead: text('daily_lead', { enum: DAILY_LEADS }),
    // Whether an unread message waits in an email (docs/product.md#messages); the athlete's or
    // trainer's own switch in Settings.
    messageEmails: integer('message_emails', { mode: 'boolean' }).notNull().default(true),
    // A trainer of the gym who may post its workout of the day and run classes on its kiosks
    // (docs/product.md#class-mode); admins may always.
    coach: integer('coach', { mode: 'boolean' }).notNull().default(false),
    // The weekday (0 Sunday … 6 Saturday) the trainer asks this client for a weekly check-in,
    // or null for none (docs/product.md#check-ins).
    checkInWeekday: integer('check_in_weekday'),
    createdAt: createdAt(),
  },
  (t) => [
    index('users_email_idx').on(t.email),
    index('users_trainer_idx').on(t.trainerId),
    index('users_active_idx').on(t.userTypeId, t.lastActiveDay, t.timeZone),
  ],
)

export const sessions = sqliteTable(
  'sessions',
  {
    // SHA-256 of the secret token, hex encoded; the token itself is never stored.
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: integer('expires_at', { mode: 'timestamp_ms' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
)

export const workouts = sqliteTable(
  'workouts',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    // Stable key of built-in content so the loader can find its rows without touching admin edits.
    builtinKey: text('builtin_key').unique(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    duration: integer('duration').notNull().default(30),
    difficulty: text('difficulty', { enum: WORKOUT_DIFFICULTIES }).notNull().default('beginner'),
    category: text('category', { enum: WORKOUT_CATEGORIES }).notNull().default('workout'),
    imageBackground: text('image_background').notNull(),
    rounds: integer('rounds'),
    restBetweenExercises: text('rest_between_exercises'),
    // A trainer's private workout (docs/product.md#trainer-workouts): never in the catalogue,
    // seen by its trainer and the clients it is scheduled for. Null: the catalogue's.
    ownerId: integer('owner_id').references((): AnySQLiteColumn => users.id, {
      onDelete: 'cascade',
    }),
    createdAt: createdAt(),
  },
  (t) => [index('workouts_category_idx').on(t.category), index('workouts_owner_idx').on(t.ownerId)],
)

export const exercises = sqliteTable(
  'exercises',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    builtinKey: text('builtin_key').unique(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    category: text('category').notNull(),
    bodyPart: text('body_part'),
    equipment: text('equipment').notNull(),
    difficulty: text('difficulty'),
    instructions: text('instructions').notNull(),
    imageUrl: text('image_url'),
    variations: integer('variations').notNull().default(1),
    icon: text('icon').notNull(),
    targetMuscles: text('target_muscles'),
    tempo: text('tempo'),
    restTime: text('rest_time'),
    reps: text('reps'),
    duration: integer('duration'),
    rightFormImageUrl: text('right_form_image_url'),
    wrongFormImageUrl: text('wrong_form_image_url'),
    correctFormTips: text('correct_form_tips', { mode: 'json' })
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'`),
    incorrectFormTips: text('incorrect_form_tips', { mode: 'json' })
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'`),
    videoUrl: text('video_url'),
    progressionTips: text('progression_tips'),
    regressionTips: text('regression_tips'),
    // The next easier and harder variation in the library (docs/product.md#progression); an admin deleting one unlinks it.
    easierExerciseId: integer('easier_exercise_id').references(
      (): AnySQLiteColumn => exercises.id,
      {
        onDelete: 'set null',
      },
    ),
    harderExerciseId: integer('harder_exercise_id').references(
      (): AnySQLiteColumn => exercises.id,
      {
        onDelete: 'set null',
      },
    ),
    // An athlete's own exercise (made by an import for a name the library lacks): private to
    // them, never in the catalogue; null for the library's.
    ownerId: integer('owner_id').references((): AnySQLiteColumn => users.id, {
      onDelete: 'cascade',
    }),
    createdAt: createdAt(),
  },
  (t) => [
    index('exercises_name_idx').on(t.name),
    index('exercises_body_part_idx').on(t.bodyPart),
    index('exercises_owner_idx').on(t.ownerId),
  ],
)

// A workout's blocks in order (docs/product.md#blocks, shared/rules/blocks.ts). Which of the
// numbers a block uses depends on its kind: rounds (circuit, tabata, for-time), minutes (emom,
// amrap), work/rest seconds (tabata; rest after a round for superset and circuit), a time cap
// (for-time). Every workout has at least one; those from before blocks got one straight block.
export const workoutBlocks = sqliteTable(
  'workout_blocks',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    workoutId: integer('workout_id')
      .notNull()
      .references(() => workouts.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    kind: text('kind', { enum: BLOCK_KINDS }).notNull().default('straight'),
    rounds: integer('rounds'),
    minutes: integer('minutes'),
    workSeconds: integer('work_seconds'),
    restSeconds: integer('rest_seconds'),
    capSeconds: integer('cap_seconds'),
    createdAt: createdAt(),
  },
  (t) => [index('workout_blocks_workout_idx').on(t.workoutId, t.position)],
)

export const workoutExercises = sqliteTable(
  'workout_exercises',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    workoutId: integer('workout_id')
      .notNull()
      .references(() => workouts.id, { onDelete: 'cascade' }),
    // The block the exercise is run in; set on every row (services keep it so).
    blockId: integer('block_id').references((): AnySQLiteColumn => workoutBlocks.id, {
      onDelete: 'cascade',
    }),
    exerciseId: integer('exercise_id')
      .notNull()
      .references(() => exercises.id, { onDelete: 'restrict' }),
    order: integer('order').notNull(),
    sets: integer('sets').notNull().default(3),
    reps: text('reps').notNull().default('10'),
    duration: integer('duration'),
    restTime: integer('rest_time'),
    // The writer's words for this exercise in this workout ('slow negatives'), shown in the player.
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [
    index('workout_exercises_workout_idx').on(t.workoutId, t.order),
    index('workout_exercises_block_idx').on(t.blockId),
    index('workout_exercises_exercise_idx').on(t.exerciseId),
  ],
)

export const skills = sqliteTable('skills', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  builtinKey: text('builtin_key').unique(),
  name: text('name').notNull(),
  difficulty: integer('difficulty').notNull(),
  icon: text('icon').notNull(),
  description: text('description'),
  createdAt: createdAt(),
})

export const userSkills = sqliteTable(
  'user_skills',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    skillId: integer('skill_id')
      .notNull()
      .references(() => skills.id, { onDelete: 'cascade' }),
    unlockedAt: integer('unlocked_at', { mode: 'timestamp_ms' })
      .notNull()
      .$defaultFn(() => new Date()),
  },
  (t) => [primaryKey({ columns: [t.userId, t.skillId] })],
)

// A skill's ladder (docs/product.md#skill-ladders, decision 020): ordered steps, each an exercise
// and the standard that passes it in one session. Deleting an exercise takes its steps (and their
// passes) with it, as it takes its logged sets.
export const skillSteps = sqliteTable(
  'skill_steps',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    skillId: integer('skill_id')
      .notNull()
      .references(() => skills.id, { onDelete: 'cascade' }),
    // 1 = the easiest step.
    order: integer('order').notNull(),
    exerciseId: integer('exercise_id')
      .notNull()
      .references(() => exercises.id, { onDelete: 'cascade' }),
    sets: integer('sets').notNull(),
    reps: integer('reps'),
    seconds: integer('seconds'),
    loadKg: real('load_kg'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('skill_steps_skill_order_idx').on(t.skillId, t.order),
    // The set log looks steps up by the exercises a request logged.
    index('skill_steps_exercise_idx').on(t.exerciseId),
  ],
)

// The skill tree: a skill can be climbed once every skill it requires is unlocked.
export const skillPrerequisites = sqliteTable(
  'skill_prerequisites',
  {
    skillId: integer('skill_id')
      .notNull()
      .references(() => skills.id, { onDelete: 'cascade' }),
    requiresSkillId: integer('requires_skill_id')
      .notNull()
      .references(() => skills.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.skillId, t.requiresSkillId] }),
    index('skill_prerequisites_requires_idx').on(t.requiresSkillId),
  ],
)

// One row per step a user has passed: when, and how (logged sets, self-assessment, or set by
// their trainer, who is named). The key makes a pass idempotent: passing again changes nothing.
export const userStepPasses = sqliteTable(
  'user_step_passes',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    stepId: integer('step_id')
      .notNull()
      .references(() => skillSteps.id, { onDelete: 'cascade' }),
    passedAt: integer('passed_at', { mode: 'timestamp_ms' }).notNull(),
    how: text('how', { enum: STEP_PASS_HOWS }).notNull(),
    // The trainer or admin who set it (how = trainer); a deleted account leaves the pass.
    byUserId: integer('by_user_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.stepId] }),
    index('user_step_passes_step_idx').on(t.stepId),
    index('user_step_passes_by_user_idx').on(t.byUserId),
  ],
)

export const badges = sqliteTable('badges', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  builtinKey: text('builtin_key').unique(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  icon: text('icon', { enum: BADGE_ICONS }).notNull(),
  // The rule that awards it, e.g. {"kind":"workouts","count":10}; evaluated by the server.
  rule: text('rule', { mode: 'json' }).$type<BadgeRule>().notNull(),
  createdAt: createdAt(),
})

export const userBadges = sqliteTable(
  'user_badges',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    badgeId: integer('badge_id')
      .notNull()
      .references(() => badges.id, { onDelete: 'cascade' }),
    earnedAt: integer('earned_at', { mode: 'timestamp_ms' })
      .notNull()
      .$defaultFn(() => new Date()),
  },
  (t) => [primaryKey({ columns: [t.userId, t.badgeId] })],
)

// Completions are a log (docs/product.md#completion); user_progress answers are derived from it.
export const workoutCompletions = sqliteTable(
  'workout_completions',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // No cascade: deleting a workout must keep users' history readable, so the title is kept too.
    workoutId: integer('workout_id').references(() => workouts.id, { onDelete: 'set null' }),
    workoutTitle: text('workout_title').notNull(),
    day: text('day').notNull(),
    completedAt: integer('completed_at', { mode: 'timestamp_ms' })
      .notNull()
      .$defaultFn(() => new Date()),
    // Derived from logged sets (a correction of the sets can take it back) rather than marked
    // done by the athlete ('Complete Workout', the tracker's finish), which stays.
    fromSets: integer('from_sets', { mode: 'boolean' }).notNull().default(false),
    // The import that brought it (docs/product.md#import); undoing the import removes it.
    importId: integer('import_id').references((): AnySQLiteColumn => imports.id, {
      onDelete: 'set null',
    }),
  },
  (t) => [
    uniqueIndex('workout_completions_user_workout_day').on(t.userId, t.workoutId, t.day),
    index('workout_completions_user_day').on(t.userId, t.day),
  ],
)

// The days a user's own sets make count for the streak (at least 3 distinct sets, imports
// not counted; docs/product.md#streak), one row a day, so the streak reads one small table
// instead of grouping the whole set log. Triggers on logged_sets keep it (migration 0030).
export const streakSetDays = sqliteTable(
  'streak_set_days',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: text('day').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
)

export const exerciseCompletions = sqliteTable(
  'exercise_completions',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    workoutId: integer('workout_id').references(() => workouts.id, { onDelete: 'set null' }),
    exerciseId: integer('exercise_id').references(() => exercises.id, { onDelete: 'set null' }),
    day: text('day').notNull(),
    completedAt: integer('completed_at', { mode: 'timestamp_ms' })
      .notNull()
      .$defaultFn(() => new Date()),
    sets: integer('sets'),
    reps: integer('reps'),
    seconds: integer('seconds'),
    // As on workout_completions: a completion its sets made, which a correction can take back.
    fromSets: integer('from_sets', { mode: 'boolean' }).notNull().default(false),
  },
  (t) => [index('exercise_completions_user_day').on(t.userId, t.day, t.workoutId)],
)

export const trainerInvitations = sqliteTable(
  'trainer_invitations',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    trainerId: integer('trainer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    // 'user' = become this trainer's client, 'trainer' = become a trainer.
    role: text('role', { enum: INVITATION_ROLES }).notNull().default('user'),
    tokenHash: text('token_hash').notNull().unique(),
    accepted: integer('accepted', { mode: 'boolean' }).notNull().default(false),
    acceptedAt: integer('accepted_at', { mode: 'timestamp_ms' }),
    acceptedBy: integer('accepted_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    expiresAt: integer('expires_at', { mode: 'timestamp_ms' }).notNull(),
    // Set when the inviter took it back while pending: its link says so and accepts nothing.
    revokedAt: integer('revoked_at', { mode: 'timestamp_ms' }),
  },
  (t) => [index('trainer_invitations_trainer_idx').on(t.trainerId)],
)

// A trainer's request to coach an athlete (docs/product.md#assign-trainer, decision 011): nothing
// changes for the athlete, and the trainer reads nothing of theirs, until they accept it.
export const trainerRequests = sqliteTable(
  'trainer_requests',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    trainerId: integer('trainer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: TRAINER_REQUEST_STATUSES }).notNull().default('pending'),
    createdAt: createdAt(),
    decidedAt: integer('decided_at', { mode: 'timestamp_ms' }),
  },
  (t) => [
    // One pending request per trainer and athlete: asking again is the same request.
    uniqueIndex('trainer_requests_pending_idx')
      .on(t.trainerId, t.userId)
      .where(sql`${t.status} = 'pending'`),
    index('trainer_requests_user_idx').on(t.userId, t.status),
    index('trainer_requests_trainer_idx').on(t.trainerId),
  ],
)

export const customWorkoutPlans = sqliteTable(
  'custom_workout_plans',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    trainerId: integer('trainer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: integer('updated_at', { mode: 'timestamp_ms' })
      .notNull()
      .$defaultFn(() => new Date()),
  },
  (t) => [index('plans_user_idx').on(t.userId), index('plans_trainer_idx').on(t.trainerId)],
)

// A client's calendar (docs/product.md#calendar): the workouts their trainer scheduled on a day,
// in order, each with an optional prescription (JSON, validated by prescriptionSchema). Whether
// one was done is read from workout_completions of that workout on that day.
export const calendarEntries = sqliteTable(
  'calendar_entries',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // Who scheduled it; kept (set null) when that account goes, so the day stays readable.
    trainerId: integer('trainer_id').references(() => users.id, { onDelete: 'set null' }),
    day: text('day').notNull(),
    position: integer('position').notNull(),
    workoutId: integer('workout_id')
      .notNull()
      .references(() => workouts.id, { onDelete: 'cascade' }),
    prescription: text('prescription', { mode: 'json' }).$type<Prescription>(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('calendar_entries_user_day_position').on(t.userId, t.day, t.position)],
)

// A plan's ordered workouts (docs/product.md#plans), as rows so every workout reference is a real foreign key.
export const planWorkouts = sqliteTable(
  'plan_workouts',
  {
    planId: integer('plan_id')
      .notNull()
      .references(() => customWorkoutPlans.id, { onDelete: 'cascade' }),
    workoutId: integer('workout_id')
      .notNull()
      .references(() => workouts.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.planId, t.position] })],
)

export const kiosks = sqliteTable('kiosks', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  name: text('name').notNull(),
  // The board's day is the kiosk's local day, like an athlete's Daily tab.
  timeZone: text('time_zone').notNull().default('UTC'),
  // SHA-256 of the one-time pairing code while one is outstanding; cleared when used.
  pairingCodeHash: text('pairing_code_hash').unique(),
  pairingExpiresAt: integer('pairing_expires_at', { mode: 'timestamp_ms' }),
  // SHA-256 of the device token once paired.
  tokenHash: text('token_hash').unique(),
  // SHA-256 of the code the wall's class-mode QR carries while one is shown (a coach's phone
  // proves it stands before this screen); rotated when it runs out.
  remoteCodeHash: text('remote_code_hash').unique(),
  remoteCodeExpiresAt: integer('remote_code_expires_at', { mode: 'timestamp_ms' }),
  // The wall's language, set when the kiosk is registered; null is English.
  locale: text('locale', { enum: LOCALES }),
  createdAt: createdAt(),
  lastSeenAt: integer('last_seen_at', { mode: 'timestamp_ms' }),
  revokedAt: integer('revoked_at', { mode: 'timestamp_ms' }),
})

// One-time codes of the desktop app's loopback sign-in (docs/decisions/009): SHA-256 of the code,
// bound to the user and the app's PKCE challenge, valid for two minutes.
export const desktopCodes = sqliteTable(
  'desktop_codes',
  {
    codeHash: text('code_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    challenge: text('challenge').notNull(),
    expiresAt: integer('expires_at', { mode: 'timestamp_ms' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('desktop_codes_user_idx').on(t.userId)],
)

// Who changed whose role, and when (docs/product.md#role-change; also used by the CLI).
export const roleChanges = sqliteTable(
  'role_changes',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    changedBy: integer('changed_by').references(() => users.id, { onDelete: 'set null' }),
    fromRole: text('from_role').notNull(),
    toRole: text('to_role').notNull(),
    source: text('source', { enum: ['api', 'cli', 'admin_emails', 'invitation'] }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('role_changes_user_idx').on(t.userId)],
)

// Development outbox (docs/product.md#mail): without SMTP_URL every outgoing message is logged and kept
// here for admins to read. It holds live invitation links, so only admins may list it.
export const mailOutbox = sqliteTable(
  'mail_outbox',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('mail_outbox_created_idx').on(t.createdAt)],
)

// The catalogue's version (docs/architecture.md#catalogue-cache): one row, bumped by triggers on
// workouts, exercises and workout_exercises (migration 0005) in the same transaction as any change,
// whichever process or tool makes it. Servers compare it to keep their in-memory catalogue.
export const catalogueVersion = sqliteTable('catalogue_version', {
  id: integer('id').primaryKey(),
  version: integer('version').notNull(),
})

/**
 * How many accounts hold each role, kept by triggers on `users` in the writer's transaction
 * (migration 0007), so the staff totals cost one small read at any number of users
 * (docs/architecture.md#staff-reads).
 */
export const roleCounts = sqliteTable('role_counts', {
  userTypeId: integer('user_type_id')
    .primaryKey()
    .references(() => userTypes.id),
  count: integer('count').notNull().default(0),
})

// A training session (docs/product.md#sessions): one workout (or practice outside a workout) on one
// day, the sets of it in order. Sets join the session of their workout and day, whichever screen
// logged them, so `workout_key` (the workout's id, 0 outside a workout; below 0 for a completion
// from before sessions whose workout was gone) keys it even after the workout is deleted.
export const trainingSessions = sqliteTable(
  'training_sessions',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    workoutId: integer('workout_id').references(() => workouts.id, { onDelete: 'set null' }),
    workoutKey: integer('workout_key').notNull(),
    // The workout's title when the session began: history stays readable after a deletion.
    title: text('title'),
    day: text('day').notNull(),
    startedAt: integer('started_at', { mode: 'timestamp_ms' }).notNull(),
    endedAt: integer('ended_at', { mode: 'timestamp_ms' }).notNull(),
    // The import that brought it (docs/product.md#import); undoing the import removes it.
    importId: integer('import_id').references((): AnySQLiteColumn => imports.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
  },
  (t) => [
    index('training_sessions_import_idx').on(t.importId),
    uniqueIndex('training_sessions_user_workout_day_idx').on(t.userId, t.workoutKey, t.day),
    // History pages newest first by (started_at, id) cursors.
    index('training_sessions_user_started_idx').on(t.userId, t.startedAt, t.id),
  ],
)

// Comments on a training session (docs/product.md#session-comments): the athlete and their
// trainer talk about a session or one of its sets. The client's id makes a resend one comment;
// `read_at` is when the session's other party first saw it.
export const sessionComments = sqliteTable(
  'session_comments',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    clientId: text('client_id').notNull().unique(),
    sessionId: integer('session_id')
      .notNull()
      .references(() => trainingSessions.id, { onDelete: 'cascade' }),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    setId: integer('set_id').references((): AnySQLiteColumn => loggedSets.id, {
      onDelete: 'set null',
    }),
    body: text('body').notNull(),
    readAt: integer('read_at', { mode: 'timestamp_ms' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('session_comments_session_idx').on(t.sessionId, t.createdAt),
    // The comments nobody has seen yet, however long the history: what the trainer's client
    // list counts per client (docs/product.md#session-comments).
    index('session_comments_unread_idx')
      .on(t.sessionId)
      .where(sql`${t.readAt} IS NULL`),
  ],
)

// Messages between a trainer and a client (docs/product.md#messages): one thread per pair, in
// order; the device's id makes a resend one message; `read_at` is when the other side saw it.
export const messages = sqliteTable(
  'messages',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    clientId: text('client_id').notNull().unique(),
    trainerId: integer('trainer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    athleteId: integer('athlete_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    readAt: integer('read_at', { mode: 'timestamp_ms' }),
    createdAt: createdAt(),
  },
  (t) => [index('messages_thread_idx').on(t.trainerId, t.athleteId, t.createdAt)],
)

// The set log (docs/product.md#set-log, decision 019): one row per set an athlete did, written
// by the client with its own id so a retry or a replayed offline queue stores it once.
export const loggedSets = sqliteTable(
  'logged_sets',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // The client's UUID for this set; unique per user (the idempotency key).
    clientId: text('client_id').notNull(),
    // Optional (library mode has none); a deleted workout keeps its sets, as completions do.
    workoutId: integer('workout_id').references(() => workouts.id, { onDelete: 'set null' }),
    // An admin deleting an exercise takes its sets (and so its records) with it.
    exerciseId: integer('exercise_id')
      .notNull()
      .references(() => exercises.id, { onDelete: 'cascade' }),
    setNumber: integer('set_number').notNull(),
    side: text('side', { enum: SET_SIDES }),
    reps: integer('reps'),
    seconds: integer('seconds'),
    // Kilograms; positive = added weight, negative = assistance (a band).
    loadKg: real('load_kg'),
    rpe: real('rpe'),
    // The user's local day of performedAt, fixed when the set is logged.
    day: text('day').notNull(),
    performedAt: integer('performed_at', { mode: 'timestamp_ms' }).notNull(),
    sessionId: integer('session_id').references((): AnySQLiteColumn => trainingSessions.id, {
      onDelete: 'set null',
    }),
    // The workout block the set was done in and its round (docs/product.md#blocks); null
    // outside a workout's blocks (library, tracker, sets from before blocks).
    blockId: integer('block_id').references((): AnySQLiteColumn => workoutBlocks.id, {
      onDelete: 'set null',
    }),
    round: integer('round'),
    // The set's marks, kept so no read re-reads the history (services/sets/set-marks.ts): the
    // records it set, comma-separated ('reps,load'; '' for none), and whether it was on the
    // exercise's first day.
    records: text('records').notNull().default(''),
    firstTime: integer('first_time', { mode: 'boolean' }).notNull().default(false),
    // The import that brought it (docs/product.md#import); undoing the import removes it.
    importId: integer('import_id').references((): AnySQLiteColumn => imports.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
  },
  (t) => [
    index('logged_sets_import_idx').on(t.importId),
    uniqueIndex('logged_sets_user_client_idx').on(t.userId, t.clientId),
    index('logged_sets_session_idx').on(t.sessionId),
    // An exercise's first and last day, a day's sets, and its history newest first, a page at a
    // time (days, then times), each read from the index in order.
    index('logged_sets_user_exercise_day_idx').on(t.userId, t.exerciseId, t.day, t.performedAt),
    index('logged_sets_user_day_idx').on(t.userId, t.day),
  ],
)

// An athlete's bests per exercise and side (docs/product.md#records), kept on write so reading
// them costs the number of bests, not the history: the most reps (kind 'reps'), the longest hold
// ('seconds') and the heaviest load per rep count ('load', `reps_key` the rep count), each with
// the set that first reached it. The set log keeps them; a correction recomputes its exercise's.
export const exerciseBests = sqliteTable(
  'exercise_bests',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    exerciseId: integer('exercise_id')
      .notNull()
      .references(() => exercises.id, { onDelete: 'cascade' }),
    // '' for a set logged whole, else its side.
    sideKey: text('side_key').notNull(),
    kind: text('kind', { enum: RECORD_KINDS }).notNull(),
    repsKey: integer('reps_key').notNull(),
    value: real('value').notNull(),
    setId: integer('set_id')
      .notNull()
      .references(() => loggedSets.id, { onDelete: 'cascade' }),
    day: text('day').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.exerciseId, t.sideKey, t.kind, t.repsKey] }),
    index('exercise_bests_set_idx').on(t.setId),
    index('exercise_bests_exercise_idx').on(t.exerciseId),
  ],
)

// A trainer's choice for one exercise of a plan (docs/product.md#plans, progression): the client's
// player shows it instead of the computed suggestion. `exercise_id` null = 'no change'. It holds
// for the client it was made for; a plan assigned to someone else ignores it.
export const planProgressions = sqliteTable(
  'plan_progressions',
  {
    planId: integer('plan_id')
      .notNull()
      .references(() => customWorkoutPlans.id, { onDelete: 'cascade' }),
    workoutExerciseId: integer('workout_exercise_id')
      .notNull()
      .references(() => workoutExercises.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // Deleting the chosen exercise removes the choice: the computed suggestion shows again.
    exerciseId: integer('exercise_id').references(() => exercises.id, { onDelete: 'cascade' }),
    setBy: integer('set_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: integer('updated_at', { mode: 'timestamp_ms' })
      .notNull()
      .$defaultFn(() => new Date()),
  },
  (t) => [
    primaryKey({ columns: [t.planId, t.workoutExerciseId] }),
    index('plan_progressions_workout_exercise_idx').on(t.workoutExerciseId),
    index('plan_progressions_user_idx').on(t.userId),
    index('plan_progressions_exercise_idx').on(t.exerciseId),
    index('plan_progressions_set_by_idx').on(t.setBy),
  ],
)

// Built-in catalogue links written once ('push-ups:harder'), so an admin's later change to a
// link, even clearing it, is never written over at the next start (db/catalogue.ts).
export const builtinLinksLoaded = sqliteTable('builtin_links_loaded', {
  key: text('key').primaryKey(),
  createdAt: createdAt(),
})

// One row per unread-message email sent (docs/product.md#messages): the key makes a second
// email about the same thread to the same person on the same day impossible, from any process.
export const messageEmails = sqliteTable(
  'message_emails',
  {
    trainerId: integer('trainer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    athleteId: integer('athlete_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    recipientId: integer('recipient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // The recipient's local day the email went out on.
    day: text('day').notNull(),
    sentAt: integer('sent_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.trainerId, t.athleteId, t.recipientId, t.day] })],
)

// Weekly check-ins (docs/product.md#check-ins): what an athlete answered on their trainer's
// check-in day. One per athlete and day; the device's id makes a resend the same answer.
export const checkIns = sqliteTable(
  'check_ins',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    clientId: text('client_id').notNull().unique(),
    athleteId: integer('athlete_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // The trainer asking when it was answered; kept if they leave (set null on delete).
    trainerId: integer('trainer_id').references(() => users.id, { onDelete: 'set null' }),
    day: text('day').notNull(),
    // Kilograms, whatever the athlete's units (shown in them).
    bodyweightKg: real('bodyweight_kg'),
    sleep: integer('sleep').notNull(),
    energy: integer('energy').notNull(),
    stress: integer('stress').notNull(),
    note: text('note').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('check_ins_athlete_day_idx').on(t.athleteId, t.day)],
)

// What an AMRAP or For Time block scored for an athlete (docs/product.md#blocks): rounds and
// reps of a part round, or seconds (null when the cap ran out first). Sent with the sets it
// belongs to, with the client's id, so a resend stores it once.
export const blockScores = sqliteTable(
  'block_scores',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    clientId: text('client_id').notNull(),
    sessionId: integer('session_id').references(() => trainingSessions.id, {
      onDelete: 'set null',
    }),
    workoutId: integer('workout_id').references(() => workouts.id, { onDelete: 'set null' }),
    blockId: integer('block_id').references(() => workoutBlocks.id, { onDelete: 'set null' }),
    kind: text('kind', { enum: BLOCK_SCORE_KINDS }).notNull(),
    rounds: integer('rounds'),
    reps: integer('reps'),
    seconds: integer('seconds'),
    day: text('day').notNull(),
    performedAt: integer('performed_at', { mode: 'timestamp_ms' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('block_scores_user_client_idx').on(t.userId, t.clientId),
    index('block_scores_session_idx').on(t.sessionId),
  ],
)

// The gym's workout of the day on one kiosk (docs/product.md#workout-of-the-day): posted by an
// admin or a coach, shown from `publish_at`, scored by `score_type`; Rx and Scaled are the two
// versions' words. `class_started_at` is when a coach first started the day's class: the wall
// shows scores only from then on.
export const wods = sqliteTable(
  'wods',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    kioskId: integer('kiosk_id')
      .notNull()
      .references(() => kiosks.id, { onDelete: 'cascade' }),
    day: text('day').notNull(),
    workoutId: integer('workout_id')
      .notNull()
      .references(() => workouts.id, { onDelete: 'cascade' }),
    scoreType: text('score_type', { enum: SCORE_TYPES }).notNull(),
    rx: text('rx').notNull().default(''),
    scaled: text('scaled').notNull().default(''),
    publishAt: integer('publish_at', { mode: 'timestamp_ms' }).notNull(),
    classStartedAt: integer('class_started_at', { mode: 'timestamp_ms' }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: integer('updated_at', { mode: 'timestamp_ms' })
      .notNull()
      .default(sql`(unixepoch() * 1000)`)
      .$defaultFn(() => new Date()),
  },
  (t) => [uniqueIndex('wods_kiosk_day_idx').on(t.kioskId, t.day)],
)

// An athlete's score for a workout of the day (docs/product.md#whiteboard): one per athlete and
// day, editable that day; the fields used depend on the score type. Hiding the name shows
// 'Athlete' on the wall; hiding the score keeps it off the wall. `session_id` is the training
// session the score was stored as, so history and records have it.
export const wodScores = sqliteTable(
  'wod_scores',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    wodId: integer('wod_id')
      .notNull()
      .references(() => wods.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    seconds: integer('seconds'),
    rounds: integer('rounds'),
    reps: integer('reps'),
    loadKg: real('load_kg'),
    passed: integer('passed', { mode: 'boolean' }),
    scaled: integer('scaled', { mode: 'boolean' }).notNull().default(false),
    note: text('note'),
    hideName: integer('hide_name', { mode: 'boolean' }).notNull().default(false),
    hideScore: integer('hide_score', { mode: 'boolean' }).notNull().default(false),
    sessionId: integer('session_id').references(() => trainingSessions.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
    updatedAt: integer('updated_at', { mode: 'timestamp_ms' })
      .notNull()
      .default(sql`(unixepoch() * 1000)`)
      .$defaultFn(() => new Date()),
  },
  (t) => [uniqueIndex('wod_scores_wod_user_idx').on(t.wodId, t.userId)],
)

// The class a kiosk's wall runs (docs/product.md#class-mode): which workout, which block, and
// the block clock as wall-clock instants, so a reloaded wall picks up where it was: the time
// run before the last pause, plus, while running, the time since `running_since`. `version`
// grows with every command, so a remote's stale command is refused rather than applied twice.
export const kioskClasses = sqliteTable('kiosk_classes', {
  kioskId: integer('kiosk_id')
    .primaryKey()
    .references(() => kiosks.id, { onDelete: 'cascade' }),
  workoutId: integer('workout_id')
    .notNull()
    .references(() => workouts.id, { onDelete: 'cascade' }),
  wodId: integer('wod_id').references(() => wods.id, { onDelete: 'set null' }),
  blockIndex: integer('block_index').notNull().default(0),
  accumulatedMs: integer('accumulated_ms').notNull().default(0),
  runningSince: integer('running_since', { mode: 'timestamp_ms' }),
  version: integer('version').notNull().default(0),
  coachId: integer('coach_id').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: integer('updated_at', { mode: 'timestamp_ms' })
    .notNull()
    .default(sql`(unixepoch() * 1000)`)
    .$defaultFn(() => new Date()),
})

// A coach's phone paired with a kiosk as its class remote (docs/product.md#class-mode), after
// scanning the wall's QR; good until `expires_at`.
export const kioskRemotes = sqliteTable(
  'kiosk_remotes',
  {
    kioskId: integer('kiosk_id')
      .notNull()
      .references(() => kiosks.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: integer('expires_at', { mode: 'timestamp_ms' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.kioskId, t.userId] })],
)

// Every rate limit's token buckets (src/server/rate-limit/), here so that every server process
// on the database counts against the same ones: a caller's bucket of limit `name` held `tokens`
// at `at` (epoch ms) and refills from then. A bucket that has filled up again is swept away.
export const rateLimits = sqliteTable(
  'rate_limits',
  {
    name: text('name').notNull(),
    key: text('key').notNull(),
    tokens: real('tokens').notNull(),
    at: integer('at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.name, t.key] }), index('rate_limits_at_idx').on(t.name, t.at)],
)

// One history brought from another app (docs/product.md#import): the file's source and hash (the
// hash and a row's place derive each set's client id, so the same file imported twice adds
// nothing), its progress while it runs in the background, and what it wrote, so undo removes
// exactly it.
export const imports = sqliteTable(
  'imports',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    source: text('source', { enum: IMPORT_SOURCES }).notNull(),
    fileName: text('file_name').notNull(),
    fileHash: text('file_hash').notNull(),
    status: text('status', { enum: IMPORT_STATUSES }).notNull().default('queued'),
    rowsTotal: integer('rows_total').notNull().default(0),
    rowsDone: integer('rows_done').notNull().default(0),
    sessionCount: integer('session_count').notNull().default(0),
    setCount: integer('set_count').notNull().default(0),
    // Whether the imported days count toward the streak and badges (the athlete's choice).
    countsTowardStreak: integer('counts_toward_streak', { mode: 'boolean' })
      .notNull()
      .default(false),
    // The athlete's choices from the preview: the unit of rows without one, exercise mapping.
    options: text('options', { mode: 'json' })
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'`),
    error: text('error'),
    createdAt: createdAt(),
    finishedAt: integer('finished_at', { mode: 'timestamp_ms' }),
    // Written by the process running the import after each batch: an import left running
    // without one for a while lost its process (a restart) and is marked failed.
    heartbeatAt: integer('heartbeat_at', { mode: 'timestamp_ms' }),
  },
  (t) => [index('imports_user_idx').on(t.userId, t.createdAt)],
)
