// Every answer or value the server keeps instead of reading again, with what keeps it true
// (docs/architecture.md#kept-answers). A kept answer is only right while every row it is made
// from moves its version when it changes, whoever writes: this process, another one, the CLI or a
// plain SQL client. Triggers do that inside the writer's transaction. This table is the one list
// of them: per kept answer, the column it is kept under, each table it reads, and the triggers on
// that table that move the column. tests/integration/kept-answers.test.ts holds it against the
// migrated database (a table read with no trigger, a listed trigger missing, a trigger nobody
// lists) and against the SQL the answers really run (a table read that is not listed).

/** Three triggers per table, named `<table>_<insert|update|delete>_<suffix>`. */
const onWrite = (table: string, suffix: string) =>
  (['insert', 'update', 'delete'] as const).map((verb) => `${table}_${verb}_${suffix}`)

export interface KeptAnswer {
  /** What is kept, and where. */
  name: string
  where: string
  /** The columns (or kept tables) the triggers write, e.g. `users.daily_version`. */
  keptUnder: readonly string[]
  /** Each table the answer reads, and the triggers on it that move a `keptUnder` column. */
  reads: Readonly<Record<string, readonly string[]>>
  /** Tables read without a trigger, each with the reason it needs none. */
  readsUntriggered?: Readonly<Record<string, string>>
}

/** The catalogue's tables: any change moves `catalogue_version` (migrations 0005, 0007, 0009, 0026). */
const CATALOGUE = {
  workouts: onWrite('workouts', 'bumps_catalogue'),
  exercises: onWrite('exercises', 'bumps_catalogue'),
  workout_exercises: onWrite('workout_exercises', 'bumps_catalogue'),
  workout_blocks: onWrite('workout_blocks', 'bumps_catalogue'),
  skill_steps: onWrite('skill_steps', 'bumps_catalogue'),
  skill_prerequisites: [
    'skill_prerequisites_insert_bumps_catalogue',
    'skill_prerequisites_delete_bumps_catalogue',
  ],
  badges: onWrite('badges', 'bumps_catalogue'),
} as const

/**
 * The days sets make count for the streak (docs/product.md#streak), kept in streak_set_days by
 * the logged_sets triggers (migration 0030): a day added or taken away moves the last active
 * day, Daily and the client list.
 */
const STREAK_DAY = onWrite('streak_set_days', 'marks_active')

const CATALOGUE_VERSION = 'catalogue_version.version'
const VERSION_ITSELF = 'the version the answer is kept under, read first'

/** A catalogue answer kept per catalogue version, reading `tables`. */
function catalogueAnswer(
  name: string,
  where: string,
  tables: readonly (keyof typeof CATALOGUE)[],
): KeptAnswer {
  return {
    name,
    where,
    keptUnder: [CATALOGUE_VERSION],
    reads: Object.fromEntries(tables.map((table) => [table, CATALOGUE[table]])),
    readsUntriggered: { catalogue_version: VERSION_ITSELF },
  }
}

