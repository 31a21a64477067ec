import { z } from 'zod'

// Zod's fast path probes `new Function`, which the app's CSP forbids
// (docs/architecture.md#security-headers). Every client module that parses with a schema imports
// this first, so zod stays out of the screens that never parse (Daily ships without it).
z.config({ jitless: true })
