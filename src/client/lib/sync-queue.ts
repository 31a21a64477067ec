// Training offline (docs/architecture.md#offline): every logged set, completion and skill goes
// into an ordered queue in IndexedDB first, then to the server. While the server answers, the
// screen gets its real answer; offline the write stays queued (the screen goes on as if saved)
// and is sent, in order, when the network returns, at the next start, or at the same user's next
// sign-in. Sets carry their client ids, so a send repeated after a lost answer stores nothing
// twice. A queue belongs to one user: another user signing in on the device never sends or sees
// it. What the server refuses (4xx other than 401) is shown once and kept for the export.
import { msg, plural } from '@lingui/core/macro'
import { errorText, errorStatus } from './errors'
import { i18n } from './i18n'
import {
  changeKept,
  isNetworkFailure,
  markOnline,
  offlineUser,
  onUserChange,
} from './offline-cache'
import { offlineDb, type QueuedWrite, type RefusedWrite } from './offline-store'
import { offlineStatus, setOfflineStatus } from './offline-status'
import { trpcUtils, trpcVanilla } from './trpc'
import { toast } from './use-toast'
import { currentStepOf, ladderUnlocks } from '~/shared/rules/skill-ladders'
import type { LogSetsInput, LogSetsResult, SetInput } from '~/shared/schemas/sets'
import type { Skill } from '~/shared/schemas/skills'

/**
 * A set sent within this time of being done goes without performedAt (the server's clock
 * decides its day, so a phone clock running ahead cannot get it refused); a set sent later
 * carries the moment it was done, so it lands on its own day.
 */
const SEND_AT_ONCE_MS = 60_000
/** While something waits, how often the queue tries again (besides the browser's online event). */
const RETRY_MS = 30_000

type Outcome =
  { state: 'sent'; answer: unknown } | { state: 'queued' } | { state: 'refused'; reason: string }

/** Sends one queued write with the procedure it belongs to. */
async function send(write: QueuedWrite): Promise<unknown> {
  const late = Date.now() - write.queuedAt > SEND_AT_ONCE_MS
  if (write.kind === 'sets') {
    const input = write.input as LogSetsInput & { sets: SetInput[] }
    const performedAt = new Date(write.queuedAt).toISOString()
    const stamp = <T extends { performedAt?: string }>(s: T): T =>
      late && !s.performedAt ? { ...s, performedAt } : s
    // A block's score travels with its sets, or alone (docs/product.md#blocks-in-the-player).
    const scores = input.scores?.map(stamp)
    return trpcVanilla.sets.log.mutate({
      userId: input.userId,
      ...(input.sets.length > 0 ? { sets: input.sets.map(stamp) } : {}),
      ...(scores ? { scores } : {}),
    })
  }
  if (write.kind === 'progress') {
    const input = write.input as Parameters<typeof trpcVanilla.progress.record.mutate>[0]
    return trpcVanilla.progress.record.mutate(
      late ? { ...input, performedAt: new Date(write.queuedAt).toISOString() } : input,
    )
  }
  const input = write.input as PassStepInput
  return trpcVanilla.skills.passStep.mutate(input)
}

const outcomes = new Map<number, Outcome>()
/** The server's answer for each set sent (or the set itself, refused), until its screen asks. */
const sentSets = new Map<string, LogSetsResult['sets'][number]>()
const refusedSets = new Map<string, LogSetsResult['sets'][number]>()
let draining: Promise<void> | null = null
let again = false
/** The queued write being sent now: a change to one of its sets waits for its answer. */
let inFlight: number | null = null

/**
 * Sends the signed-in user's queue in order, one write at a time, until it is empty or the
 * network (or the session) fails. One drain at a time; a call during a drain runs another after.
 */
export function drainQueue(): Promise<void> {
  if (draining) {
    again = true
    return draining
  }
  draining = (async () => {
    try {
      do {
        again = false
        await drainOnce()
      } while (again)
    } finally {
      draining = null
      await refreshCounts()
    }
  })()
  return draining
}

