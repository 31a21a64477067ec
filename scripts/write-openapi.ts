// Writes the OpenAPI document to a file (default dist/openapi.json) for `npm run lint:openapi`.
import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'
import { loadConfig } from '../src/server/config'
import { buildOpenApiDocument } from '../src/server/http/openapi'

const out = process.argv[2] ?? 'dist/openapi.json'
const config = loadConfig({
  NODE_ENV: 'production',
  APP_URL: 'https://gym.example.org',
  GOOGLE_CLIENT_ID: 'id',
  GOOGLE_CLIENT_SECRET: 'secret',
})
mkdirSync(dirname(out), { recursive: true })
writeFileSync(out, `${JSON.stringify(buildOpenApiDocument(config), null, 2)}\n`)
process.stdout.write(`Wrote ${out}\n`)
