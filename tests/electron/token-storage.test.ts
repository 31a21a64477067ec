import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import {
  parseServerUrl,
  readSavedConfig,
  resolveStartup,
  writeSavedConfig,
} from '../../electron/shared/app-config'
import { createSecretStore } from '../../electron/shared/secret-store'
import {
  allFileBytes,
  createFakeSafeStorage,
  createRecordingLog,
  tempDir,
} from './support/fake-electron'

let dir: string
beforeEach(() => {
  dir = tempDir('secrets')
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

function store(safeStorage = createFakeSafeStorage(), platform: NodeJS.Platform = 'linux') {
  const log = createRecordingLog()
  const secrets = createSecretStore({
    file: join(dir, 'nested', 'session-token.bin'),
    safeStorage,
    platform,
    log,
    label: 'session token',
  })
  return { secrets, log, safeStorage }
}

describe('token storage', () => {
  it('A token is written encrypted and read back by the next run', () => {
    const { secrets, safeStorage } = store()
    expect(secrets.get()).toBeNull()
    secrets.set('s3cret-token')
    expect(allFileBytes(dir)).not.toContain('s3cret-token')
    expect(
      readFileSync(join(dir, 'nested', 'session-token.bin'))
        .subarray(0, 9)
        .toString(),
    ).toBe('FAKE-ENC:')
    expect(store(safeStorage).secrets.get()).toBe('s3cret-token')
  })

  it('Without OS encryption the token stays in memory only and the log says so', () => {
    const safeStorage = createFakeSafeStorage()
    safeStorage.available = false
    const { secrets, log } = store(safeStorage)
    secrets.set('s3cret-token')
    expect(secrets.get()).toBe('s3cret-token')
    expect(existsSync(join(dir, 'nested', 'session-token.bin'))).toBe(false)
    expect(allFileBytes(dir)).toBe('')
    expect(log.lines).toEqual([
      'warn: OS encryption is unavailable: the session token is kept in memory only and is lost when the app quits',
    ])
  })

  it("Linux's basic_text fallback counts as no encryption", () => {
    const safeStorage = createFakeSafeStorage()
    safeStorage.backend = 'basic_text'
    const { secrets } = store(safeStorage, 'linux')
    secrets.set('s3cret-token')
    expect(allFileBytes(dir)).toBe('')
    const onWindows = store(safeStorage, 'win32')
    onWindows.secrets.set('s3cret-token')
    expect(existsSync(join(dir, 'nested', 'session-token.bin'))).toBe(true)
  })

  it('A token that no longer decrypts is discarded', () => {
    const file = join(dir, 'nested', 'session-token.bin')
    const { secrets, log } = store()
    secrets.set('s3cret-token')
    writeFileSync(file, 'garbage from another keychain')
    const next = store()
    expect(next.secrets.get()).toBeNull()
    expect(existsSync(file)).toBe(false)
    expect(next.log.lines[0]).toMatch(/cannot be decrypted/)
    expect(log.lines).toEqual([])
  })

  it('Clearing removes the file and the copy in memory', () => {
    const { secrets, safeStorage } = store()
    secrets.set('s3cret-token')
    secrets.clear()
    expect(secrets.get()).toBeNull()
    expect(existsSync(join(dir, 'nested', 'session-token.bin'))).toBe(false)
    expect(store(safeStorage).secrets.get()).toBeNull()
  })
})

describe('configuration', () => {
  it('Server addresses must be http(s) and are reduced to their origin', () => {
    expect(parseServerUrl(' https://gym.example.com/some/path?x=1 ')).toEqual({
      ok: true,
      url: 'https://gym.example.com',
    })
    expect(parseServerUrl('http://10.0.0.5:3000')).toEqual({
      ok: true,
      url: 'http://10.0.0.5:3000',
    })
    for (const bad of [
      '',
      'gym.example.com',
      'file:///etc',
      'javascript:alert(1)',
      'https://a:b@x.io',
    ]) {
      expect(parseServerUrl(bad).ok, bad).toBe(false)
    }
  })

  it('Flags win over the environment, which wins over the saved configuration', () => {
    const log = createRecordingLog()
    const saved = { mode: 'kiosk' as const, serverUrl: 'https://saved.example' }
    expect(resolveStartup([], {}, saved, log)).toEqual({
      mode: 'kiosk',
      serverUrl: 'https://saved.example',
      idleResetSeconds: 120,
    })
    expect(
      resolveStartup(
        ['--desktop', '--server=https://flag.example'],
        { CALISTHENICS_SERVER_URL: 'https://env.example' },
        saved,
        log,
      ),
    ).toMatchObject({ mode: 'desktop', serverUrl: 'https://flag.example' })
    expect(
      resolveStartup([], { CALISTHENICS_SERVER_URL: 'https://env.example' }, saved, log).serverUrl,
    ).toBe('https://env.example')
    expect(log.lines).toEqual([])
  })

  it('The desktop app reuses the server it signed in to; a kiosk keeps the one it was paired with', () => {
    const log = createRecordingLog()
    const saved = {
      serverUrl: 'https://kiosk.example',
      desktopServerUrl: 'https://desk.example',
    }
    expect(resolveStartup(['--desktop'], {}, saved, log).serverUrl).toBe('https://desk.example')
    expect(resolveStartup(['--kiosk'], {}, saved, log).serverUrl).toBe('https://kiosk.example')
    expect(
      resolveStartup(['--desktop', '--server=https://flag.example'], {}, saved, log).serverUrl,
    ).toBe('https://flag.example')
    expect(
      resolveStartup(['--desktop'], { CALISTHENICS_SERVER_URL: 'https://env.example' }, saved, log)
        .serverUrl,
    ).toBe('https://env.example')
    const file = join(dir, 'config.json')
    writeSavedConfig(file, { mode: 'desktop', desktopServerUrl: 'https://desk.example/' })
    expect(readSavedConfig(file, log)).toEqual({
      mode: 'desktop',
      desktopServerUrl: 'https://desk.example',
    })
    expect(log.lines).toEqual([])
  })

  it('The desktop app defaults to the local development server; a kiosk waits for setup', () => {
    const log = createRecordingLog()
    expect(resolveStartup([], {}, {}, log)).toMatchObject({
      mode: 'desktop',
      serverUrl: 'http://localhost:3000',
    })
    expect(resolveStartup(['--kiosk'], {}, {}, log).serverUrl).toBeNull()
  })

  it('Bad flags are ignored with a warning', () => {
    const log = createRecordingLog()
    const startup = resolveStartup(
      ['--kiosk', '--server=ftp://x', '--idle-reset=2'],
      {},
      { serverUrl: 'https://saved.example' },
      log,
    )
    expect(startup).toEqual({
      mode: 'kiosk',
      serverUrl: 'https://saved.example',
      idleResetSeconds: 120,
    })
    expect(log.lines).toHaveLength(2)
  })

  it('The saved configuration survives a round trip and a broken file is ignored', () => {
    const log = createRecordingLog()
    const file = join(dir, 'config', 'config.json')
    expect(readSavedConfig(file, log)).toEqual({})
    writeSavedConfig(file, { mode: 'kiosk', serverUrl: 'https://gym.example.com' })
    expect(readSavedConfig(file, log)).toEqual({
      mode: 'kiosk',
      serverUrl: 'https://gym.example.com',
    })
    writeFileSync(file, '{ not json')
    expect(readSavedConfig(file, log)).toEqual({})
    writeFileSync(file, JSON.stringify({ mode: 'root', serverUrl: 'file:///etc' }))
    expect(readSavedConfig(file, log)).toEqual({})
    expect(log.lines).toEqual([`warn: Ignoring ${file}: it is not valid JSON`])
  })
})
