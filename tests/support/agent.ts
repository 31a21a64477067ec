import { CookieJar } from './cookie-jar'

export interface AgentResponse {
  status: number
  headers: Headers
  text: string
  json<T = unknown>(): T
  location: string | null
}

/**
 * An HTTP client with a cookie jar that behaves like a same-origin browser tab: it sends the
 * app's Origin on state-changing requests unless told otherwise, and follows redirects on request.
 */
export class Agent {
  readonly jar = new CookieJar()
  constructor(readonly baseUrl: string) {}

  async request(
    path: string,
    init: {
      method?: string
      body?: unknown
      form?: Record<string, string>
      headers?: Record<string, string>
      origin?: string | null
    } = {},
  ): Promise<AgentResponse> {
    const url = new URL(path, this.baseUrl)
    const method = init.method ?? 'GET'
    const headers: Record<string, string> = { ...init.headers }
    const cookie = this.jar.headerFor(url.pathname)
    if (cookie) headers.cookie = cookie
    if (method !== 'GET' && init.origin !== null)
      headers.origin = init.origin ?? new URL(this.baseUrl).origin
    let body: string | undefined
    if (init.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded'
      body = new URLSearchParams(init.form).toString()
    } else if (init.body !== undefined) {
      headers['content-type'] = 'application/json'
      body = JSON.stringify(init.body)
    }
    const res = await fetch(url, { method, headers, body, redirect: 'manual' })
    this.jar.store(res.headers.getSetCookie())
    const text = await res.text()
    const location = res.headers.get('location')
    return {
      status: res.status,
      headers: res.headers,
      text,
      location: location ? new URL(location, url).toString() : null,
      json<T>() {
        return JSON.parse(text) as T
      },
    }
  }

  /** Follows redirects from `path` until a non-redirect answer, returning every hop. */
  async follow(path: string, init: Parameters<Agent['request']>[1] = {}): Promise<AgentResponse[]> {
    const hops: AgentResponse[] = []
    let res = await this.request(path, init)
    hops.push(res)
    for (let i = 0; i < 15 && res.status >= 300 && res.status < 400 && res.location; i++) {
      res = await this.request(res.location)
      hops.push(res)
    }
    return hops
  }

  /**
   * Signs in through the real flow: the app's /api/auth/google, the development OpenID
   * provider's login form, the code exchange on the callback. Returns the final redirect hops.
   */
  async signIn(
    identity: { email?: string; name?: string; demo?: string },
    returnTo?: string,
    /** Headers of the sign-in start, as a browser sends them (Accept-Language). */
    headers: Record<string, string> = {},
  ) {
    const start = `/api/auth/google${returnTo ? `?returnTo=${encodeURIComponent(returnTo)}` : ''}`
    const toForm = await this.follow(start, { headers })
    const formPage = toForm.at(-1)
    const action = /action="([^"]+)"/.exec(formPage?.text ?? '')?.[1]
    if (!formPage || formPage.status !== 200 || !action)
      throw new Error(`No login form: ${formPage?.status} ${formPage?.text.slice(0, 200)}`)
    const form: Record<string, string> = identity.demo
      ? { demo: identity.demo }
      : { email: identity.email ?? '', name: identity.name ?? '' }
    return this.follow(action, { method: 'POST', form })
  }

  sessionToken(): string | undefined {
    return this.jar.get('session')?.value ?? this.jar.get('__Host-session')?.value
  }
}
