// Skill ladders over real HTTP (docs/product.md#skill-ladders): climbing from the set log,
// self-assessment, a trainer setting a client's step, who may do what, and the loader.
import { randomUUID } from 'node:crypto'
import { and, count, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { SKILL_LADDERS } from '~/server/catalogue/skill-ladders'
import { loadCatalogue } from '~/server/db/catalogue'
import {
  exercises,
  skillPrerequisites,
  skills,
  skillSteps,
  userStepPasses,
} from '~/server/db/schema'
import type { LogSetsResult } from '~/shared/schemas/sets'
import { type Skill, skillSchema, type SkillWithBadges } from '~/shared/schemas/skills'
import { createSessionToken, createUser } from '../support/factories'
import { rest } from '../support/rest'
import { createTestDatabase } from '../support/test-db'
import { serverHarness } from '../support/test-server'

const h = serverHarness()

interface Person {
  id: number
  token: string
}

async function person(
  opts: { trainerId?: number; role?: 'user' | 'trainer' | 'admin' } = {},
): Promise<Person> {
  const user = await createUser(h.server.database, opts)
  return { id: user.id, token: await createSessionToken(h.server.database, user.id) }
}

async function exerciseId(key: string): Promise<number> {
  const row = await h.server.database.db
    .select({ id: exercises.id })
    .from(exercises)
    .where(eq(exercises.builtinKey, key))
    .get()
  if (!row) throw new Error(`no exercise ${key}`)
  return row.id
}

async function skillsOf(who: Person): Promise<Skill[]> {
  const res = await rest(h.server.url, 'GET', '/api/skills', { token: who.token })
  expect(res.status).toBe(200)
  return res.body as Skill[]
}

async function skillOf(who: Person, key: string): Promise<Skill> {
  const row = await h.server.database.db
    .select({ id: skills.id })
    .from(skills)
    .where(eq(skills.builtinKey, key))
    .get()
  const skill = (await skillsOf(who)).find((s) => s.id === row?.id)
  if (!skill) throw new Error(`no skill ${key}`)
  return skill
}

/** Sets 1..n of one exercise, each `figure` reps or seconds; fresh client ids. */
function session(exercise: number, unit: 'reps' | 'seconds', figures: number[], at?: string) {
  return figures.map((figure, i) => ({
    clientId: randomUUID(),
    exerciseId: exercise,
    setNumber: i + 1,
    [unit]: figure,
    ...(at ? { performedAt: at } : {}),
  }))
}

async function log(who: Person, sets: unknown[]): Promise<LogSetsResult> {
  const res = await rest(h.server.url, 'POST', `/api/user/${who.id}/sets`, {
    token: who.token,
    body: { sets },
  })
  expect(res.status, res.text).toBe(200)
  return res.body as LogSetsResult
}

async function passRows(userId: number) {
  return h.server.database.db
    .select()
    .from(userStepPasses)
    .where(eq(userStepPasses.userId, userId))
    .all()
}

let deepSquatHold: number
let crowPose: number
let wallPlank: number

beforeAll(async () => {
  deepSquatHold = await exerciseId('deep-squat-hold')
  crowPose = await exerciseId('crow-pose')
  wallPlank = await exerciseId('wall-plank')
})

describe('GET /api/skills', () => {
  it('answers every skill with its ladder, current step, passes and requirements', async () => {
    const me = await person()
    const list = await skillsOf(me)
    expect(list.length).toBe(Object.keys(SKILL_LADDERS).length)
    for (const skill of list) {
      expect(skillSchema.safeParse(skill).success).toBe(true)
      expect(skill.steps.length).toBeGreaterThanOrEqual(3)
      expect(skill.steps.map((s) => s.order)).toEqual(skill.steps.map((_, i) => i + 1))
      expect(skill).toMatchObject({ isUnlocked: false, currentStep: 1, passes: [] })
    }
    const crow = await skillOf(me, 'crow-pose')
    expect(crow.steps[0]).toMatchObject({
      order: 1,
      exerciseId: deepSquatHold,
      exerciseName: 'Deep Squat Hold',
      standard: { sets: 3, seconds: 30 },
    })
    const lSit = await skillOf(me, 'l-sit')
    expect((await skillOf(me, 'v-sit')).requires).toEqual([lSit.id])
  })
})

describe('climbing from the set log', () => {
  it('passes exactly the step whose standard one session meets', async () => {
    const me = await person()
    const result = await log(me, session(deepSquatHold, 'seconds', [30, 32, 30]))
    const crow = await skillOf(me, 'crow-pose')
    expect(result.passedSteps).toEqual([
      {
        skillId: crow.id,
        skillName: 'Crow Pose',
        stepId: crow.steps[0]!.id,
        order: 1,
        exerciseName: 'Deep Squat Hold',
        unlocked: false,
        nextStep: {
          order: 2,
          exerciseName: crow.steps[1]!.exerciseName,
          standard: { sets: 3, seconds: 20 },
        },
      },
    ])
    expect(crow.currentStep).toBe(2)
    expect(crow.passes).toEqual([
      { stepId: crow.steps[0]!.id, passedAt: expect.any(String), how: 'logged' },
    ])
    expect(await passRows(me.id)).toHaveLength(1)
  })

  it('does not pass on a near miss, nor on sets spread over two days', async () => {
    const me = await person()
    const miss = await log(me, session(deepSquatHold, 'seconds', [29, 29, 29]))
    expect(miss.passedSteps).toEqual([])
    const yesterday = new Date(Date.now() - 86_400_000).toISOString()
    const spread = await log(me, [
      ...session(crowPose, 'seconds', [40, 40], yesterday),
      ...session(crowPose, 'seconds', [40]).map((s) => ({ ...s, setNumber: 3 })),
    ])
    expect(spread.passedSteps).toEqual([])
    expect(await passRows(me.id)).toEqual([])
    expect((await skillOf(me, 'crow-pose')).currentStep).toBe(1)
  })

  it('unlocks the skill and awards its badge when the last step passes', async () => {
    const me = await person()
    const result = await log(me, session(crowPose, 'seconds', [30, 30, 31]))
    expect(result.passedSteps).toHaveLength(1)
    expect(result.passedSteps[0]).toMatchObject({ order: 3, unlocked: true, nextStep: null })
    expect(result.newBadges.map((b) => b.name)).toEqual(['First Unlock'])
    const crow = await skillOf(me, 'crow-pose')
    expect(crow).toMatchObject({ isUnlocked: true, currentStep: null })
    const badges = await rest(h.server.url, 'GET', '/api/badges', { token: me.token })
    expect(
      (badges.body as { name: string; isEarned: boolean }[]).find((b) => b.name === 'First Unlock')
        ?.isEarned,
    ).toBe(true)
  })

  it('climbs a skill only once the skills it requires are unlocked', async () => {
    const me = await person()
    expect((await log(me, session(wallPlank, 'seconds', [30, 30, 30]))).passedSteps).toEqual([])
    await log(me, session(crowPose, 'seconds', [30, 30, 30]))
    const after = await log(me, session(wallPlank, 'seconds', [35, 35, 35]))
    expect(after.passedSteps.map((p) => [p.skillName, p.order])).toEqual([['Handstand', 1]])
  })

  it('passes a step once however often, and however concurrently, its sets are sent', async () => {
    const me = await person()
    const sets = session(deepSquatHold, 'seconds', [30, 30, 30])
    const answers = await Promise.all([log(me, sets), log(me, sets), log(me, sets)])
    expect(answers.flatMap((a) => a.passedSteps)).toHaveLength(1)
    const again = await log(me, sets)
    expect(again.passedSteps).toEqual([])
    expect(await passRows(me.id)).toHaveLength(1)
    const crow = await skillOf(me, 'crow-pose')
    expect(crow.passes).toHaveLength(1)
  })

  it("leaves another user's ladder untouched", async () => {
    const me = await person()
    const other = await person()
    await log(me, session(crowPose, 'seconds', [30, 30, 30]))
    await log(me, session(deepSquatHold, 'seconds', [30, 30, 30]))
    const theirs = await skillsOf(other)
    expect(theirs.every((s) => !s.isUnlocked && s.passes.length === 0)).toBe(true)
    expect(await passRows(other.id)).toEqual([])
  })
})

describe('the export', () => {
  it('carries every step passed, with how', async () => {
    const me = await person()
    await log(me, session(deepSquatHold, 'seconds', [30, 30, 30]))
    const res = await rest(h.server.url, 'GET', '/api/user/export', { token: me.token })
    expect(res.status).toBe(200)
    expect((res.body as { stepPasses: unknown[] }).stepPasses).toEqual([
      {
        skill: 'Crow Pose',
        step: 1,
        exercise: 'Deep Squat Hold',
        passedAt: expect.any(String),
        how: 'logged',
      },
    ])
  })
})

describe('passing a step by self-assessment', () => {
  it('records the pass as self, answers the same when repeated, and unlocks at the top', async () => {
    const me = await person()
    const crow = await skillOf(me, 'crow-pose')
    const path = (stepId: number) => `/api/skills/${crow.id}/steps/${stepId}/pass`
    const first = await rest(h.server.url, 'POST', path(crow.steps[1]!.id), { token: me.token })
    expect(first.status, first.text).toBe(200)
    const body = first.body as SkillWithBadges
    expect(body).toMatchObject({ id: crow.id, currentStep: 1, isUnlocked: false, newBadges: [] })
    expect(body.passes).toEqual([
      { stepId: crow.steps[1]!.id, passedAt: expect.any(String), how: 'self' },
    ])
    const again = await rest(h.server.url, 'POST', path(crow.steps[1]!.id), { token: me.token })
    expect(again.body).toEqual(body)
    const top = await rest(h.server.url, 'POST', path(crow.steps[2]!.id), { token: me.token })
    expect(top.body).toMatchObject({ isUnlocked: true, currentStep: null })
    expect((top.body as SkillWithBadges).newBadges.map((b) => b.name)).toEqual(['First Unlock'])
    const rows = await passRows(me.id)
    expect(rows.map((r) => [r.how, r.byUserId])).toEqual([
      ['self', null],
      ['self', null],
    ])
  })

  it('refuses a step of another skill, a missing skill, and a skill whose requirements are locked', async () => {
    const me = await person()
    const crow = await skillOf(me, 'crow-pose')
    const handstand = await skillOf(me, 'handstand')
    const wrong = await rest(
      h.server.url,
      'POST',
      `/api/skills/${crow.id}/steps/${handstand.steps[0]!.id}/pass`,
      { token: me.token },
    )
    expect(wrong.status).toBe(404)
    const missing = await rest(h.server.url, 'POST', `/api/skills/999999/steps/1/pass`, {
      token: me.token,
    })
    expect(missing.status).toBe(404)
    const locked = await rest(
      h.server.url,
      'POST',
      `/api/skills/${handstand.id}/steps/${handstand.steps[0]!.id}/pass`,
      { token: me.token },
    )
    expect(locked.status).toBe(409)
    expect(locked.body).toMatchObject({ code: 'CONFLICT', message: 'Unlock Crow Pose first.' })
    expect(await passRows(me.id)).toEqual([])
  })
})

describe('PATCH /api/skills/{id}', () => {
  it('keeps unlocking at once and records the steps not yet passed as self', async () => {
    const me = await person()
    await log(me, session(deepSquatHold, 'seconds', [30, 30, 30]))
    const crow = await skillOf(me, 'crow-pose')
    const res = await rest(h.server.url, 'PATCH', `/api/skills/${crow.id}`, {
      token: me.token,
      body: { isUnlocked: true },
    })
    expect(res.status).toBe(200)
    expect(res.body).toEqual({
      id: crow.id,
      name: 'Crow Pose',
      isUnlocked: true,
      newBadges: [expect.objectContaining({ name: 'First Unlock' })],
    })
    const after = await skillOf(me, 'crow-pose')
    expect(after.passes.map((p) => p.how)).toEqual(['logged', 'self', 'self'])
    expect(after).toMatchObject({ isUnlocked: true, currentStep: null })
  })
})

describe('a trainer setting a client’s step', () => {
  let trainer: Person
  let client: Person
  beforeAll(async () => {
    trainer = await person({ role: 'trainer' })
    client = await person({ trainerId: trainer.id })
  })
  const put = (who: Person, userId: number, skillId: number, step: unknown) =>
    rest(h.server.url, 'PUT', `/api/trainer/clients/${userId}/skills/${skillId}/step`, {
      token: who.token,
      body: { step },
    })

  it('passes every step below it as trainer, naming the trainer, and opens the rest', async () => {
    const frontLever = await skillOf(client, 'front-lever')
    await rest(
      h.server.url,
      'POST',
      `/api/skills/${frontLever.id}/steps/${frontLever.steps[3]!.id}/pass`,
      { token: client.token },
    )
    const res = await put(trainer, client.id, frontLever.id, 3)
    expect(res.status, res.text).toBe(200)
    const skill = res.body as Skill
    expect(skill).toMatchObject({ id: frontLever.id, currentStep: 3, isUnlocked: false })
    expect(skill.passes.map((p) => [p.stepId, p.how])).toEqual([
      [frontLever.steps[0]!.id, 'trainer'],
      [frontLever.steps[1]!.id, 'trainer'],
    ])
    const rows = await h.server.database.db
      .select()
      .from(userStepPasses)
      .where(and(eq(userStepPasses.userId, client.id), eq(userStepPasses.how, 'trainer')))
      .all()
    expect(rows.map((r) => r.byUserId)).toEqual([trainer.id, trainer.id])
    // What the client sees is what the trainer set.
    expect((await skillOf(client, 'front-lever')).currentStep).toBe(3)
  })

  it('unlocks the skill with steps + 1, and refuses to lock it again', async () => {
    const muscleUp = await skillOf(client, 'muscle-up')
    const top = muscleUp.steps.length + 1
    const res = await put(trainer, client.id, muscleUp.id, top)
    expect(res.status, res.text).toBe(200)
    expect(res.body).toMatchObject({ isUnlocked: true, currentStep: null })
    expect((res.body as Skill).passes).toHaveLength(muscleUp.steps.length)
    expect((await put(trainer, client.id, muscleUp.id, top)).status).toBe(200)
    expect((await put(trainer, client.id, muscleUp.id, 2)).status).toBe(409)
    const out = await put(trainer, client.id, muscleUp.id, top + 1)
    expect(out.status).toBe(400)
    expect((await put(trainer, client.id, muscleUp.id, 0)).status).toBe(400)
  })

  it('lets an admin set it, and refuses another trainer and the client', async () => {
    const admin = await person({ role: 'admin' })
    const otherTrainer = await person({ role: 'trainer' })
    const lSit = await skillOf(client, 'l-sit')
    expect((await put(otherTrainer, client.id, lSit.id, 2)).status).toBe(403)
    expect((await put(client, client.id, lSit.id, 2)).status).toBe(403)
    expect((await skillOf(client, 'l-sit')).passes).toEqual([])
    const res = await put(admin, client.id, lSit.id, 2)
    expect(res.status).toBe(200)
    const rows = await h.server.database.db
      .select()
      .from(userStepPasses)
      .where(
        and(eq(userStepPasses.userId, client.id), eq(userStepPasses.stepId, lSit.steps[0]!.id)),
      )
      .all()
    expect(rows).toEqual([expect.objectContaining({ how: 'trainer', byUserId: admin.id })])
    expect((await put(admin, 999_999, lSit.id, 2)).status).toBe(404)
  })

  it("shows a client's ladders to their trainer and admins only", async () => {
    const admin = await person({ role: 'admin' })
    const otherTrainer = await person({ role: 'trainer' })
    const path = `/api/user/${client.id}/skills`
    const mine = await rest(h.server.url, 'GET', path, { token: trainer.token })
    expect(mine.status).toBe(200)
    expect((mine.body as Skill[]).find((s) => s.name === 'Front Lever')?.currentStep).toBe(3)
    expect((await rest(h.server.url, 'GET', path, { token: admin.token })).status).toBe(200)
    expect((await rest(h.server.url, 'GET', path, { token: client.token })).status).toBe(200)
    expect((await rest(h.server.url, 'GET', path, { token: otherTrainer.token })).status).toBe(403)
    const nobody = await rest(h.server.url, 'GET', '/api/user/999999/skills', {
      token: admin.token,
    })
    expect(nobody.status).toBe(404)
  })
})

describe('the catalogue loader', () => {
  it('adds the built-in ladders to a database made before them, and never rewrites a changed one', async () => {
    const database = createTestDatabase()
    await loadCatalogue(database, undefined, {})
    const [none] = await database.db.select({ n: count() }).from(skillSteps).all()
    expect(none?.n).toBe(0)
    const first = await loadCatalogue(database)
    const total = Object.values(SKILL_LADDERS).reduce((n, l) => n + l.steps.length, 0)
    const requires = Object.values(SKILL_LADDERS).reduce((n, l) => n + l.requires.length, 0)
    expect(first.added).toBe(total + requires)
    const [prereqs] = await database.db.select({ n: count() }).from(skillPrerequisites).all()
    expect(prereqs?.n).toBe(requires)
    const crow = await database.db
      .select({ id: skills.id })
      .from(skills)
      .where(eq(skills.builtinKey, 'crow-pose'))
      .get()
    // An admin's change: a harder first step, and the last one removed.
    await database.write(async (db) => {
      await db
        .update(skillSteps)
        .set({ seconds: 45 })
        .where(and(eq(skillSteps.skillId, crow!.id), eq(skillSteps.order, 1)))
      await db
        .delete(skillSteps)
        .where(and(eq(skillSteps.skillId, crow!.id), eq(skillSteps.order, 3)))
    })
    const second = await loadCatalogue(database)
    expect(second.added).toBe(0)
    const steps = await database.db
      .select()
      .from(skillSteps)
      .where(eq(skillSteps.skillId, crow!.id))
      .all()
    expect(steps.map((s) => [s.order, s.seconds])).toEqual([
      [1, 45],
      [2, 20],
    ])
    database.close()
  })

  it('leaves a ladder whose exercise the library lacks for a later start', async () => {
    const database = createTestDatabase()
    const { added } = await loadCatalogue(database, undefined, {
      'crow-pose': {
        requires: [],
        steps: [{ exercise: 'no-such-exercise', standard: { sets: 3, reps: 5 } }],
      },
      headstand: SKILL_LADDERS.headstand!,
    })
    expect(added).toBeGreaterThan(0)
    const rows = await database.db
      .select({ key: skills.builtinKey })
      .from(skillSteps)
      .innerJoin(skills, eq(skills.id, skillSteps.skillId))
      .all()
    expect(new Set(rows.map((r) => r.key))).toEqual(new Set(['headstand']))
    database.close()
  })
})
