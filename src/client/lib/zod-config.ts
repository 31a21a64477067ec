import { z } from 'zod'
import { translateSaid } from './zod-messages'

// Zod's fast path probes `new Function`, which the app's CSP forbids
// (docs/architecture.md#security-headers), so it is switched off before anything parses.
z.config({ jitless: true })

/**
 * The client's one way to parse (ESLint holds it): a value import, called where the parsing
 * happens, so Zod loads with the screens that parse and stays out of those that never do (Daily).
 * A bare side-effect import would instead travel with a route's config into the entry chunk.
 * The schema's messages come back in the active language, as the server would answer them.
 */
export function safeParse<Schema extends z.ZodType>(
  schema: Schema,
  value: unknown,
): z.ZodSafeParseResult<z.output<Schema>> {
  const result = schema.safeParse(value)
  if (!result.success) {
    // The issues are this call's own objects, so they are worded in place.
    for (const issue of result.error.issues as { message: string }[]) {
      issue.message = translateSaid(issue.message)
    }
  }
  return result
}
