import { readFileSync } from 'node:fs'
import { join } from 'node:path'

/** `name@version` as installed, for the messages of the tests that guard a library's internals. */
export function installed(name: string): string {
  const manifest = join(process.cwd(), 'node_modules', name, 'package.json')
  return `${name}@${(JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version}`
}
