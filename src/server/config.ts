import { existsSync, readFileSync } from 'node:fs'
import { parseEnv } from 'node:util'
import { z } from 'zod'
import type { PageSlug } from '~/shared/schemas/pages'

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  APP_URL: z.url().optional(),
  DATABASE_URL: z.string().default('file:./data/app.db'),
  DATABASE_AUTH_TOKEN: z.string().optional(),
  DATABASE_INIT: z.enum(['', '0', '1']).optional(),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  ADMIN_EMAILS: z.string().default(''),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Calisthenics <no-reply@localhost>'),
  TRUST_PROXY: z
    .string()
    .regex(/^(\d{1,2}|false|[0-9a-fA-F:.,/\s]*)$/, 'a hop count, false, or proxy addresses')
    .optional(),
  ALLOW_DEV_SIGNIN: z.enum(['', '0', '1']).optional(),
  ALLOWED_HOSTS: z.string().optional(),
  METRICS_TOKEN: z.string().optional(),
  TERMS_FILE: z.string().optional(),
  PRIVACY_FILE: z.string().optional(),
  // An empty value means unset (as .env files write it), not 0.
  MESSAGE_MAIL_INTERVAL_MS: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.coerce.number().int().min(0).default(300_000),
  ),
})

/** Every variable loadConfig reads (.env.example documents each; a test checks). */
export const CONFIG_VARIABLES: readonly string[] = Object.keys(envSchema.shape)

export interface AppConfig {
  env: 'development' | 'production' | 'test'
  production: boolean
  port: number
  host: string
  /** Public origin of the app, e.g. http://localhost:3000 (no trailing slash). */
  appUrl: string
  databaseUrl: string
  databaseAuthToken?: string
  /** Production creates a missing database file only when asked (DATABASE_INIT=1 or --init). */
  databaseInit: boolean
  /**
   * The `Host` values a request may carry (host:port, lower case), or null for any (tests): the
   * APP_URL's, this machine's loopback names on PORT and ALLOWED_HOSTS. A DNS-rebinding page
   * sends its own name, so it cannot reach the server (docs/operations.md#security).
   */
  allowedHosts: ReadonlySet<string> | null
  google?: { clientId: string; clientSecret: string }
  adminEmails: Set<string>
  smtpUrl?: string
  mailFrom: string
  /**
   * Which X-Forwarded-For entries to believe (Fastify's trustProxy): a hop count or the proxies'
   * addresses. Trusting every hop would let a client pick its own address and dodge rate limits.
   */
  trustProxy: number | string | false
  /**
   * The built-in development sign-in (no Google credentials, outside production): anyone who
   * reaches the server can sign in as anyone, admin included (docs/product.md#dev-sign-in).
   */
  devSignIn: boolean
  /** Lets a non-loopback caller read GET /metrics with `Authorization: Bearer <token>`. */
  metricsToken?: string
  /**
   * The Markdown files behind /terms and /privacy (docs/product.md#legal-pages), read on every
   * request so the operator's edits show without a restart. Relative paths are from the working
   * directory.
   */
  pageFiles: Record<PageSlug, string>
  /**
   * How often the server looks for messages left unread for an hour to email
   * (docs/architecture.md#background-jobs); 0 turns the emails off in this process.
   */
  messageMailIntervalMs: number
}

export class ConfigError extends Error {}

/**
 * Reads `.env` (in the working directory) when it exists: its values fill only what the real
 * environment leaves unset, so `PORT=4000 npm start` still wins. Answers whether a file was read.
 * A line Node's parser would skip or misread is a ConfigError naming the line, never a silent
 * default.
 */
export function applyEnvFile(env: NodeJS.ProcessEnv = process.env, path = '.env'): boolean {
  if (!existsSync(path)) return false
  let text: string
  try {
    text = readFileSync(path, 'utf8')
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? String(error)
    throw new ConfigError(`${path} cannot be read (${code})`)
  }
  checkEnvFile(text, path)
  for (const [key, value] of Object.entries(parseEnv(text))) {
    if (env[key] === undefined) env[key] = value
  }
  return true
}

