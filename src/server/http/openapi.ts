import { generateOpenApiDocument } from 'trpc-to-openapi'
import type { AppConfig } from '../config'
import { appRouter } from '../api/root'
import type { Access } from '../api/rest'
import { restOperationTemplates } from '../api/rest-operations'
import { kioskCookieName, sessionCookieName } from '../auth/cookies'
import { MAX_JSON_DEPTH } from './json-depth'

type Document = ReturnType<typeof generateOpenApiDocument>
type Operation = {
  security?: Record<string, string[]>[]
  responses?: Record<string, unknown>
  parameters?: unknown[]
}

/**
 * The OpenAPI document of the REST face (docs/product.md#api), made from the procedures and
 * then corrected where trpc-to-openapi cannot know better: each operation's real security
 * (public, session cookie or Bearer, kiosk), and the errors every call can answer with
 * (409, 429 and 503 included), all with the one error body `{message, code, issues?}`.
 */
export function buildOpenApiDocument(config: AppConfig): Document {
  const doc = generateOpenApiDocument(appRouter, {
    title: 'Calisthenics API',
    description:
      "REST face of the app's tRPC procedures. Browsers authenticate with the session cookie; " +
      'desktop clients send `Authorization: Bearer <session token>`; paired wall screens send ' +
      '`Authorization: Kiosk <device token>` (or carry the kiosk cookie). Errors are JSON ' +
      '`{ message, code, issues? }`; 429 and 503 answers carry `Retry-After`. JSON bodies nest ' +
      `at most ${MAX_JSON_DEPTH} levels.`,
    version: '1.0.0',
    baseUrl: `${config.appUrl}/api`,
    securitySchemes: {
      cookie: {
        type: 'apiKey',
        in: 'cookie',
        name: sessionCookieName(config),
        description: 'The session cookie set by Google sign-in (HttpOnly, SameSite=Lax).',
      },
      bearer: {
        type: 'http',
        scheme: 'bearer',
        description: 'A session token (desktop app, from POST /api/auth/desktop/token).',
      },
      kiosk: {
        type: 'apiKey',
        in: 'header',
        name: 'Authorization',
        description: 'A paired wall screen: `Authorization: Kiosk <device token>`.',
      },
      kioskCookie: {
        type: 'apiKey',
        in: 'cookie',
        name: kioskCookieName(config),
        description: 'A paired wall screen in a browser: the HttpOnly kiosk cookie set by pairing.',
      },
    },
  })
  doc.info.license = { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' }
  const components = (doc.components ??= {})
  const schemas = (components.schemas ??= {}) as Record<string, unknown>
  for (const [code, status, example] of EXTRA_ERRORS) {
    schemas[`error.${code}`] = errorSchema(code, status, example)
  }

  for (const { access, method, path, type } of restOperationTemplates()) {
    const op = (doc.paths?.[path] as Record<string, Operation> | undefined)?.[method]
    if (!op) continue
    op.security = SECURITY[access]
    const responses = (op.responses ??= {})
    if (access === 'public') {
      delete responses['401']
      delete responses['403']
    }
    if (path.includes('{')) responses['404'] ??= errorResponse('NOT_FOUND', 'No such record')
    if (type === 'mutation') {
      responses['409'] ??= errorResponse('CONFLICT', 'Clashes with the current state')
      responses['429'] ??= errorResponse('TOO_MANY_REQUESTS', 'Over a rate limit', true)
    }
    responses['503'] ??= errorResponse(
      'SERVICE_UNAVAILABLE',
      'The database (or, for invitations, the mail server) cannot serve the request now',
      true,
    )
  }
  return doc
}

const SECURITY: Record<Access, Record<string, string[]>[]> = {
  public: [],
  user: [{ cookie: [] }, { bearer: [] }],
  kiosk: [{ kiosk: [] }, { kioskCookie: [] }],
}

const EXTRA_ERRORS = [
  ['NOT_FOUND', 404, 'Workout not found'],
  ['CONFLICT', 409, 'This user already has a trainer'],
  ['TOO_MANY_REQUESTS', 429, 'Too many requests; try again shortly'],
  ['SERVICE_UNAVAILABLE', 503, 'The database is busy; try again in a moment'],
] as const

function errorSchema(code: string, status: number, message: string) {
  return {
    type: 'object',
    title: `${code} error (${status})`,
    description: 'The error body of every failed call.',
    properties: {
      message: { type: 'string', description: 'A sentence for people', example: message },
      code: { type: 'string', description: 'The error code', example: code },
      issues: {
        type: 'array',
        description: 'Validation failures only: each field at fault',
        items: {
          type: 'object',
          properties: { message: { type: 'string' } },
          required: ['message'],
        },
      },
    },
    required: ['message', 'code'],
    additionalProperties: false,
    example: { message, code },
  }
}

function errorResponse(code: string, description: string, retryAfter = false) {
  return {
    description,
    ...(retryAfter
      ? {
          headers: {
            'Retry-After': {
              description: 'Seconds to wait before trying again',
              schema: { type: 'integer', minimum: 1, example: 2 },
            },
          },
        }
      : {}),
    content: { 'application/json': { schema: { $ref: `#/components/schemas/error.${code}` } } },
  }
}

/** The `/api/docs` page: Swagger UI, served from the app's own node_modules (no CDN). */
export const DOCS_PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>Calisthenics API reference</title>
<link rel="stylesheet" href="/api/docs/assets/swagger-ui.css">
</head>
<body>
<main id="swagger-ui" aria-label="API reference"></main>
<script src="/api/docs/assets/swagger-ui-bundle.js"></script>
<script src="/api/docs/init.js"></script>
</body>
</html>
`

/** Starts Swagger UI on the document; a file of its own, since the CSP allows no inline script. */
export const DOCS_INIT_SCRIPT = `window.addEventListener('load', function () {
  window.ui = SwaggerUIBundle({
    url: '/api/openapi.json',
    dom_id: '#swagger-ui',
    deepLinking: true,
    defaultModelsExpandDepth: 1,
    displayRequestDuration: true,
    tryItOutEnabled: false,
  })
})
`
