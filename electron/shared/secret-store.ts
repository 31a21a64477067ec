import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'
import type { SafeStorage as ElectronSafeStorage } from 'electron'
import type { Log } from './app-config'

export type SafeStorage = Pick<
  ElectronSafeStorage,
  'isEncryptionAvailable' | 'encryptString' | 'decryptString' | 'getSelectedStorageBackend'
>

export interface SecretStore {
  get(): string | null
  set(secret: string): void
  clear(): void
}

/**
 * One secret (a session or device token) encrypted with the OS keychain through `safeStorage`.
 * Without real encryption the secret lives in memory only: a token on disk in the clear (or under
 * Linux's 'basic_text' fallback, a fixed key) would hand the account to anyone who copies the file.
 */
export function createSecretStore(options: {
  file: string
  safeStorage: SafeStorage
  platform: NodeJS.Platform
  log: Log
  label: string
}): SecretStore {
  const { file, safeStorage, platform, log, label } = options
  let cached: string | null | undefined

  function encryptionWorks(): boolean {
    if (!safeStorage.isEncryptionAvailable()) return false
    return platform !== 'linux' || safeStorage.getSelectedStorageBackend() !== 'basic_text'
  }

  return {
    get() {
      if (cached !== undefined) return cached
      cached = null
      if (!encryptionWorks()) return cached
      let data: Buffer
      try {
        data = readFileSync(file)
      } catch {
        return cached
      }
      try {
        cached = safeStorage.decryptString(data)
      } catch {
        log.warn(`The stored ${label} cannot be decrypted (keychain changed?); it is discarded`)
        rmSync(file, { force: true })
      }
      return cached
    },
    set(secret) {
      cached = secret
      if (!encryptionWorks()) {
        log.warn(
          `OS encryption is unavailable: the ${label} is kept in memory only and is lost when the app quits`,
        )
        return
      }
      mkdirSync(dirname(file), { recursive: true })
      writeFileSync(file, safeStorage.encryptString(secret), { mode: 0o600 })
    },
    clear() {
      cached = null
      rmSync(file, { force: true })
    },
  }
}

/** A token together with the server origin that issued it. */
export interface IssuedToken {
  origin: string
  token: string
}

export interface TokenStore {
  get(): IssuedToken | null
  set(origin: string, token: string): void
  clear(): void
}

function decodeIssuedToken(text: string): IssuedToken | null {
  try {
    const raw: unknown = JSON.parse(text)
    const { origin, token } = (raw ?? {}) as Record<string, unknown>
    return typeof origin === 'string' && typeof token === 'string' && origin && token
      ? { origin, token }
      : null
  } catch {
    return null
  }
}

/**
 * A token stored with the origin that issued it (encrypted as `{origin, token}`), so the main
 * process can refuse to send it anywhere else. Earlier versions stored the bare token: it is kept
 * only when the saved configuration names the server it came from (`legacyOrigin`, a kiosk's
 * paired server); otherwise nobody knows who issued it and it is discarded.
 */
export function createTokenStore(
  secrets: SecretStore,
  options: { legacyOrigin: string | null; label: string; log: Log },
): TokenStore {
  const { legacyOrigin, label, log } = options
  return {
    get() {
      const text = secrets.get()
      if (text === null) return null
      const issued = decodeIssuedToken(text)
      if (issued) return issued
      if (legacyOrigin) {
        log.info(`The stored ${label} predates server binding; it is bound to ${legacyOrigin}`)
        secrets.set(JSON.stringify({ origin: legacyOrigin, token: text }))
        return { origin: legacyOrigin, token: text }
      }
      log.warn(`The stored ${label} does not say which server issued it; it is discarded`)
      secrets.clear()
      return null
    },
    set(origin, token) {
      secrets.set(JSON.stringify({ origin, token }))
    },
    clear: () => secrets.clear(),
  }
}