/** Each line blank, a comment or NAME=value (a quoted value may span lines but must close). */
function checkEnvFile(text: string, path: string) {
  const lines = text.split(/\r?\n/)
  for (let i = 0; i < lines.length; i++) {
    const line = (lines[i] ?? '').trim()
    if (!line || line.startsWith('#')) continue
    // The line is not quoted back: it may hold a secret.
    const value = /^(?:export\s+)?[\w.-]+\s*=\s*(.*)$/.exec(line)?.[1]
    if (value === undefined) {
      throw new ConfigError(`${path} line ${i + 1} is not NAME=value (a comment starts with #)`)
    }
    const quote = value[0]
    if ((quote === '"' || quote === "'" || quote === '`') && !value.includes(quote, 1)) {
      const end = lines.findIndex((next, j) => j > i && next.includes(quote))
      if (end === -1) {
        throw new ConfigError(`${path} line ${i + 1} opens a ${quote} quote that is never closed`)
      }
      i = end
    }
  }
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(env)
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`)
    throw new ConfigError(
      `invalid environment (${problems.join('; ')}). Fix it in .env or the environment; .env.example describes every variable.`,
    )
  }
  const e = parsed.data
  const production = e.NODE_ENV === 'production'
  const hasGoogle = Boolean(e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET)
  if (production && !hasGoogle) {
    throw new ConfigError(
      'GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET are required when NODE_ENV=production. ' +
        'The development sign-in provider is never enabled in production.',
    )
  }
  if (production && !e.APP_URL) {
    throw new ConfigError(
      'APP_URL is required when NODE_ENV=production (e.g. https://gym.example.com).',
    )
  }
  const devSignIn = !production && !hasGoogle
  if (devSignIn && !isLoopbackHost(e.HOST) && e.ALLOW_DEV_SIGNIN !== '1') {
    throw new ConfigError(
      `HOST=${e.HOST} would offer the development sign-in, which lets anyone sign in as anyone ` +
        '(admin included), beyond this machine. Set GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET, ' +
        'or listen on 127.0.0.1, or set ALLOW_DEV_SIGNIN=1 if that is really what you want.',
    )
  }
  const databaseUrl = e.DATABASE_URL === ':memory:' ? ':memory:' : e.DATABASE_URL
  const appUrl = (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '')
  return {
    env: e.NODE_ENV,
    production,
    port: e.PORT,
    host: e.HOST,
    appUrl,
    databaseUrl,
    databaseAuthToken: e.DATABASE_AUTH_TOKEN,
    databaseInit: e.DATABASE_INIT === '1',
    allowedHosts:
      e.NODE_ENV === 'test' ? null : allowedHosts(appUrl, e.PORT, e.ALLOWED_HOSTS ?? ''),
    google: hasGoogle
      ? { clientId: e.GOOGLE_CLIENT_ID as string, clientSecret: e.GOOGLE_CLIENT_SECRET as string }
      : undefined,
    adminEmails: new Set(
      e.ADMIN_EMAILS.split(',')
        .map((s) => s.trim().toLowerCase())
        .filter(Boolean),
    ),
    smtpUrl: e.SMTP_URL || undefined,
    mailFrom: e.MAIL_FROM,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    devSignIn,
    metricsToken: e.METRICS_TOKEN || undefined,
    pageFiles: {
      terms: e.TERMS_FILE || 'content/terms.md',
      privacy: e.PRIVACY_FILE || 'content/privacy.md',
    },
    messageMailIntervalMs: e.MESSAGE_MAIL_INTERVAL_MS,
  }
}

function isLoopbackHost(host: string): boolean {
  const h = host.trim().toLowerCase()
  return h === 'localhost' || h === '::1' || /^127(\.\d{1,3}){3}$/.test(h)
}

/**
 * Names a rebinding page cannot send: APP_URL's host (it is the operator's), the loopback names
 * (a page's own name never resolves to them in the browser's Host header), and any the operator
 * lists. A host without a port also stands for it on the default port of the URL's scheme.
 */
function allowedHosts(appUrl: string, port: number, extra: string): ReadonlySet<string> {
  const url = new URL(appUrl)
  const hosts = new Set<string>([url.host.toLowerCase()])
  for (const name of ['localhost', '127.0.0.1', '[::1]']) {
    hosts.add(`${name}:${port}`)
    if (port === 80) hosts.add(name)
  }
  for (const host of extra.split(',')) {
    const h = host.trim().toLowerCase()
    if (h) hosts.add(h)
  }
  return hosts
}

/** No proxy is believed unless TRUST_PROXY names one (docs/operations.md#configuration). */
function parseTrustProxy(value: string | undefined): number | string | false {
  const v = value?.trim()
  // Off unless set: without a proxy in front, a trusted X-Forwarded-For would let any client
  // pick its own address and walk past every rate limit.
  if (!v) return false
  if (v === 'false' || v === '0') return false
  return /^\d+$/.test(v) ? Number(v) : v
}
