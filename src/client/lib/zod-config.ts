import { z } from 'zod'

// Zod's fast path probes `new Function`, which the app's CSP forbids
// (docs/architecture.md#security-headers), so it is switched off before anything parses.
z.config({ jitless: true })

/**
 * The client's one way to parse (ESLint holds it): a value import, called where the parsing
 * happens, so Zod loads with the screens that parse and stays out of those that never do (Daily).
 * A bare side-effect import would instead travel with a route's config into the entry chunk.
 */
export function safeParse<Schema extends z.ZodType>(
  schema: Schema,
  value: unknown,
): z.ZodSafeParseResult<z.output<Schema>> {
  return schema.safeParse(value)
}
