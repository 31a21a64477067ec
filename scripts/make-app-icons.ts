// Draws the installed app's icons (docs/architecture.md#offline) from the app's mark, the same
// dumbbell as favicon.svg, as PNGs: 192 and 512 px, and a maskable 512 px whose mark sits inside
// the central safe zone (80 %). Run once after changing the mark; the PNGs are committed.
//   npx tsx scripts/make-app-icons.ts
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { launchBrowser } from '../tests/support/browser'

const BRAND = '#4338ca'
const MARK =
  '<path d="M8 20h16M11 12v8M21 12v8M6 14v4M26 14v4" stroke="#fff" stroke-width="2.5" stroke-linecap="round" fill="none"/>'

/** Rounded like the favicon for "any"; full bleed with a smaller mark for "maskable". */
function svg(maskable: boolean): string {
  const mark = maskable
    ? `<g transform="translate(16 16) scale(0.62) translate(-16 -16)">${MARK}</g>`
    : MARK
  const tile = maskable
    ? `<rect width="32" height="32" fill="${BRAND}"/>`
    : `<rect width="32" height="32" rx="7" fill="${BRAND}"/>`
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">${tile}${mark}</svg>`
}

const out = join(import.meta.dirname, '..', 'src', 'client', 'public', 'icons')
const browser = await launchBrowser()
const page = await browser.newPage()
for (const [name, size, maskable] of [
  ['icon-192.png', 192, false],
  ['icon-512.png', 512, false],
  ['icon-maskable-512.png', 512, true],
  ['apple-touch-icon.png', 180, true],
] as const) {
  await page.setViewportSize({ width: size, height: size })
  await page.setContent(
    `<style>html,body{margin:0;background:transparent}svg{display:block;width:${size}px;height:${size}px}</style>${svg(maskable)}`,
  )
  writeFileSync(join(out, name), await page.screenshot({ omitBackground: true }))
}
await browser.close()
