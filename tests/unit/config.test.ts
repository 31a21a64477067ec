import { describe, expect, it } from 'vitest'
import { ConfigError, loadConfig } from '~/server/config'

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
