// Where the development OpenID provider keeps what it must not forget: its signing and cookie
// keys, and its sessions, interactions, grants and codes (oidc-provider's adapter), as files in
// the data folder. A restart keeps a sign-in under way, and several processes on one data folder
// answer for the same provider (docs/decisions/002-development-openid-provider.md).
import { linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import { generateKeyPairSync, randomBytes, randomUUID } from 'node:crypto'
import { join } from 'node:path'
import type { Adapter, AdapterPayload } from 'oidc-provider'

interface Stored {
  payload: AdapterPayload
  /** Epoch milliseconds, or null for no end. */
  expiresAt: number | null
}

// Ids come from the provider (random, URL-safe); anything else cannot name a path outside.
const fileName = (id: string) => `${id.replace(/[^\w-]/g, '_')}.json`

async function writeAtomically(path: string, text: string) {
  const temporary = `${path}.${randomUUID()}.tmp`
  await writeFile(temporary, text)
  await rename(temporary, path)
}

/** oidc-provider's adapter over one folder per model. */
export function fileAdapter(folder: string) {
  return class FileAdapter implements Adapter {
    private readonly dir: string
    constructor(name: string) {
      this.dir = join(folder, name)
    }

    private async read(id: string): Promise<AdapterPayload | undefined> {
      let stored: Stored
      try {
        stored = JSON.parse(await readFile(join(this.dir, fileName(id)), 'utf8')) as Stored
      } catch {
        return undefined
      }
      if (stored.expiresAt !== null && stored.expiresAt <= Date.now()) {
        await this.destroy(id)
        return undefined
      }
      return stored.payload
    }

    async upsert(id: string, payload: AdapterPayload, expiresIn?: number) {
      await mkdir(join(this.dir, 'by-uid'), { recursive: true })
      const stored: Stored = {
        payload,
        expiresAt: expiresIn ? Date.now() + expiresIn * 1000 : null,
      }
      await writeAtomically(join(this.dir, fileName(id)), JSON.stringify(stored))
      if (payload.uid) await writeAtomically(join(this.dir, 'by-uid', fileName(payload.uid)), id)
    }

    find(id: string) {
      return this.read(id)
    }

    async findByUid(uid: string) {
      try {
        return await this.read(await readFile(join(this.dir, 'by-uid', fileName(uid)), 'utf8'))
      } catch {
        return undefined
      }
    }

    // The device flow is off: no user codes.
    async findByUserCode() {
      return undefined
    }

    async consume(id: string) {
      const payload = await this.read(id)
      if (!payload) return
      const stored = JSON.parse(await readFile(join(this.dir, fileName(id)), 'utf8')) as Stored
      stored.payload.consumed = Math.floor(Date.now() / 1000)
      await writeAtomically(join(this.dir, fileName(id)), JSON.stringify(stored))
    }

    async destroy(id: string) {
      await rm(join(this.dir, fileName(id)), { force: true })
    }

    async revokeByGrantId(grantId: string) {
      for (const name of await this.files()) {
        const id = name.slice(0, -'.json'.length)
        if ((await this.read(id))?.grantId === grantId) await this.destroy(id)
      }
    }

    /** Reading each file drops it when expired: what a start-up sweep needs. */
    async sweep() {
      for (const name of await this.files()) await this.read(name.slice(0, -'.json'.length))
    }

    private async files(): Promise<string[]> {
      try {
        return (await readdir(this.dir)).filter((name) => name.endsWith('.json'))
      } catch {
        return []
      }
    }
  }
}

export interface DevProviderKeys {
  jwk: Record<string, unknown>
  cookieKey: string
}

/**
 * The provider's keys, made once per data folder: the first process to write them wins (a hard
 * link cannot replace a file), and every other process reads the same ones.
 */
export function devProviderKeys(folder: string): DevProviderKeys {
  const path = join(folder, 'keys.json')
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as DevProviderKeys
  } catch {
    mkdirSync(folder, { recursive: true })
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 })
    const keys: DevProviderKeys = {
      jwk: privateKey.export({ format: 'jwk' }) as Record<string, unknown>,
      cookieKey: randomBytes(32).toString('hex'),
    }
    const temporary = `${path}.${randomUUID()}.tmp`
    writeFileSync(temporary, JSON.stringify(keys), { mode: 0o600 })
    try {
      linkSync(temporary, path)
    } catch {
      // Another process wrote them first: use theirs.
    } finally {
      rmSync(temporary, { force: true })
    }
    return JSON.parse(readFileSync(path, 'utf8')) as DevProviderKeys
  }
}