async function drainOnce() {
  const userId = offlineUser()
  const db = await offlineDb()
  if (userId === null || !db) return
  let sent = 0
  for (;;) {
    const [next] = await db.getAllFromIndex('queue', 'userId', userId, 1)
    if (!next?.seq) break
    const seq = next.seq
    inFlight = seq
    try {
      const answer = await send(next)
      await db.delete('queue', seq)
      if (next.kind === 'sets') {
        if (sentSets.size > 1000) sentSets.clear()
        const sets = (answer as LogSetsResult).sets
        for (const set of sets) sentSets.set(set.clientId, set)
        announceSent(userId, sets)
      }
      outcomes.set(seq, { state: 'sent', answer })
      sent += 1
      markOnline()
    } catch (error) {
      const status = errorStatus(error)
      // No network, a server down, or a session expired: keep everything for later (the
      // same user's next sign-in sends it).
      if (isNetworkFailure(error) || status === 401) break
      const reason = errorText(error)
      const refused: RefusedWrite = {
        userId,
        kind: next.kind,
        input: next.input,
        queuedAt: next.queuedAt,
        refusedAt: Date.now(),
        reason,
        shown: false,
      }
      const tx = db.transaction(['queue', 'refused'], 'readwrite')
      await tx.objectStore('queue').delete(seq)
      await tx.objectStore('refused').add(refused)
      await tx.done
      outcomes.set(seq, { state: 'refused', reason })
      if (next.kind === 'sets') {
        for (const set of localAnswer((next.input as { sets: SetInput[] }).sets).sets) {
          refusedSets.set(set.clientId, set)
        }
      }
    } finally {
      inFlight = null
    }
    await refreshCounts()
  }
  if (sent > 0) await trpcUtils.invalidate()
  await showRefusals(userId)
}

/** What waits and what was refused, for the header. */
export async function refreshCounts(): Promise<void> {
  const userId = offlineUser()
  const db = await offlineDb()
  if (userId === null || !db) {
    setOfflineStatus({ waitingSets: 0, waitingOther: 0, refused: 0 })
    return
  }
  const queued = await db.getAllFromIndex('queue', 'userId', userId)
  const refused = await db.countFromIndex('refused', 'userId', userId)
  setOfflineStatus({
    waitingSets: queued.reduce((n, w) => n + w.clientIds.length, 0),
    waitingOther: queued.filter((w) => w.kind !== 'sets').length,
    refused,
  })
}

/** Each refusal once, with the server's reason. */
async function showRefusals(userId: number) {
  const db = await offlineDb()
  if (!db) return
  const unseen = (await db.getAllFromIndex('refused', 'userId', userId)).filter((r) => !r.shown)
  for (const refusal of unseen) {
    const what = describe(refusal)
    const reason = refusal.reason
    toast({
      title: i18n._(msg`Not saved: the server refused it`),
      description: i18n._(msg`${what}: ${reason}. It is kept in Download refused items.`),
      variant: 'destructive',
    })
    await db.put('refused', { ...refusal, shown: true })
  }
}

function describe(write: Pick<QueuedWrite, 'kind' | 'input'>): string {
  if (write.kind === 'sets') {
    const n = (write.input as { sets: unknown[] }).sets.length
    if (n === 0) return i18n._(msg`A block score`)
    return i18n._(msg`${plural(n, { one: 'A set', other: '# sets' })}`)
  }
  return write.kind === 'progress' ? i18n._(msg`A completion`) : i18n._(msg`A skill`)
}

/** The signed-in user's refused writes as a JSON file (the export of what never reached the server). */
export async function refusedExport(): Promise<Blob> {
  const userId = offlineUser()
  const db = await offlineDb()
  const refused =
    userId === null || !db ? [] : await db.getAllFromIndex('refused', 'userId', userId)
  const items = refused.map(({ kind, input, queuedAt, refusedAt, reason }) => ({
    kind,
    doneAt: new Date(queuedAt).toISOString(),
    refusedAt: new Date(refusedAt).toISOString(),
    reason,
    input,
  }))
  return new Blob([JSON.stringify({ refused: items }, null, 2)], { type: 'application/json' })
}

/** Queues one write and sends the queue; answers what became of this write. */
async function queueAndSend(write: QueuedWrite): Promise<Outcome> {
  const db = await offlineDb()
  if (!db) {
    // No IndexedDB (a locked-down browser): straight to the server, as before.
    return { state: 'sent', answer: await send(write) }
  }
  const seq = await db.add('queue', write)
  await refreshCounts()
  await drainQueue()
  const outcome = outcomes.get(seq) ?? { state: 'queued' }
  outcomes.delete(seq)
  return outcome
}

