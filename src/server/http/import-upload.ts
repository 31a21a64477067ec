// The upload of POST /api/user/{userId}/imports (docs/product.md#import-and-export-of-history)
// as a browser or a script sends a file: multipart/form-data (a `file` part and option fields)
// or the CSV itself as text/csv, options in the query (`?dryRun=1`). Each is read into the JSON
// body the procedure takes, so the REST adapter answers it like any call: the same session
// check, CSRF check, rate limit, validation and error body. Only this path takes them, and only
// these bodies may reach 20 MB (a JSON body stays within the server's 1 MB).
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { type ServerText, tx } from '../i18n/server-text'
import { IMPORT_LIMITS } from '~/shared/schemas/imports'

const IMPORT_PATH = /^\/api\/user\/[^/?]+\/imports(?:\?|$)/
/**
 * What is read of an upload: a file somewhat over 20 MB is read whole, so its sender gets the
 * 413 that says why (a client still sending when the server closes sees a reset instead).
 */
export const UPLOAD_BODY_LIMIT = 32 * 1024 * 1024
export const FILE_TOO_LARGE = tx('The file is larger than 20 MB')

// The error handler of app.ts answers `text` in the asker's language.
const fail = (statusCode: number, text: ServerText) =>
  Object.assign(new Error(text.message), { statusCode, text })

/** The parts of a multipart body: fields as text, and the file part with its name. */
export function parseMultipart(
  body: Buffer,
  contentType: string,
): { fields: Record<string, string>; file: { name: string; content: string } | null } {
  const boundary = /boundary=(?:"([^"]+)"|([^;]+))/i.exec(contentType)
  const mark = boundary?.[1] ?? boundary?.[2]
  if (!mark) throw fail(400, tx('A multipart body needs its boundary'))
  const delimiter = Buffer.from(`--${mark}`)
  const fields: Record<string, string> = {}
  let file: { name: string; content: string } | null = null
  let at = body.indexOf(delimiter)
  while (at !== -1) {
    const start = at + delimiter.length
    if (body.subarray(start, start + 2).toString() === '--') break
    const next = body.indexOf(delimiter, start)
    if (next === -1) break
    const part = body.subarray(start + 2, next - 2) // after CRLF, before the CRLF of the next
    const split = part.indexOf('\r\n\r\n')
    if (split !== -1) {
      const headers = part.subarray(0, split).toString('utf8')
      const content = part.subarray(split + 4).toString('utf8')
      const name = /name="([^"]*)"/i.exec(headers)?.[1]
      const fileName = /filename="([^"]*)"/i.exec(headers)?.[1]
      if (name === 'file' || fileName !== undefined)
        file = { name: fileName || 'history.csv', content }
      else if (name) fields[name] = content
    }
    at = next
  }
  return { fields, file }
}

/** An option given as text (a form field or the query) in the type the procedure takes. */
function option(name: string, value: string): unknown {
  if (name === 'dryRun' || name === 'countsTowardStreak') return value === '1' || value === 'true'
  if (name === 'mapping') {
    try {
      return JSON.parse(value) as unknown
    } catch {
      throw fail(400, tx('mapping must be JSON: \'{"exercise name": exerciseId or null}\''))
    }
  }
  return value
}

const OPTIONS = ['dryRun', 'countsTowardStreak', 'unit', 'fileName', 'mapping']

function withOptions(body: Record<string, unknown>, given: Record<string, string | undefined>) {
  for (const name of OPTIONS) {
    const value = given[name]
    if (value !== undefined && body[name] === undefined) body[name] = option(name, value)
  }
  return body
}

/** A POST of an import's file. */
export function isImportUpload(request: FastifyRequest): boolean {
  return request.method === 'POST' && IMPORT_PATH.test(request.url)
}

export function registerImportUpload(app: FastifyInstance) {
  const onlyImports = (request: FastifyRequest) => {
    if (!isImportUpload(request))
      throw fail(
        415,
        tx('Unsupported Media Type: {type}', { type: request.headers['content-type'] ?? '' }),
      )
  }
  app.addContentTypeParser(
    ['text/csv', 'multipart/form-data'],
    { parseAs: 'buffer', bodyLimit: UPLOAD_BODY_LIMIT },
    (request, body, done) => {
      try {
        onlyImports(request)
        const buffer = body as Buffer
        const type = request.headers['content-type'] ?? ''
        const query = request.query as Record<string, string | undefined>
        if (type.toLowerCase().startsWith('text/csv')) {
          if (buffer.length > IMPORT_LIMITS.maxBytes) throw fail(413, FILE_TOO_LARGE)
          return done(null, withOptions({ content: buffer.toString('utf8') }, query))
        }
        const { fields, file } = parseMultipart(buffer, type)
        if (!file) throw fail(400, tx('Send the CSV file as the multipart part `file`'))
        if (Buffer.byteLength(file.content) > IMPORT_LIMITS.maxBytes)
          throw fail(413, FILE_TOO_LARGE)
        done(
          null,
          withOptions(withOptions({ content: file.content, fileName: file.name }, fields), query),
        )
      } catch (error) {
        done(error as Error, undefined)
      }
    },
  )
  // `?dryRun=1` and the other options in the query hold for a JSON body too.
  app.addHook('preValidation', async (request) => {
    if (!isImportUpload(request)) return
    const body = request.body
    if (body && typeof body === 'object' && !Array.isArray(body))
      withOptions(body as Record<string, unknown>, request.query as Record<string, string>)
    // The adapter takes JSON only; the upload is JSON now.
    request.headers['content-type'] = 'application/json'
  })
}
