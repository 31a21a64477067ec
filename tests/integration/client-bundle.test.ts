import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { projectRoot } from '~/server/paths'

const client = join(projectRoot(), 'dist', 'client')

/** Every file the built page loads before any route's own chunk: the entry and its static imports. */
function entryGraph(): Map<string, string> {
  const html = readFileSync(join(client, 'index.html'), 'utf8')
  const entry = /<script type="module"[^>]*src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1]
  expect(entry, 'the entry script of index.html').toBeDefined()
  const files = new Map<string, string>()
  const visit = (path: string) => {
    if (files.has(path)) return
    const code = readFileSync(join(client, path), 'utf8')
    files.set(path, code)
    // Static imports only (`import"./x.js"`, `from"./x.js"`); `import("./x.js")` loads later.
    for (const m of code.matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g)) {
      visit(`/assets/${m[1]}`)
    }
  }
  visit(entry!)
  return files
}

describe('the built client', () => {
  it('ships no Zod and no Radix menu in what every first visit loads', () => {
    const files = entryGraph()
    expect(files.size).toBeGreaterThan(1)
    for (const [path, code] of files) {
      // Zod's global config and its error class; Radix's dropdown menu and its popper.
      expect(code.includes('jitless') || code.includes('ZodError'), `Zod in ${path}`).toBe(false)
      expect(code.includes('data-radix-menu-content'), `Radix menu in ${path}`).toBe(false)
      expect(code.includes('--radix-popper-available-width'), `Radix popper in ${path}`).toBe(false)
    }
  })

  it('loads what a first visit needs in a handful of files, not dozens', () => {
    // Over HTTP/1.1 each file costs a round of headers (docs/architecture.md#first-visit).
    expect(entryGraph().size).toBeLessThanOrEqual(8)
  })

  it('compiles the framework, the shared modules and the player as they load, and nothing else', () => {
    // Chromium's per-file compile hint (vite.config.ts): it must open the file to count.
    const manifest = JSON.parse(
      readFileSync(join(client, '.vite', 'manifest.json'), 'utf8'),
    ) as Record<string, { file: string; name?: string }>
    const hinted = new Set<string>()
    for (const { file, name } of Object.values(manifest)) {
      if (!file.endsWith('.js')) continue
      const code = readFileSync(join(client, file), 'utf8')
      if (code.startsWith('//# allFunctionsCalledOnLoad\n')) hinted.add(name ?? file)
      else expect(code.includes('allFunctionsCalledOnLoad'), `a hint inside ${file}`).toBe(false)
      // Each chunk's source map still has one line of mappings per line of code, the hint's
      // line (with none) included: a profile of the built app names the right source.
      if (!existsSync(join(client, `${file}.map`))) continue
      const map = JSON.parse(readFileSync(join(client, `${file}.map`), 'utf8')) as {
        mappings: string
      }
      expect(map.mappings.split(';').length, `lines mapped in ${file}`).toBe(
        code.split('\n').length,
      )
    }
    expect([...hinted].sort()).toEqual(['common', 'framework', 'workout-player'])
  })
})
