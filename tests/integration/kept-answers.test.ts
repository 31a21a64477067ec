// docs/architecture.md#kept-answers: every kept answer is listed in src/server/db/kept-answers.ts
// with the tables it reads and the triggers that move its version when they change. This holds
// that list against the migrated database's triggers (sqlite_master), and against the tables
// the answers' SQL really reads (SQLite's own plan of each statement they run).
import { type Client, createClient } from '@libsql/client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadCatalogue } from '~/server/db/catalogue'
import { type Database, openDatabase } from '~/server/db/client'
import { KEPT_ANSWERS, type KeptAnswer, OTHER_TRIGGERS } from '~/server/db/kept-answers'
import { interceptPrepare } from '~/server/internals/libsql'
import { listExerciseCards } from '~/server/services/catalogue/list-exercise-cards'
import { listExercises } from '~/server/services/catalogue/list-exercises'
import { listWorkouts } from '~/server/services/catalogue/list-workouts'
import { timedKinds } from '~/server/services/catalogue/timed-kinds'
import { workoutPlans } from '~/server/services/catalogue/workout-plans'
import { programWorkoutIds } from '~/server/services/programs/program-catalogue'
import { choiceWorkouts } from '~/server/services/progress/choice-workouts'
import { getDaily } from '~/server/services/progress/get-daily'
import { listClients } from '~/server/services/trainer/list-clients'
import { createUser } from '../support/factories'
import { createTestDatabase, ensureBaseDatabase } from '../support/test-db'

interface Trigger {
  name: string
  table: string
  sql: string
}

let database: Database
let plain: Client
let triggers: Map<string, Trigger>

beforeAll(async () => {
  await ensureBaseDatabase()
  database = createTestDatabase()
  plain = createClient({ url: database.url })
  const rows = await plain.execute(
    "SELECT name, tbl_name, sql FROM sqlite_master WHERE type = 'trigger'",
  )
  triggers = new Map(
    rows.rows.map((r) => [
      String(r.name),
      { name: String(r.name), table: String(r.tbl_name), sql: String(r.sql) },
    ]),
  )
})
afterAll(() => {
  plain.close()
  database.close()
})

/** Whether trigger SQL writes `target` (`table.column`, or a whole kept table). */
function writes(sql: string, target: string): boolean {
  const text = sql.replaceAll('`', '').replace(/\s+/g, ' ').toLowerCase()
  const [table, column] = target.toLowerCase().split('.')
  return (
    text.includes(`insert into ${table} `) ||
    (column ? text.includes(`update ${table} set ${column} `) : text.includes(`update ${table} `))
  )
}

/** What is wrong with `answers` against the database's triggers, one sentence each. */
function problemsOf(answers: readonly KeptAnswer[]): string[] {
  const problems: string[] = []
  for (const answer of answers) {
    for (const [table, names] of Object.entries(answer.reads)) {
      if (names.length === 0) {
        problems.push(`${answer.name} reads ${table}, and no trigger on ${table} is listed`)
      }
      for (const name of names) {
        const trigger = triggers.get(name)
        if (!trigger) {
          problems.push(`${answer.name}: trigger ${name} on ${table} is missing from the database`)
        } else if (trigger.table !== table) {
          problems.push(`${answer.name}: trigger ${name} is on ${trigger.table}, not ${table}`)
        } else if (!answer.keptUnder.some((target) => writes(trigger.sql, target))) {
          problems.push(
            `${answer.name}: trigger ${name} on ${table} moves none of ${answer.keptUnder.join(', ')}`,
          )
        }
      }
    }
  }
  return problems
}

describe('kept answers and their triggers', () => {
  it('has, for every table a kept answer reads, the listed triggers, each moving its version', () => {
    expect(problemsOf(KEPT_ANSWERS)).toEqual([])
  })

  it('names the table when a kept answer reads one with no trigger, or a listed trigger is missing', () => {
    const madeUp: KeptAnswer = {
      name: 'Made up',
      where: 'here',
      keptUnder: ['users.daily_version'],
      reads: {
        wods: [],
        kiosk_classes: ['kiosk_classes_insert_bumps_daily'],
        workouts: ['workouts_insert_bumps_catalogue'],
      },
    }
    expect(problemsOf([madeUp])).toEqual([
      'Made up reads wods, and no trigger on wods is listed',
      'Made up: trigger kiosk_classes_insert_bumps_daily on kiosk_classes is missing from the database',
      'Made up: trigger workouts_insert_bumps_catalogue on workouts moves none of users.daily_version',
    ])
  })

  it('lists every trigger of the database, as keeping an answer or as something else', () => {
    const listed = new Set([
      ...KEPT_ANSWERS.flatMap((answer) => Object.values(answer.reads).flat()),
      ...Object.keys(OTHER_TRIGGERS),
    ])
    const unlisted = [...triggers.values()]
      .filter((trigger) => !listed.has(trigger.name))
      .map((trigger) => `${trigger.name} on ${trigger.table}`)
    expect(unlisted, 'triggers missing from src/server/db/kept-answers.ts').toEqual([])
  })
})

