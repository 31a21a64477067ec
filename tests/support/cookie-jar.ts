/** A small cookie jar with path matching, enough to drive the real sign-in flow over HTTP. */
export interface StoredCookie {
  name: string
  value: string
  path: string
  attributes: string[]
}

export class CookieJar {
  readonly cookies = new Map<string, StoredCookie>()

  store(setCookieHeaders: string[]): void {
    for (const header of setCookieHeaders) {
      const [pair = '', ...attrs] = header.split(';').map((s) => s.trim())
      const eq = pair.indexOf('=')
      const name = pair.slice(0, eq)
      const value = pair.slice(eq + 1)
      const path = attrs.find((a) => a.toLowerCase().startsWith('path='))?.slice(5) ?? '/'
      const key = `${name};${path}`
      const expired =
        attrs.some((a) => /^max-age=0$/i.test(a)) ||
        attrs.some(
          (a) =>
            a.toLowerCase().startsWith('expires=') && new Date(a.slice(8)).getTime() < Date.now(),
        )
      if (expired || value === '') this.cookies.delete(key)
      else this.cookies.set(key, { name, value, path, attributes: attrs })
    }
  }

  headerFor(pathname: string): string {
    return [...this.cookies.values()]
      .filter(
        (c) =>
          pathname === c.path ||
          pathname.startsWith(c.path.endsWith('/') ? c.path : `${c.path}/`) ||
          c.path === '/',
      )
      .map((c) => `${c.name}=${c.value}`)
      .join('; ')
  }

  get(name: string): StoredCookie | undefined {
    return [...this.cookies.values()].find((c) => c.name === name)
  }
}
