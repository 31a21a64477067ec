// A contact sheet of every exercise demonstration: each demo's correct keyframes, then its
// incorrect ones (fault marked), in one page, screenshotted by Chromium into tests/.artifacts/.
// Run: npx tsx scripts/demo-contact-sheet.tsx [key ...]
import { execFileSync } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { renderToStaticMarkup } from 'react-dom/server'
import { FigureSvg, viewBoxOf } from '../src/client/components/demo/figure-svg'
import { belowFloor, contactProblem, solvedFrames } from '../src/shared/demos/demo'
import { DEMOS } from '../src/shared/demos'
import { limitViolations, solvePose } from '../src/shared/demos/skeleton'

const only = process.argv.slice(2)
const out = join(import.meta.dirname, '..', 'tests', '.artifacts')
mkdirSync(out, { recursive: true })
const cells: string[] = []
for (const [key, demo] of Object.entries(DEMOS)) {
  if (only.length && !only.includes(key)) continue
  const box = viewBoxOf(solvedFrames(demo), demo.props)
  const frames = [
    ...demo.correct.frames.map((f, i) => ({
      pose: f,
      faults: [],
      label: `correct ${i}${i === demo.thumbnail ? ' (thumb)' : ''}`,
    })),
    ...demo.incorrect.frames.map((f, i) => ({
      pose: f,
      faults: demo.incorrect.fault,
      label: `fault ${i}`,
    })),
  ]
  const svgs = frames.map(({ pose, faults, label }) => {
    const solved = solvePose(pose)
    const problems = [
      ...limitViolations(solved),
      ...belowFloor(solved),
      ...(faults.length ? (demo.incorrect.contacts ?? demo.contacts) : demo.contacts).flatMap(
        (c) => contactProblem(solved, c, demo.props) ?? [],
      ),
    ]
    const svg = renderToStaticMarkup(
      <svg
        viewBox={`${box.x} ${box.y} ${box.width} ${box.height}`}
        width="200"
        height={(200 * box.height) / box.width}
      >
        <FigureSvg solved={solved} props={demo.props} viewBox={box} faults={faults} />
      </svg>,
    )
    return `<figure>${svg}<figcaption>${label}${problems.length ? `<br><b>${problems.join('; ')}</b>` : ''}</figcaption></figure>`
  })
  cells.push(`<section><h2>${key}</h2><div class="row">${svgs.join('')}</div></section>`)
}
const html = `<!doctype html><meta charset="utf-8"><style>
body{font:12px system-ui;margin:8px;color:#1e293b;background:#fff;display:grid;grid-template-columns:repeat(2,1fr);gap:6px}
section{border:1px solid #cbd5e1;padding:4px}h2{font-size:13px;margin:0 0 4px}.row{display:flex;gap:4px;flex-wrap:wrap}
figure{margin:0}figcaption{font-size:10px;color:#475569}b{color:#b91c1c}
.text-slate-400{color:#94a3b8}
</style>${cells.join('')}`
const htmlPath = join(out, 'demo-contact-sheet.html')
writeFileSync(htmlPath, html)
const rows = Math.ceil(cells.length / 2)
execFileSync(
  process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--hide-scrollbars',
    `--screenshot=${join(out, 'demo-contact-sheet.png')}`,
    `--window-size=1400,${Math.max(400, rows * 250 + 40)}`,
    `file://${htmlPath}`,
  ],
  { stdio: 'ignore' },
)
console.info(`${cells.length} demonstrations -> ${join(out, 'demo-contact-sheet.png')}`)
