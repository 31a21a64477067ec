import { z } from 'zod'

// Zod's fast path probes `new Function`, which the app's CSP forbids
// (docs/architecture.md#security-headers); imported first by main.tsx, before any schema parses.
z.config({ jitless: true })