export const KEPT_ANSWERS: readonly KeptAnswer[] = [
  {
    name: 'Daily',
    where: 'services/progress/kept-daily.ts (key: local day, time zone, both versions)',
    keptUnder: ['users.daily_version', CATALOGUE_VERSION],
    reads: {
      users: ['users_profile_bumps_daily', 'users_rename_bumps_clients_daily'],
      workout_completions: onWrite('workout_completions', 'bumps_daily'),
      // The streak's days: a set moves Daily when it makes its day count, or a removal undoes that.
      streak_set_days: STREAK_DAY,
      custom_workout_plans: onWrite('custom_workout_plans', 'bumps_daily'),
      plan_workouts: onWrite('plan_workouts', 'bumps_daily'),
      calendar_entries: onWrite('calendar_entries', 'bumps_daily'),
      check_ins: onWrite('check_ins', 'bumps_daily'),
      messages: onWrite('messages', 'bumps_daily'),
      session_comments: onWrite('session_comments', 'bumps_daily'),
      workouts: CATALOGUE.workouts,
      exercises: CATALOGUE.exercises,
      workout_exercises: CATALOGUE.workout_exercises,
    },
    readsUntriggered: {
      catalogue_version: VERSION_ITSELF,
      training_sessions:
        'joined only to find the athlete of a session comment; the comment’s own triggers move Daily, and a session never changes athlete',
    },
  },
  {
    name: 'A trainer’s client list',
    where:
      "services/trainer/kept-clients.ts (key: the version; held until a client's next local midnight)",
    keptUnder: ['users.clients_version'],
    reads: {
      users: [
        'users_client_row_bumps_trainer',
        'users_insert_bumps_trainer',
        'users_delete_bumps_trainer',
      ],
      workout_completions: onWrite('workout_completions', 'bumps_trainer'),
      streak_set_days: STREAK_DAY,
      calendar_entries: onWrite('calendar_entries', 'bumps_trainer'),
      training_sessions: onWrite('training_sessions', 'bumps_trainer'),
      messages: onWrite('messages', 'bumps_trainer'),
      session_comments: onWrite('session_comments', 'bumps_trainer'),
    },
  },
  catalogueAnswer('GET /api/workouts, serialised', 'api/serialised-answers.ts', [
    'workouts',
    'workout_exercises',
  ]),
  catalogueAnswer('The workout list', 'services/catalogue/list-workouts.ts', [
    'workouts',
    'workout_exercises',
  ]),
  catalogueAnswer('The exercise library', 'services/catalogue/list-exercises.ts', ['exercises']),
  catalogueAnswer('Exercise cards', 'services/catalogue/list-exercise-cards.ts', ['exercises']),
  catalogueAnswer('Timed kinds', 'services/catalogue/timed-kinds.ts', ['exercises']),
  catalogueAnswer('Workout plans', 'services/catalogue/workout-plans.ts', [
    'workouts',
    'exercises',
    'workout_exercises',
    'workout_blocks',
  ]),
  catalogueAnswer('Daily’s choice workouts', 'services/progress/choice-workouts.ts', [
    'workouts',
    'exercises',
    'workout_exercises',
  ]),
  catalogueAnswer('Program workout ids', 'services/programs/program-catalogue.ts', ['workouts']),
  catalogueAnswer('Badge rules', 'services/progress/progress-state.ts', ['badges']),
  catalogueAnswer(
    'The catalogue’s other tables',
    'any answer kept under the catalogue version may read them: a workout’s blocks, skill ladders',
    ['workout_blocks', 'skill_steps', 'skill_prerequisites'],
  ),
  {
    name: 'Role totals',
    where: 'role_counts (GET /api/admin/stats)',
    keptUnder: ['role_counts'],
    reads: {
      users: [
        'users_insert_counts_role',
        'users_delete_counts_role',
        'users_role_change_counts_role',
      ],
    },
  },
  {
    name: 'User search',
    where: 'users_search, an FTS5 index (services/users/list-users.ts)',
    keptUnder: ['users_search'],
    reads: {
      users: [
        'users_insert_indexes_search',
        'users_update_indexes_search',
        'users_delete_indexes_search',
      ],
    },
  },
  {
    name: 'An athlete’s totals and last active day',
    where: 'users.workout_count, exercise_count, last_active_day (progress state, active users)',
    keptUnder: ['users.workout_count', 'users.exercise_count', 'users.last_active_day'],
    reads: {
      workout_completions: [
        'workout_completions_insert_counts',
        'workout_completions_delete_counts',
        'workout_completions_move_counts',
        'workout_completions_insert_marks_active',
        'workout_completions_delete_marks_active',
      ],
      streak_set_days: STREAK_DAY,
      exercise_completions: [
        'exercise_completions_insert_counts',
        'exercise_completions_delete_counts',
        'exercise_completions_move_counts',
      ],
    },
  },
]

/** Triggers that keep no answer, each with what it does. */
export const OTHER_TRIGGERS: Readonly<Record<string, string>> = {
  users_progress_version_guard:
    'refuses a progress write claimed on a stale version (docs/decisions/016-progress-version-claim.md)',
  logged_sets_insert_counts_day:
    'adds the day to streak_set_days when its own sets reach 3 distinct (migration 0030)',
  logged_sets_delete_counts_day:
    'takes the day from streak_set_days when its own sets fall below 3 distinct (migration 0030)',
  logged_sets_update_counts_day:
    'keeps streak_set_days when a set changes its day, key or import (migration 0030)',
  workout_exercises_default_block:
    'puts an exercise written without a block into its workout’s last block (migration 0026)',
}