/** The sets not already waiting in the queue (the player sends unsaved sets again on opening). */
async function notQueuedYet(userId: number, sets: SetInput[]): Promise<SetInput[]> {
  const db = await offlineDb()
  if (!db) return sets
  const waiting = new Set(
    (await db.getAllFromIndex('queue', 'userId', userId)).flatMap((w) => w.clientIds),
  )
  return sets.filter((s) => !waiting.has(s.clientId))
}

/** The block scores not already waiting in the queue. */
async function scoresNotQueuedYet(
  userId: number,
  scores: NonNullable<LogSetsInput['scores']>,
): Promise<NonNullable<LogSetsInput['scores']>> {
  const db = await offlineDb()
  if (!db || scores.length === 0) return scores
  const waiting = new Set(
    (await db.getAllFromIndex('queue', 'userId', userId)).flatMap((w) =>
      w.kind === 'sets' ? ((w.input as LogSetsInput).scores ?? []).map((s) => s.clientId) : [],
    ),
  )
  return scores.filter((s) => !waiting.has(s.clientId))
}

/** The sets are on the device and will be sent later: the screen keeps them as not sent yet. */
export class KeptOnDevice extends Error {
  constructor() {
    // eslint-disable-next-line lingui/no-unlocalized-strings -- a signal the screens catch (instanceof), never shown
    super('Kept on this device; sent when the connection returns')
    this.name = 'KeptOnDevice'
  }
}

/**
 * Logs sets through the queue. Answers the server's answer when the sets reached it at once.
 * Otherwise they stay queued and this fails with KeptOnDevice, so the screen keeps them as
 * not sent yet and sends them again later (with their client ids: the server's answer then
 * carries their records). A refusal has been shown already: answered with the sets as they
 * are, so the screen stops sending them.
 */
export async function logSetsQueued(input: LogSetsInput): Promise<LogSetsResult> {
  const sets = input.sets ?? (input.set ? [input.set] : [])
  const fresh = await notQueuedYet(input.userId, sets)
  const freshScores = await scoresNotQueuedYet(input.userId, input.scores ?? [])
  const db = await offlineDb()
  if (!db) return trpcVanilla.sets.log.mutate(input)
  let own: LogSetsResult | null = null
  if (fresh.length > 0 || freshScores.length > 0) {
    const outcome = await queueAndSend({
      userId: input.userId,
      kind: 'sets',
      input: {
        userId: input.userId,
        sets: fresh,
        ...(freshScores.length > 0 ? { scores: freshScores } : {}),
      },
      queuedAt: Date.now(),
      clientIds: fresh.map((s) => s.clientId),
    })
    if (outcome.state === 'sent') own = outcome.answer as LogSetsResult
  } else {
    // Already waiting (the screen sends its unsent sets again): send the queue now.
    await drainQueue()
  }
  // Every set's answer, whichever drain sent it; a refused set is answered as it is.
  const answers = sets.map((s) => sentSets.get(s.clientId) ?? refusedSets.get(s.clientId))
  if (answers.some((a) => a === undefined)) throw new KeptOnDevice()
  // A score is answered by its queue emptying of it (the server stores it once).
  if (
    input.scores &&
    (await scoresNotQueuedYet(input.userId, input.scores)).length < input.scores.length
  )
    throw new KeptOnDevice()
  for (const s of sets) {
    sentSets.delete(s.clientId)
    refusedSets.delete(s.clientId)
  }
  return {
    sets: answers as LogSetsResult['sets'],
    completedExercises: own?.completedExercises ?? [],
    completedWorkouts: own?.completedWorkouts ?? [],
    newBadges: own?.newBadges ?? [],
    // Steps these sets passed (the player's summary says so); a set sent by an earlier drain
    // passed its step there, and the ladder screens show it once refreshed.
    passedSteps: own?.passedSteps ?? [],
  }
}

