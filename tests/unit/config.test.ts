import { describe, expect, it } from 'vitest'
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { applyEnvFile, CONFIG_VARIABLES, ConfigError, loadConfig } from '~/server/config'

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

  it('trusts no proxy unless told, in production too', () => {
    expect(loadConfig(base).trustProxy).toBe(false)
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
    expect(CONFIG_VARIABLES).toContain('METRICS_TOKEN')
    // LOG_LEVEL is read by the logger (http/logging.ts), not by loadConfig.
    for (const name of [...CONFIG_VARIABLES, 'LOG_LEVEL']) {
      expect(example, name).toMatch(new RegExp(`^(# )?${name}=`, 'm'))
    }
  })

  it('changes nothing when .env.example is copied as it is (so Docker may use it as --env-file)', () => {
    const copied = join(dir, 'copied.env')
    writeFileSync(copied, readFileSync(join(process.cwd(), '.env.example'), 'utf8'))
    const env: NodeJS.ProcessEnv = {}
    applyEnvFile(env, copied)
    // Only empty values, which mean "unset": NODE_ENV, HOST, PORT, DATABASE_URL stay the image's.
    expect(Object.values(env).filter(Boolean)).toEqual([])
    expect(loadConfig(env)).toMatchObject({ port: 3000, devSignIn: true, metricsToken: undefined })
  })

  it('reads quoted values over several lines and export-prefixed names', () => {
    const file = join(dir, 'multi.env')
    writeFileSync(file, 'export PORT=4200\nMAIL_FROM="Gym\nDesk"\n  # indented comment\nHOST=::1\n')
    const env: NodeJS.ProcessEnv = {}
    applyEnvFile(env, file)
    expect(env).toEqual({ PORT: '4200', MAIL_FROM: 'Gym\nDesk', HOST: '::1' })
  })

  it('refuses a malformed file with one line naming the line, never its value, and applies nothing', () => {
    const cases: [string, RegExp][] = [
      ['PORT=4100\nGOOGLE_CLIENT_SECRET s3cr3t-value\n', /^bad\.env line 2 is not NAME=value/],
      [
        'PORT=4100\nMAIL_FROM="Gym <gym@example.test>\nHOST=::1\n',
        /^bad\.env line 2 opens a " quote/,
      ],
    ]
    for (const [text, message] of cases) {
      const file = join(dir, 'bad.env')
      writeFileSync(file, text)
      const env: NodeJS.ProcessEnv = {}
      const error = (() => {
        try {
          applyEnvFile(env, file)
        } catch (e) {
          return e as Error
        }
      })()
      expect(error).toBeInstanceOf(ConfigError)
      expect(error?.message.replace(dir + '/', '')).toMatch(message)
      expect(error?.message).not.toContain('s3cr3t')
      expect(error?.message.split('\n')).toHaveLength(1)
      expect(env).toEqual({})
    }
  })

  it('refuses a .env that cannot be read', () => {
    const folder = join(dir, 'folder.env')
    mkdirSync(folder)
    expect(() => applyEnvFile({}, folder)).toThrow(/folder\.env cannot be read \(EISDIR\)/)
  })
})
