import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { ownerPid, removeStaleFiles, TMP_DIR } from '../support/test-db'

/** The id of a process that has ended. */
function endedPid(): number {
  const { pid } = spawnSync(process.execPath, ['-e', '0'])
  if (!pid) throw new Error('no process started')
  return pid
}

describe('stale files in tests/.tmp', () => {
  const live = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60_000)'])
  afterAll(() => {
    live.kill()
  })

  it('reads the owning process from every kind of name the tests write', () => {
    expect(ownerPid('w1-4242-1795769337878-0.db')).toBe(4242)
    expect(ownerPid('w12-4242-1795769337878-3.db-wal')).toBe(4242)
    expect(ownerPid('base-4242-1795769337878.db')).toBe(4242)
    expect(ownerPid('fault-disk-4242')).toBe(4242)
    expect(ownerPid('not-a-backup-4242.db')).toBe(4242)
    expect(ownerPid('openapi-4242.json')).toBe(4242)
    expect(ownerPid('restore-over-4242-1795769337878.db.before-restore-2026')).toBe(4242)
    expect(ownerPid('base.db')).toBeNull()
  })

  it("removes an ended process's databases and folders, keeps a running one's and base.db", () => {
    mkdirSync(TMP_DIR, { recursive: true })
    const dead = endedPid()
    const stale = [`w1-${dead}-1-0.db`, `w1-${dead}-1-0.db-wal`, `backups-${dead}-1`]
    const kept = [`w2-${live.pid}-1-0.db`, `w2-${process.pid}-1-0.db`]
    for (const name of [...stale, ...kept]) {
      if (name.startsWith('backups-')) {
        mkdirSync(join(TMP_DIR, name), { recursive: true })
        writeFileSync(join(TMP_DIR, name, 'app.db'), 'x')
      } else {
        writeFileSync(join(TMP_DIR, name), 'x')
      }
    }
    expect(removeStaleFiles()).toBeGreaterThanOrEqual(stale.length)
    for (const name of stale) expect(existsSync(join(TMP_DIR, name)), name).toBe(false)
    for (const name of kept) expect(existsSync(join(TMP_DIR, name)), name).toBe(true)
    expect(existsSync(join(TMP_DIR, 'base.db'))).toBe(true)
  })
})
