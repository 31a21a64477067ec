// The contact sheet of exercise demonstrations (docs/demos.md), screenshotted by Chromium into
// tests/.artifacts/demo-contact-sheet.png. Run: npx tsx scripts/demo-contact-sheet.tsx [key ...]
import { execFileSync } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { demoContactSheet } from '../tests/support/demo-contact-sheet'

const out = join(import.meta.dirname, '..', 'tests', '.artifacts')
mkdirSync(out, { recursive: true })
const { html, count } = demoContactSheet(process.argv.slice(2))
const htmlPath = join(out, 'demo-contact-sheet.html')
writeFileSync(htmlPath, html)
const rows = Math.ceil(count / 2)
execFileSync(
  process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--hide-scrollbars',
    `--screenshot=${join(out, 'demo-contact-sheet.png')}`,
    `--window-size=1400,${Math.max(400, rows * 260 + 40)}`,
    `file://${htmlPath}`,
  ],
  { stdio: 'ignore' },
)
console.info(`${count} demonstrations -> ${join(out, 'demo-contact-sheet.png')}`)
