// Every use of zod's internals, in one place (docs/architecture.md#internals). trpc-to-openapi
// turns on coercion of a REST input's number, boolean, bigint and date fields by setting the
// flag zod reads at every parse (`schema._zod.def.coerce`), on the very schema tRPC parses with
// (http/rest-adapter.ts). Pinning that flag to the schema's own value makes the mark change
// nothing. tests/unit/internals-zod.test.ts fails, naming what moved, when an upgrade changes it.
import type { z } from 'zod'

/** Holds `schema`'s coercion flag at its own value, whoever sets it later. */
export function pinCoercion(schema: z.ZodType): void {
  const def = (schema as { _zod?: { def?: { coerce?: boolean } } })._zod?.def
  if (!def) {
    throw new Error(
      'zod internals moved: a schema no longer keeps its definition in `_zod.def` (src/server/internals/zod.ts pins its `coerce` flag; see tests/unit/internals-zod.test.ts)',
    )
  }
  const own = def.coerce ?? false
  Object.defineProperty(def, 'coerce', {
    get: () => own,
    set: () => undefined,
    enumerable: true,
    configurable: true,
  })
}
