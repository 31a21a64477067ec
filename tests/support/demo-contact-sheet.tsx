// A contact sheet of exercise demonstrations: each demo's correct keyframes, then its incorrect
// ones (fault marked), with any problem the checks find printed under the frame.
import { renderToStaticMarkup } from 'react-dom/server'
import { FigureSvg, viewBoxOf } from '~/client/components/demo/figure-svg'
import { DEMOS } from '~/shared/demos'
import { belowFloor, contactProblem, solvedFrames } from '~/shared/demos/demo'
import { limitViolations, solvePose } from '~/shared/demos/skeleton'

/** The sheet as an HTML page, for the demos named (all when none), and how many it holds. */
export function demoContactSheet(only: string[] = []): { html: string; count: number } {
  const cells: string[] = []
  for (const [key, demo] of Object.entries(DEMOS)) {
    if (only.length && !only.includes(key)) continue
    const box = viewBoxOf(solvedFrames(demo), demo.props)
    const frames = [
      ...demo.correct.frames.map((pose, i) => ({
        pose,
        faults: [],
        label: `correct ${i}${i === demo.thumbnail ? ' (thumb)' : ''}`,
      })),
      ...demo.incorrect.frames.map((pose, i) => ({
        pose,
        faults: demo.incorrect.fault,
        label: `fault ${i}`,
      })),
    ]
    const figures = frames.map(({ pose, faults, label }) => {
      const solved = solvePose(pose)
      const contacts = faults.length ? (demo.incorrect.contacts ?? demo.contacts) : demo.contacts
      const problems = [
        ...limitViolations(solved),
        ...belowFloor(solved),
        ...contacts.flatMap((c) => contactProblem(solved, c, demo.props) ?? []),
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
    cells.push(`<section><h2>${key}</h2><div class="row">${figures.join('')}</div></section>`)
  }
  const html = `<!doctype html><meta charset="utf-8"><title>Exercise demonstrations</title><style>
body{font:12px system-ui;margin:8px;color:#1e293b;background:#fff;display:grid;grid-template-columns:repeat(2,1fr);gap:6px}
section{border:1px solid #cbd5e1;padding:4px}h2{font-size:13px;margin:0 0 4px}.row{display:flex;gap:4px;flex-wrap:wrap}
figure{margin:0}figcaption{font-size:10px;color:#475569}b{color:#b91c1c}
</style>${cells.join('')}`
  return { html, count: cells.length }
}
