// Catalogue answers kept ready to send (docs/architecture.md#request-cost): the catalogue
// changes only when an admin edits it, so a procedure's answer for one input is the same for
// every signed-in user until the catalogue version moves (decision 013). It is validated and
// serialised once per version, hashed once for its ETag, and compressed once per encoding.
import { createHash } from 'node:crypto'
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib'
import type { Drizzle } from '../db/client'
import { currentCatalogueVersion } from '../services/catalogue/catalogue-cache'

export type AnswerEncoding = 'br' | 'gzip'

/** One procedure's answer, serialised: what the REST fast path sends (http/kept-answer-routes.ts). */
export class SerialisedAnswer {
  /** A strong ETag per representation: the bytes differ by encoding. */
  readonly etag: string
  readonly #encoded = new Map<AnswerEncoding, Buffer>()

  constructor(
    readonly json: string,
    readonly value: unknown,
    /**
     * brotli's quality and gzip's level: the highest for answers made once per catalogue
     * version; lower for one user's answer, made again with each change they see.
     */
    private readonly levels: { brotli: number; gzip: number } = { brotli: 11, gzip: 9 },
  ) {
    this.etag = createHash('sha256').update(json).digest('base64url').slice(0, 27)
  }

  etagFor(encoding: AnswerEncoding | null): string {
    return `"${this.etag}${encoding ? `-${encoding}` : ''}"`
  }

  /** The body in `encoding`, compressed on first use, then kept. */
  encoded(encoding: AnswerEncoding): Buffer {
    let body = this.#encoded.get(encoding)
    if (!body) {
      body =
        encoding === 'br'
          ? brotliCompressSync(this.json, {
              params: {
                [zlib.BROTLI_PARAM_QUALITY]: this.levels.brotli,
                [zlib.BROTLI_PARAM_MODE]: 1,
              },
            })
          : gzipSync(this.json, { level: this.levels.gzip })
      this.#encoded.set(encoding, body)
    }
    return body
  }

  /** Serialised by anything else (tRPC's adapter, JSON.stringify): the value itself. */
  toJSON(): unknown {
    return this.value
  }
}

const answers = new WeakMap<Drizzle, Map<string, { version: number; answer: SerialisedAnswer }>>()

/**
 * The procedure's answer for `path` and `input` as of the catalogue's current version: the kept
 * one, or `compute()` (the rest of the procedure: its output validation and resolver) serialised
 * and kept. The version is read first, so a kept answer is never older than its version.
 */
export async function serialisedCatalogueAnswer(
  db: Drizzle,
  path: string,
  input: unknown,
  compute: () => Promise<{ ok: true; data: unknown } | { ok: false }>,
  /** The version as read with the session, when it was (the same statement: no further read). */
  knownVersion?: number,
): Promise<SerialisedAnswer | null> {
  const version = knownVersion ?? (await currentCatalogueVersion(db))
  const key = `${path} ${JSON.stringify(input ?? null)}`
  let byKey = answers.get(db)
  if (!byKey) answers.set(db, (byKey = new Map()))
  const kept = byKey.get(key)
  if (kept && kept.version === version) return kept.answer
  const result = await compute()
  if (!result.ok) return null
  const answer = new SerialisedAnswer(JSON.stringify(result.data), result.data)
  // Inputs are validated before this point (a category of a fixed list), so keys are few.
  if (byKey.size >= 100) byKey.clear()
  byKey.set(key, { version, answer })
  return answer
}

/** brotli 5 and gzip 6: a list of 1,000 clients (~115 KB) in a few milliseconds. */
const OWN_ANSWER_LEVELS = { brotli: 5, gzip: 6 }

const ownAnswers = new WeakMap<object, SerialisedAnswer>()

/**
 * The serialised form of one user's kept answer (the very object answered before, e.g. a
 * trainer's kept client list), made once per object: a new object is a new answer.
 */
export function serialisedOwnAnswer(value: object): SerialisedAnswer {
  let answer = ownAnswers.get(value)
  if (!answer) {
    answer = new SerialisedAnswer(JSON.stringify(value), value, OWN_ANSWER_LEVELS)
    ownAnswers.set(value, answer)
  }
  return answer
}