function localAnswer(sets: SetInput[]): LogSetsResult {
  return {
    sets: sets.map((s) => ({
      id: 0,
      clientId: s.clientId,
      workoutId: s.workoutId ?? null,
      exerciseId: s.exerciseId,
      setNumber: s.setNumber,
      side: s.side ?? null,
      reps: s.reps ?? null,
      seconds: s.seconds ?? null,
      loadKg: s.loadKg ?? null,
      sessionId: null,
      firstTime: false,
      rpe: s.rpe ?? null,
      performedAt: s.performedAt ?? new Date().toISOString(),
      day: '',
      records: [],
      blockId: s.blockId ?? null,
      round: s.round ?? null,
    })),
    completedExercises: [],
    completedWorkouts: [],
    newBadges: [],
    passedSteps: [],
  }
}

type RecordInput = Parameters<typeof trpcVanilla.progress.record.mutate>[0]
type RecordAnswer = Awaited<ReturnType<typeof trpcVanilla.progress.record.mutate>>

/**
 * Records a completion through the queue (its moment goes with it when sent late). Fails with
 * KeptOnDevice while it waits, and with the server's reason when refused, so the screen says
 * which (docs/product.md#offline).
 */
export async function recordProgressQueued(input: RecordInput): Promise<RecordAnswer> {
  const outcome = await queueAndSend({
    userId: Number(input.userId),
    kind: 'progress',
    input,
    queuedAt: Date.now(),
    clientIds: [],
  })
  if (outcome.state === 'sent') return outcome.answer as RecordAnswer
  if (outcome.state === 'refused') throw new Error(outcome.reason)
  throw new KeptOnDevice()
}

type PassStepInput = Parameters<typeof trpcVanilla.skills.passStep.mutate>[0]
type PassStepAnswer = Awaited<ReturnType<typeof trpcVanilla.skills.passStep.mutate>>

/**
 * Passes a ladder step by self-assessment through the queue (passing a passed step is harmless
 * on the server). Offline it answers the skill as the device last saw it with the step passed,
 * by the same rule the server applies (docs/product.md#skill-ladders).
 */
export async function passStepQueued(input: PassStepInput): Promise<PassStepAnswer> {
  const userId = offlineUser()
  if (userId === null) return trpcVanilla.skills.passStep.mutate(input)
  const outcome = await queueAndSend({
    userId,
    kind: 'skill',
    input,
    queuedAt: Date.now(),
    clientIds: [],
  })
  if (outcome.state === 'sent') return outcome.answer as PassStepAnswer
  const skillId = Number(input.id)
  const stepId = Number(input.stepId)
  const skill = trpcUtils.skills.list.getData()?.find((s) => s.id === skillId)
  if (!skill) throw new Error('Failed to update skill status')
  const passes = skill.passes.some((p) => p.stepId === stepId)
    ? skill.passes
    : [...skill.passes, { stepId, passedAt: new Date().toISOString(), how: 'self' as const }]
  const passed = new Set(passes.map((p) => p.stepId))
  const isUnlocked = skill.isUnlocked || ladderUnlocks(skill.steps, passed)
  const answer = {
    ...skill,
    passes,
    isUnlocked,
    currentStep: currentStepOf(skill.steps, passed, isUnlocked),
  }
  // The ladder moves on at once on the device (the screens refresh from the kept answer).
  const withAnswer = (list: Skill[]) => list.map((s) => (s.id === skillId ? answer : s))
  trpcUtils.skills.list.setData(undefined, (list) => (list ? withAnswer(list) : list))
  await changeKept<Skill[]>('skills.list', undefined, withAnswer)
  return { ...answer, newBadges: [] }
}

type SentSet = LogSetsResult['sets'][number]
/** Told of the sets the server now holds, whichever tab of this browser sent them. */
const sentListeners = new Set<(userId: number, sets: readonly SentSet[]) => void>()
/** The tabs of this browser tell each other what they sent (one queue, several screens). */
const channel =
  typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel('calisthenics-sync')
channel?.addEventListener('message', (event: MessageEvent) => {
  const data = event.data as { kind?: string; userId?: number; sets?: SentSet[] } | null
  if (data?.kind !== 'sets-sent' || typeof data.userId !== 'number' || !data.sets) return
  if (data.userId !== offlineUser()) return
  for (const set of data.sets) sentSets.set(set.clientId, set)
  for (const listener of sentListeners) listener(data.userId, data.sets)
  void refreshCounts()
})

function announceSent(userId: number, sets: readonly SentSet[]) {
  for (const listener of sentListeners) listener(userId, sets)
  channel?.postMessage({ kind: 'sets-sent', userId, sets })
}

