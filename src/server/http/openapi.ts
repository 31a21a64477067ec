import { generateOpenApiDocument } from 'trpc-to-openapi'
import type { AppConfig } from '../config'
import { appRouter } from '../api/root'

export function buildOpenApiDocument(config: AppConfig) {
  return generateOpenApiDocument(appRouter, {
    title: 'Calisthenics API',
    description:
      "REST face of the app's tRPC procedures. Authenticate with the session cookie (browsers) or `Authorization: Bearer <session token>` (desktop and kiosk clients). Errors are JSON `{ message, code, issues? }`.",
    version: '1.0.0',
    baseUrl: `${config.appUrl}/api`,
    securitySchemes: {
      bearer: { type: 'http', scheme: 'bearer' },
    },
  })
}

const esc = (s: string) =>
  s.replace(
    /[&<>"]/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] as string,
  )

/** A readable page rendered from the same document; no external scripts needed. */
export function renderDocsPage(doc: ReturnType<typeof buildOpenApiDocument>): string {
  const rows: string[] = []
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const method of ['get', 'post', 'patch', 'put', 'delete'] as const) {
      const op = (
        item as Record<
          string,
          | {
              summary?: string
              tags?: string[]
              security?: unknown[]
              requestBody?: unknown
              parameters?: unknown[]
            }
          | undefined
        >
      )[method]
      if (!op) continue
      const body = op.requestBody
        ? `<details><summary>Request body</summary><pre>${esc(JSON.stringify(op.requestBody, null, 2))}</pre></details>`
        : ''
      rows.push(
        `<tr><td><code class="m ${method}">${method.toUpperCase()}</code></td><td><code>/api${esc(path)}</code></td><td>${esc(op.summary ?? '')}${body}</td><td>${op.security?.length ? 'signed in' : 'public'}</td><td>${esc((op.tags ?? []).join(', '))}</td></tr>`,
      )
    }
  }
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>API reference</title>
<style>body{font-family:system-ui,sans-serif;margin:0 auto;max-width:1100px;padding:16px;color:#0f172a}table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #e2e8f0;padding:8px;text-align:left;vertical-align:top}.m{font-weight:700}.get{color:#047857}.post{color:#1d4ed8}.patch{color:#b45309}.delete{color:#b91c1c}pre{white-space:pre-wrap;font-size:12px}</style></head>
<body><main><h1>${esc(doc.info.title)} ${esc(doc.info.version)}</h1><p>${esc(doc.info.description ?? '')}</p><p>Machine-readable: <a href="/api/openapi.json">/api/openapi.json</a></p>
<table><thead><tr><th>Method</th><th>Path</th><th>Summary</th><th>Access</th><th>Tag</th></tr></thead><tbody>${rows.join('')}</tbody></table></main></body></html>`
}