describe('the tables kept answers really read', () => {
  let rootPages: Map<number, string>
  let athleteId: number
  let trainerId: number

  beforeAll(async () => {
    await loadCatalogue(database)
    const trainer = await createUser(database, { role: 'trainer' })
    const athlete = await createUser(database, { trainerId: trainer.id })
    trainerId = trainer.id
    athleteId = athlete.id
    const now = Date.now()
    await plain.batch(
      [
        {
          sql: "INSERT INTO workout_completions (user_id, workout_id, workout_title, day, completed_at) SELECT ?, id, title, '2026-11-27', ? FROM workouts LIMIT 1",
          args: [athleteId, now],
        },
        {
          sql: "INSERT INTO custom_workout_plans (user_id, trainer_id, name, updated_at) VALUES (?, ?, 'Plan', ?)",
          args: [athleteId, trainerId, now],
        },
        {
          sql: 'INSERT INTO plan_workouts (plan_id, workout_id, position) SELECT last_insert_rowid(), id, 1 FROM workouts LIMIT 1',
          args: [],
        },
      ],
      'write',
    )
    const pages = await plain.execute(
      'SELECT rootpage, tbl_name FROM sqlite_master WHERE rootpage > 0',
    )
    rootPages = new Map(pages.rows.map((r) => [Number(r.rootpage), String(r.tbl_name)]))
  })

  let seen: string[] | null = null
  beforeAll(() => {
    interceptPrepare((_connection, sql, compile) => {
      seen?.push(sql)
      return compile()
    })
  })

  /** The tables `run` reads, from SQLite's plan of each statement it runs, on a fresh handle. */
  async function tablesRead(run: (db: Database['db']) => Promise<unknown>): Promise<Set<string>> {
    const fresh = openDatabase(database.url)
    seen = []
    try {
      await run(fresh.db)
    } finally {
      fresh.close()
    }
    const statements = new Set(seen)
    seen = null
    const tables = new Set<string>()
    for (const sql of statements) {
      if (!/^\s*(select|with)\b/i.test(sql)) continue
      const plan = await plain.execute(`EXPLAIN ${sql}`)
      for (const op of plan.rows) {
        const table = op.opcode === 'OpenRead' ? rootPages.get(Number(op.p2)) : undefined
        if (table) tables.add(table)
      }
    }
    return tables
  }

  const answers: [string, (db: Database['db']) => Promise<unknown>][] = [
    ['Daily', (db) => getDaily({ db, userId: athleteId, timeZone: 'Europe/Berlin' })],
    ['A trainer’s client list', (db) => listClients({ db, trainerId })],
    ['The workout list', (db) => listWorkouts({ db })],
    ['The exercise library', (db) => listExercises({ db })],
    ['Exercise cards', (db) => listExerciseCards({ db })],
    ['Timed kinds', (db) => timedKinds(db)],
    ['Workout plans', (db) => workoutPlans(db)],
    ['Daily’s choice workouts', (db) => choiceWorkouts(db)],
    ['Program workout ids', (db) => programWorkoutIds(db)],
  ]

  it.each(answers)('%s reads only tables listed for it', async (name, run) => {
    const answer = KEPT_ANSWERS.find((a) => a.name === name)
    expect(answer, `${name} is not in src/server/db/kept-answers.ts`).toBeDefined()
    const listed = new Set([
      ...Object.keys(answer!.reads),
      ...Object.keys(answer!.readsUntriggered ?? {}),
    ])
    const unlisted = [...(await tablesRead(run))].filter((table) => !listed.has(table))
    expect(
      unlisted,
      `${name} reads tables src/server/db/kept-answers.ts does not list for it: list each with the triggers that move its version (a new migration), or say why it needs none`,
    ).toEqual([])
  })
})
