// docs/architecture.md#background-jobs: a job runs again and again, never two runs at once, a
// failure is logged and the next run still comes, and stop waits for the run in progress.
import { describe, expect, it } from 'vitest'
import { runPeriodically } from '~/server/jobs/start-jobs'
import { loadConfig } from '~/server/config'

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms))

function logger() {
  const errors: { fields: object; message: string }[] = []
  return {
    errors,
    info: () => undefined,
    error: (fields: object, message: string) => void errors.push({ fields, message }),
  }
}

describe('runPeriodically', () => {
  it('repeats without overlapping, survives a failure, and stops after the run in progress', async () => {
    const log = logger()
    let runs = 0
    let active = 0
    let most = 0
    let finished = 0
    const job = runPeriodically({
      name: 'test',
      intervalMs: 5,
      log,
      async work() {
        runs += 1
        active += 1
        most = Math.max(most, active)
        await wait(15)
        active -= 1
        finished += 1
        if (runs === 2) throw new Error('boom')
      },
    })
    while (runs < 4) await wait(5)
    await job.stop()
    const stoppedAt = runs
    expect(finished).toBe(runs)
    await wait(40)
    expect(runs).toBe(stoppedAt)
    expect(most).toBe(1)
    expect(log.errors).toEqual([
      { fields: { err: expect.any(Error), job: 'test' }, message: 'background job failed' },
    ])
  })

  it('never runs before its first interval, and stop before then runs nothing', async () => {
    let runs = 0
    const job = runPeriodically({
      name: 'later',
      intervalMs: 60_000,
      log: logger(),
      work: async () => void (runs += 1),
    })
    await job.stop()
    expect(runs).toBe(0)
  })
})

describe('MESSAGE_MAIL_INTERVAL_MS', () => {
  it('defaults to five minutes, takes 0 as off, and reads an empty value as unset', () => {
    expect(loadConfig({}).messageMailIntervalMs).toBe(300_000)
    expect(loadConfig({ MESSAGE_MAIL_INTERVAL_MS: '' }).messageMailIntervalMs).toBe(300_000)
    expect(loadConfig({ MESSAGE_MAIL_INTERVAL_MS: '0' }).messageMailIntervalMs).toBe(0)
    expect(loadConfig({ MESSAGE_MAIL_INTERVAL_MS: '60000' }).messageMailIntervalMs).toBe(60_000)
    expect(() => loadConfig({ MESSAGE_MAIL_INTERVAL_MS: '-1' })).toThrow(/MESSAGE_MAIL_INTERVAL_MS/)
  })
})
