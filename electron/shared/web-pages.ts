import { createHash } from 'node:crypto'
import { appLocale, text } from './texts'

/** The app's own scheme; registered as standard + secure so it behaves like an https origin. */
export const APP_SCHEME = 'app'
/** The web bundle (dist/client) and the forwarded API live on this origin. */
export const BUNDLE_ORIGIN = 'app://bundle'
/** The app's own pages (kiosk setup, offline screen): another origin, so the bundle's bridge and
 * the setup bridge can tell their callers apart. */
export const LOCAL_ORIGIN = 'app://local'

export const BOARD_URL = `${BUNDLE_ORIGIN}/kiosk`
export const SETUP_URL = `${LOCAL_ORIGIN}/setup`
export const OFFLINE_URL = `${LOCAL_ORIGIN}/offline`

function parse(url: string): URL | null {
  try {
    return new URL(url)
  } catch {
    return null
  }
}

// A custom scheme's URL has an opaque `origin` ('null') in WHATWG terms: compare scheme and host.
export function isOnHost(url: string, host: 'bundle' | 'local'): boolean {
  const parsed = parse(url)
  return parsed?.protocol === `${APP_SCHEME}:` && parsed.host === host
}

export function isHttpUrl(url: string): boolean {
  const parsed = parse(url)
  return parsed?.protocol === 'http:' || parsed?.protocol === 'https:'
}

/**
 * The policy for every HTML page the protocol serves. The bundle's index.html carries one inline
 * script (the theme before first paint), allowed by its hash rather than 'unsafe-inline'. Styles
 * keep 'unsafe-inline' because dialog libraries inject <style> elements at run time; avatars may
 * be https images. Everything the page fetches goes to its own origin, which the main process
 * forwards.
 */
export function contentSecurityPolicy(html: string): string {
  const hashes = [...html.matchAll(/<script(?![^>]*\bsrc\s*=)[^>]*>([\s\S]*?)<\/script>/gi)].map(
    (match) =>
      `'sha256-${createHash('sha256')
        .update(match[1] ?? '')
        .digest('base64')}'`,
  )
  return [
    "default-src 'self'",
    `script-src 'self'${hashes.map((hash) => ` ${hash}`).join('')}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    "media-src 'self' data: blob:",
    "connect-src 'self'",
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-src 'none'",
    "frame-ancestors 'none'",
  ].join('; ')
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char)
}

const PAGE_STYLE = `
  :root { color-scheme: light dark; font-family: system-ui, sans-serif; }
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: #111827; color: #f9fafb; }
  main { max-width: 36rem; padding: 2rem; }
  h1 { font-size: 2.5rem; margin: 0 0 1rem; }
  p { font-size: 1.5rem; line-height: 1.4; }
  label { display: block; font-size: 1.25rem; margin-top: 1.25rem; }
  input { display: block; width: 100%; box-sizing: border-box; font-size: 1.5rem; padding: 0.5rem; margin-top: 0.25rem; }
  button { margin-top: 1.5rem; font-size: 1.5rem; padding: 0.75rem 1.5rem; }
  [role="alert"]:empty { display: none; }
  [role="alert"] { color: #fecaca; }
`

function page(title: string, body: string, script?: string): string {
  return `<!doctype html>
<html lang="${appLocale()}">
  <head>
    <meta charset="UTF-8" />
    <title>${escapeHtml(title)}</title>
    <style>${PAGE_STYLE}</style>
  </head>
  <body>
    <main>
${body}
    </main>${script ? `\n    <script src="${script}"></script>` : ''}
  </body>
</html>
`
}

export function renderSetupPage(options: { serverUrl: string | null; message: string | null }) {
  const t = (id: Parameters<typeof text>[0]) => escapeHtml(text(id))
  return page(
    text('Set up this kiosk'),
    `      <h1>${t('Set up this kiosk')}</h1>
      <p>${t('An admin registers the kiosk on the Kiosks admin page and reads you its pairing code.')}</p>
      <form id="pair" novalidate data-failed="${t('Pairing failed. Try again.')}">
        <label for="server-url">${t('Server address')}</label>
        <input id="server-url" name="serverUrl" type="url" required autocomplete="url"
          placeholder="https://gym.example.com" value="${escapeHtml(options.serverUrl ?? '')}" />
        <label for="code">${t('Pairing code')}</label>
        <input id="code" name="code" required autocomplete="off" autocapitalize="characters"
          spellcheck="false" placeholder="ABCD-EFGH" />
        <button type="submit">${t('Pair this kiosk')}</button>
        <p id="status" role="alert">${escapeHtml(options.message ?? '')}</p>
      </form>`,
    '/setup.js',
  )
}

export function renderOfflinePage(options: { serverUrl: string }) {
  const server = options.serverUrl
  return page(
    text('Server unreachable'),
    `      <h1>${escapeHtml(text('Reconnecting…'))}</h1>
      <p>${escapeHtml(text("The kiosk cannot reach {server}. It keeps trying and shows today's board again as soon as the server answers.", { server }))}</p>`,
  )
}
