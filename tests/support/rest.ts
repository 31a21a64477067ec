/** One REST call as a non-browser client would make it: JSON in and out, optional Bearer token. */
export interface RestResponse {
  status: number
  headers: Headers
  text: string
  body: unknown
}

export async function rest(
  baseUrl: string,
  method: string,
  path: string,
  init: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<RestResponse> {
  const headers: Record<string, string> = { ...init.headers }
  if (init.token) headers.authorization = `Bearer ${init.token}`
  let body: string | undefined
  if (init.body !== undefined) {
    headers['content-type'] = 'application/json'
    body = JSON.stringify(init.body)
  }
  const res = await fetch(new URL(path, baseUrl), { method, headers, body })
  const text = await res.text()
  let parsed: unknown = undefined
  try {
    parsed = text ? JSON.parse(text) : undefined
  } catch {
    parsed = undefined
  }
  return { status: res.status, headers: res.headers, text, body: parsed }
}

/** Fails with the response text when a body looks like it carries a stack trace or file paths. */
export function expectNoStackTrace(res: RestResponse): void {
  if (/\bat\s+\S+\s+\(|\bstack\b|node_modules|\/src\/server\//i.test(res.text)) {
    throw new Error(`response ${res.status} leaks internals: ${res.text.slice(0, 500)}`)
  }
}
