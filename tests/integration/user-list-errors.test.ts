import { createTRPCClient, httpBatchLink } from '@trpc/client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { userListErrorText } from '~/client/components/user-list'
import type { AppRouter } from '~/server/api/root'
import { createSessionToken, createUser } from '../support/factories'
import { startTestServer, type TestServer } from '../support/test-server'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())

/** The app's own tRPC client over real HTTP, as someone holding `token` (or nobody). */
function clientAs(token?: string) {
  return createTRPCClient<AppRouter>({
    links: [
      httpBatchLink({
        url: `${server.url}/trpc`,
        headers: token ? { authorization: `Bearer ${token}` } : {},
      }),
    ],
  })
}

async function userListFailure(token?: string): Promise<unknown> {
  try {
    await clientAs(token).admin.users.query({})
  } catch (error) {
    return error
  }
  throw new Error('the user list loaded')
}

describe('the user list’s load failure text', () => {
  it('says the visitor lacks permission when the server answers 401 or 403', async () => {
    expect(userListErrorText(await userListFailure())).toBe(
      "You don't have permission to access this page",
    )
    const athlete = await createUser(server.database)
    const token = await createSessionToken(server.database, athlete.id)
    expect(userListErrorText(await userListFailure(token))).toBe(
      "You don't have permission to access this page",
    )
  })

  it("says 'Failed to load users' when the server cannot be reached", async () => {
    const gone = await startTestServer()
    const url = gone.url
    await gone.close()
    const error = await createTRPCClient<AppRouter>({
      links: [httpBatchLink({ url: `${url}/trpc` })],
    })
      .admin.users.query({})
      .catch((e: unknown) => e)
    expect(userListErrorText(error)).toBe('Failed to load users')
  })
})
