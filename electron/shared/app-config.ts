import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'
import type { AppMode } from '../preload/bridge'
import { text } from './texts'

/** What the app remembers between runs (`config.json` in the user-data folder). */
export interface SavedConfig {
  mode?: AppMode
  /** The server the kiosk was paired with. */
  serverUrl?: string
  /** The server the desktop app last signed in to. */
  desktopServerUrl?: string
}

export interface StartupConfig {
  mode: AppMode
  /** The server's origin; null only for a kiosk that was never set up. */
  serverUrl: string | null
  idleResetSeconds: number
}

export interface Log {
  info(message: string): void
  warn(message: string): void
}

export const DEFAULT_DESKTOP_SERVER = 'http://localhost:3000'
export const DEFAULT_IDLE_RESET_SECONDS = 120

export type ServerUrlCheck = { ok: true; url: string } | { ok: false; message: string }

/** The bundle calls `/trpc` and `/api` at the root, so only an http(s) origin makes sense. */
export function parseServerUrl(input: string): ServerUrlCheck {
  const address = input.trim()
  let url: URL
  try {
    url = new URL(address)
  } catch {
    return {
      ok: false,
      message: text('Enter the full server address, e.g. https://gym.example.com'),
    }
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return { ok: false, message: text('The server address must start with http:// or https://') }
  }
  if (url.username || url.password) {
    return {
      ok: false,
      message: text('The server address must not contain a user name or password'),
    }
  }
  return { ok: true, url: url.origin }
}

export function readSavedConfig(file: string, log: Log): SavedConfig {
  let text: string
  try {
    text = readFileSync(file, 'utf8')
  } catch {
    return {}
  }
  try {
    const raw: unknown = JSON.parse(text)
    if (typeof raw !== 'object' || raw === null) throw new Error('not an object')
    const { mode, serverUrl, desktopServerUrl } = raw as Record<string, unknown>
    const saved: SavedConfig = {}
    if (mode === 'kiosk' || mode === 'desktop') saved.mode = mode
    for (const [key, value] of [
      ['serverUrl', serverUrl],
      ['desktopServerUrl', desktopServerUrl],
    ] as const) {
      if (typeof value !== 'string') continue
      const check = parseServerUrl(value)
      if (check.ok) saved[key] = check.url
    }
    return saved
  } catch {
    log.warn(`Ignoring ${file}: it is not valid JSON`)
    return {}
  }
}

export function writeSavedConfig(file: string, config: SavedConfig): void {
  mkdirSync(dirname(file), { recursive: true })
  writeFileSync(file, `${JSON.stringify(config, null, 2)}\n`)
}

function flagValue(argv: readonly string[], name: string): string | undefined {
  const prefix = `--${name}=`
  return argv.find((arg) => arg.startsWith(prefix))?.slice(prefix.length)
}

/**
 * Flags win over the environment, which wins over what was saved: for a kiosk the server it was
 * paired with, for the desktop the server it last signed in to (else the kiosk's, else localhost).
 */
export function resolveStartup(
  argv: readonly string[],
  env: Readonly<Record<string, string | undefined>>,
  saved: SavedConfig,
  log: Log,
): StartupConfig {
  const mode: AppMode = argv.includes('--kiosk')
    ? 'kiosk'
    : argv.includes('--desktop')
      ? 'desktop'
      : (saved.mode ?? 'desktop')

  let serverUrl =
    (mode === 'desktop' ? (saved.desktopServerUrl ?? saved.serverUrl) : saved.serverUrl) ?? null
  for (const [source, value] of [
    ['CALISTHENICS_SERVER_URL', env.CALISTHENICS_SERVER_URL],
    ['--server', flagValue(argv, 'server')],
  ] as const) {
    if (value === undefined) continue
    const check = parseServerUrl(value)
    if (check.ok) serverUrl = check.url
    else log.warn(`Ignoring ${source}=${value}: ${check.message}`)
  }
  if (mode === 'desktop') serverUrl ??= DEFAULT_DESKTOP_SERVER

  const idleText = flagValue(argv, 'idle-reset')
  const idle = idleText === undefined ? NaN : Number(idleText)
  if (idleText !== undefined && !(idle >= 10)) {
    log.warn(`Ignoring --idle-reset=${idleText}: give a number of seconds, at least 10`)
  }
  const idleResetSeconds = idle >= 10 ? idle : DEFAULT_IDLE_RESET_SECONDS

  return { mode, serverUrl, idleResetSeconds }
}
