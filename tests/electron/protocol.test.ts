import { createHash } from 'node:crypto'
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { startFakeElectron, tempDir, type FakeElectron } from './support/fake-electron'

const THEME_SCRIPT = "document.documentElement.classList.add('dark')"
const INDEX_HTML = `<!doctype html><html><head><script>${THEME_SCRIPT}</script>
<script type="module" src="/assets/index-abc.js"></script></head><body><div id="root"></div></body></html>`

let root: string
let bundleDir: string
let electron: FakeElectron | null = null

beforeAll(() => {
  root = tempDir('bundle')
  bundleDir = join(root, 'client')
  mkdirSync(join(bundleDir, 'assets'), { recursive: true })
  writeFileSync(join(bundleDir, 'index.html'), INDEX_HTML)
  writeFileSync(join(bundleDir, 'assets', 'index-abc.js'), 'console.log("app")')
  writeFileSync(join(bundleDir, 'assets', 'index-abc.css'), 'body{}')
  writeFileSync(join(bundleDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>')
  // Outside the bundle: must never be served.
  writeFileSync(join(root, 'secret.txt'), 'top secret')
})

afterAll(() => rmSync(root, { recursive: true, force: true }))

afterEach(() => {
  electron?.cleanup()
  electron = null
})

async function start(argv: string[] = ['--server=https://gym.example.com']) {
  electron = startFakeElectron({ argv, bundleDir })
  await electron.started?.ready
  return electron
}

function cspOf(response: Response): Map<string, string> {
  const policy = response.headers.get('content-security-policy') ?? ''
  return new Map(
    policy.split(';').map((part) => {
      const [name = '', ...values] = part.trim().split(/\s+/)
      return [name, values.join(' ')]
    }),
  )
}

describe('the app:// protocol', () => {
  it('The scheme is registered as standard, secure and fetch-capable before the app is ready', async () => {
    const e = await start()
    expect(e.fakes.protocol.registerSchemesAsPrivileged).toHaveBeenCalledWith([
      { scheme: 'app', privileges: { standard: true, secure: true, supportFetchAPI: true } },
    ])
    expect(e.fakes.protocol.handle).toHaveBeenCalledWith('app', expect.any(Function))
  })

  it('The root serves the bundle index.html', async () => {
    const e = await start()
    const response = await e.request('app://bundle/')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(await response.text()).toBe(INDEX_HTML)
  })

  it('Assets are served with their content types', async () => {
    const e = await start()
    const script = await e.request('app://bundle/assets/index-abc.js')
    expect(script.status).toBe(200)
    expect(script.headers.get('content-type')).toBe('text/javascript; charset=utf-8')
    expect(await script.text()).toBe('console.log("app")')
    const style = await e.request('app://bundle/assets/index-abc.css')
    expect(style.headers.get('content-type')).toBe('text/css; charset=utf-8')
    const icon = await e.request('app://bundle/favicon.svg')
    expect(icon.headers.get('content-type')).toBe('image/svg+xml')
  })

  it('Client-side routes fall back to index.html', async () => {
    const e = await start()
    for (const path of ['/kiosk', '/kiosk/timer', '/trainer/clients/12', '/daily?day=2']) {
      const response = await e.request(`app://bundle${path}`)
      expect(response.status).toBe(200)
      expect(await response.text()).toBe(INDEX_HTML)
    }
  })

  it('A missing asset is a 404, not index.html', async () => {
    const e = await start()
    expect((await e.request('app://bundle/assets/gone-123.js')).status).toBe(404)
    expect((await e.request('app://bundle/robots.txt')).status).toBe(404)
  })

  it('Paths that climb out of the bundle are refused', async () => {
    const e = await start()
    for (const path of [
      '/..%2fsecret.txt',
      '/assets/..%2f..%2fsecret.txt',
      '/%2e%2e/secret.txt',
      '/..%5csecret.txt',
      '/a%00.js',
    ]) {
      const response = await e.request(`app://bundle${path}`)
      expect(response.status, path).toBe(404)
      expect(await response.text()).not.toContain('top secret')
    }
    expect((await e.request('app://bundle/%E0%A4%A')).status).toBe(400)
  })

  it('Only GET and HEAD reach the bundle files', async () => {
    const e = await start()
    const head = await e.request('app://bundle/kiosk', { method: 'HEAD' })
    expect(head.status).toBe(200)
    expect(head.headers.get('content-security-policy')).toBeTruthy()
    expect(await head.text()).toBe('')
    expect((await e.request('app://bundle/daily', { method: 'POST', body: 'x' })).status).toBe(405)
  })

  it('Every served HTML page carries a strict Content-Security-Policy', async () => {
    const e = await start()
    const response = await e.request('app://bundle/kiosk')
    const csp = cspOf(response)
    const hash = createHash('sha256').update(THEME_SCRIPT).digest('base64')
    expect(csp.get('default-src')).toBe("'self'")
    // The inline theme script runs by its hash; no other inline script and no eval.
    expect(csp.get('script-src')).toBe(`'self' 'sha256-${hash}'`)
    expect(csp.get('connect-src')).toBe("'self'")
    expect(csp.get('object-src')).toBe("'none'")
    expect(csp.get('base-uri')).toBe("'none'")
    expect(csp.get('frame-src')).toBe("'none'")
    expect(csp.get('frame-ancestors')).toBe("'none'")
    expect(response.headers.get('content-security-policy')).not.toMatch(/unsafe-eval/)
    expect(csp.get('script-src')).not.toContain('unsafe-inline')
  })

  it('Any other app:// host is not found', async () => {
    const e = await start()
    expect((await e.request('app://elsewhere/index.html')).status).toBe(404)
  })
})

describe("the app's own pages", () => {
  it('The kiosk setup page asks for the server address and the pairing code under the CSP', async () => {
    const e = await start(['--kiosk', '--server=https://gym.example.com'])
    const response = await e.request('app://local/setup')
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(html).toContain('value="https://gym.example.com"')
    expect(html).toContain('id="code"')
    expect(html).toContain('<script src="/setup.js"></script>')
    expect(cspOf(response).get('script-src')).toBe("'self'")
    const script = await e.request('app://local/setup.js')
    expect(script.headers.get('content-type')).toBe('text/javascript; charset=utf-8')
    expect(await script.text()).toBe('wireSetupForm()\n')
  })

  it('The offline page names the server and carries the CSP', async () => {
    const e = await start(['--kiosk', '--server=https://gym.example.com'])
    const response = await e.request('app://local/offline')
    expect(await response.text()).toContain('cannot reach https://gym.example.com')
    expect(cspOf(response).get('default-src')).toBe("'self'")
    expect((await e.request('app://local/nothing')).status).toBe(404)
  })

  it('Only the origin of a configured server address reaches the pages', async () => {
    const e = await start(['--kiosk', '--server=https://gym.example.com/"><script>x</script>'])
    const html = await (await e.request('app://local/setup')).text()
    expect(html).toContain('value="https://gym.example.com"')
    expect(html).not.toContain('<script>x')
  })
})
