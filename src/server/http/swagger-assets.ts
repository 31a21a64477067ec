import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'

// The files of swagger-ui-dist that /api/docs loads, read once from node_modules.
const FILES: Record<string, string> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
}
const cache = new Map<string, { type: string; body: Buffer }>()

export function swaggerAsset(file: string): { type: string; body: Buffer } | null {
  const type = FILES[file]
  if (!type) return null
  let asset = cache.get(file)
  if (!asset) {
    const dir = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'))
    asset = { type, body: readFileSync(join(dir, file)) }
    cache.set(file, asset)
  }
  return asset
}
