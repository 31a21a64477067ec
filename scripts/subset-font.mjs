// The app's typeface (docs/architecture.md#typeface): Inter from @fontsource-variable/inter, cut
// at build time to the characters the app's own texts use (printable ASCII and a few marks) and to
// the weights it uses (400 to 800, still variable), with every OpenType feature kept (tnum for
// timers and counts). 48 KB of latin becomes about 22 KB. Other characters, such as accents in a
// user's name, fall back to the system font. Written once per package version into
// src/client/fonts/.generated/, which the style sheet imports and git ignores.
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import subsetFont from 'subset-font'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const require = createRequire(import.meta.url)
const source = require.resolve('@fontsource-variable/inter/files/inter-latin-wght-normal.woff2')
const target = join(root, 'src', 'client', 'fonts', '.generated', 'inter.woff2')

let characters = ''
for (let code = 0x20; code <= 0x7e; code++) characters += String.fromCharCode(code)
characters += '\u00a0’‘“”–—·…×•→←↑↓°'

if (existsSync(target) && statSync(target).mtimeMs >= statSync(source).mtimeMs) process.exit(0)
const font = await subsetFont(readFileSync(source), characters, {
  targetFormat: 'woff2',
  variationAxes: { wght: { min: 400, max: 800 } },
})
mkdirSync(dirname(target), { recursive: true })
writeFileSync(target, font)
console.info(`Typeface: Inter cut to the app's characters, ${(font.length / 1024).toFixed(0)} KB`)
