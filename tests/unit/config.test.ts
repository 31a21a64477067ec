import { describe, expect, it } from 'vitest'
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { applyEnvFile, ConfigError, loadConfig } from '~/server/config'

describe('configuration', () => {
  it('uses the documented defaults', () => {
    const config = loadConfig({})
    expect(config).toMatchObject({
      port: 3000,
      databaseUrl: 'file:./data/app.db',
      appUrl: 'http://localhost:3000',
      production: false,
    })
    expect(config.google).toBeUndefined()
  })

  it('refuses to start in production without Google credentials, with a clear message', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', APP_URL: 'https://gym.example' })).toThrow(
      ConfigError,
    )
    expect(() => loadConfig({ NODE_ENV: 'production', APP_URL: 'https://gym.example' })).toThrow(
      /GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET are required/,
    )
  })

  it('refuses to start in production without APP_URL', () => {
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        GOOGLE_CLIENT_ID: 'id',
        GOOGLE_CLIENT_SECRET: 'secret',
      }),
    ).toThrow(/APP_URL is required/)
  })

  it('starts in production with Google credentials', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      APP_URL: 'https://gym.example/',
      GOOGLE_CLIENT_ID: 'id',
      GOOGLE_CLIENT_SECRET: 'secret',
    })
    expect(config.appUrl).toBe('https://gym.example')
    expect(config.google).toEqual({ clientId: 'id', clientSecret: 'secret' })
  })

  it('normalises ADMIN_EMAILS to lower case and ignores blanks', () => {
    expect([
      ...loadConfig({ ADMIN_EMAILS: ' Boss@Gym.example, ,coach@gym.example ' }).adminEmails,
    ]).toEqual(['boss@gym.example', 'coach@gym.example'])
  })

  it('rejects an invalid port', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/)
  })
})

describe('TRUST_PROXY', () => {
  const base = {
    NODE_ENV: 'production',
    APP_URL: 'https://gym.example.com',
    GOOGLE_CLIENT_ID: 'id',
    GOOGLE_CLIENT_SECRET: 'secret',
  }

  it('trusts one proxy hop in production and none in development unless told', () => {
    expect(loadConfig(base).trustProxy).toBe(1)
    expect(loadConfig({ NODE_ENV: 'development' }).trustProxy).toBe(false)
    expect(loadConfig({ ...base, TRUST_PROXY: '2' }).trustProxy).toBe(2)
    expect(loadConfig({ ...base, TRUST_PROXY: 'false' }).trustProxy).toBe(false)
    expect(loadConfig({ ...base, TRUST_PROXY: '10.0.0.1, 10.0.0.2' }).trustProxy).toBe(
      '10.0.0.1, 10.0.0.2',
    )
  })

  it('refuses a value that is neither a hop count nor addresses', () => {
    expect(() => loadConfig({ ...base, TRUST_PROXY: 'everyone' })).toThrow(/TRUST_PROXY/)
  })
})

describe('an empty TRUST_PROXY, as .env.example leaves it', () => {
  it('means the default', () => {
    expect(loadConfig({ NODE_ENV: 'development', TRUST_PROXY: '' }).trustProxy).toBe(false)
  })
})

describe('the development sign-in', () => {
  const google = { GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'secret' }

  it('is on without Google credentials outside production, on a loopback HOST', () => {
    for (const HOST of ['127.0.0.1', 'localhost', '::1', '127.0.1.1']) {
      expect(loadConfig({ NODE_ENV: 'development', HOST }).devSignIn, HOST).toBe(true)
    }
    expect(loadConfig({ NODE_ENV: 'development', ...google }).devSignIn).toBe(false)
  })

  it('refuses a non-loopback HOST unless ALLOW_DEV_SIGNIN=1 or Google credentials are set', () => {
    expect(() => loadConfig({ NODE_ENV: 'development', HOST: '0.0.0.0' })).toThrow(
      /anyone sign in as anyone.*ALLOW_DEV_SIGNIN=1/,
    )
    expect(() => loadConfig({ NODE_ENV: 'development', HOST: '192.168.1.20' })).toThrow(ConfigError)
    expect(
      loadConfig({ NODE_ENV: 'development', HOST: '0.0.0.0', ALLOW_DEV_SIGNIN: '1' }).devSignIn,
    ).toBe(true)
    expect(loadConfig({ NODE_ENV: 'development', HOST: '0.0.0.0', ...google }).devSignIn).toBe(
      false,
    )
  })
})

describe('the .env file', () => {
  const dir = mkdtempSync(join(tmpdir(), 'calisthenics-env-'))
  const file = join(dir, '.env')
  writeFileSync(
    file,
    '# comment\nPORT=4100\nMAIL_FROM="Gym <gym@example.test>"\nHOST=127.0.0.1\nEMPTY=\n',
  )

  it('fills what the environment leaves unset and never overrides it', () => {
    const env: NodeJS.ProcessEnv = { PORT: '5000' }
    expect(applyEnvFile(env, file)).toBe(true)
    expect(env).toEqual({
      PORT: '5000',
      MAIL_FROM: 'Gym <gym@example.test>',
      HOST: '127.0.0.1',
      EMPTY: '',
    })
    expect(loadConfig(env)).toMatchObject({ port: 5000, mailFrom: 'Gym <gym@example.test>' })
  })

  it('is optional', () => {
    const env: NodeJS.ProcessEnv = {}
    expect(applyEnvFile(env, join(dir, 'missing.env'))).toBe(false)
    expect(env).toEqual({})
  })

  it('has every variable the server reads documented in .env.example', () => {
    const example = readFileSync(join(process.cwd(), '.env.example'), 'utf8')
    for (const name of [
      'PORT',
      'HOST',
      'APP_URL',
      'DATABASE_URL',
      'LOG_LEVEL',
      'ALLOW_DEV_SIGNIN',
      'METRICS_TOKEN',
    ]) {
      expect(example, name).toMatch(new RegExp(`^#? ?${name}=`, 'm'))
    }
    // Copied as it is, the example starts the app with its defaults.
    const copied = join(dir, 'copied.env')
    writeFileSync(copied, example)
    const env: NodeJS.ProcessEnv = {}
    applyEnvFile(env, copied)
    expect(loadConfig(env)).toMatchObject({ port: 3000, devSignIn: true, metricsToken: undefined })
  })
})
