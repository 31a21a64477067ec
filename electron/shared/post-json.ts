import { messageOf, type Fetch } from './forward'

export type PostJsonOutcome =
  { ok: true; body: Record<string, unknown> } | { ok: false; message: string }

/**
 * A JSON POST from the main process to the server (pairing, the sign-in code exchange), with the
 * failure in words to show: unreachable, the server's own `{message}`, or a body that is not JSON.
 */
export async function postJson(
  fetch: Fetch,
  serverUrl: string,
  path: string,
  payload: unknown,
  opts: { timeoutMs?: number; unreachable: string },
): Promise<PostJsonOutcome> {
  let response: Response
  try {
    response = await fetch(new URL(path, serverUrl).href, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(payload),
      ...(opts.timeoutMs ? { signal: AbortSignal.timeout(opts.timeoutMs) } : {}),
    })
  } catch {
    return { ok: false, message: opts.unreachable }
  }
  if (!response.ok) {
    return {
      ok: false,
      message: (await messageOf(response)) ?? `The server answered ${response.status}`,
    }
  }
  const body: unknown = await response.json().catch(() => null)
  return typeof body === 'object' && body !== null
    ? { ok: true, body: body as Record<string, unknown> }
    : { ok: false, message: 'The server answered something other than JSON' }
}