/**
 * Calls `listener` with each batch of sets the server now holds, sent by this tab's queue or by
 * another tab's (docs/product.md#offline): a screen showing 'Not sent yet' stops saying it.
 * Answers the unsubscribe.
 */
export function onSetsSent(
  listener: (userId: number, sets: readonly SentSet[]) => void,
): () => void {
  sentListeners.add(listener)
  return () => {
    sentListeners.delete(listener)
  }
}

/** What changes in a set still waiting in the queue: its figures, or the set is removed. */
export type QueuedSetChange = { remove: true } | { values: QueuedSetValues }
/** A queued set's corrected figures; null clears load or effort (as a correction on the server). */
export interface QueuedSetValues {
  reps?: number
  seconds?: number
  loadKg?: number | null
  rpe?: number | null
}

/**
 * Corrects or removes a set that waits in the device's queue (docs/product.md#offline), before
 * it is sent. Answers 'changed' when the queue held it (the queue sends the corrected set, or no
 * longer sends a removed one); 'sent' with the server's set when it reached the server meanwhile
 * (correct it there, by its id); 'absent' when the queue never held it (the screen sends its own
 * copy, corrected). A set being sent right now is waited for, so a change is never lost.
 */
export async function changeQueuedSet(
  userId: number,
  clientId: string,
  change: QueuedSetChange,
): Promise<{ state: 'changed' | 'absent' } | { state: 'sent'; set: SentSet }> {
  const db = await offlineDb()
  const sentAnswer = () => {
    const set = sentSets.get(clientId)
    return set && set.id > 0 ? { state: 'sent' as const, set } : { state: 'absent' as const }
  }
  if (!db) return sentAnswer()
  for (;;) {
    const tx = db.transaction('queue', 'readwrite')
    const writes = await tx.store.index('userId').getAll(userId)
    const write = writes.find((w) => w.kind === 'sets' && w.clientIds.includes(clientId))
    if (!write?.seq) {
      await tx.done
      return sentAnswer()
    }
    if (write.seq === inFlight && draining) {
      // On its way: its answer decides (sent, or back in the queue when the network failed).
      await tx.done
      await draining
      continue
    }
    const input = write.input as LogSetsInput & { sets: SetInput[] }
    const sets =
      'remove' in change
        ? input.sets.filter((x) => x.clientId !== clientId)
        : input.sets.map((x) => (x.clientId === clientId ? withValues(x, change.values) : x))
    if (sets.length === 0 && (input.scores ?? []).length === 0) await tx.store.delete(write.seq)
    else
      await tx.store.put({
        ...write,
        input: { ...input, sets },
        clientIds: sets.map((x) => x.clientId),
      })
    await tx.done
    await refreshCounts()
    return { state: 'changed' }
  }
}

/** A set with corrected figures: a rep set keeps reps, a hold seconds; null clears. */
function withValues(set: SetInput, values: QueuedSetValues): SetInput {
  const { loadKg, rpe, ...rest } = set
  return {
    ...rest,
    ...(set.reps !== undefined && values.reps !== undefined ? { reps: values.reps } : {}),
    ...(set.seconds !== undefined && values.seconds !== undefined
      ? { seconds: values.seconds }
      : {}),
    ...(values.loadKg === undefined
      ? loadKg === undefined
        ? {}
        : { loadKg }
      : values.loadKg === null
        ? {}
        : { loadKg: values.loadKg }),
    ...(values.rpe === undefined
      ? rpe === undefined
        ? {}
        : { rpe }
      : values.rpe === null
        ? {}
        : { rpe: values.rpe }),
  }
}

let started = false
/** Sends what waits when the network returns, when a user signs in, and every 30 s meanwhile. */
export function startSync(): void {
  if (started || typeof window === 'undefined') return
  started = true
  window.addEventListener('online', () => void drainQueue())
  window.addEventListener('offline', () => setOfflineStatus({ offline: true }))
  onUserChange(() => void drainQueue())
  setInterval(() => {
    void refreshCounts().then(async () => {
      const s = offlineStatus()
      if (s.waitingSets + s.waitingOther > 0) await drainQueue()
    })
  }, RETRY_MS)
  void drainQueue()
}
