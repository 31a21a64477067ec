import { Trans, useLingui } from '@lingui/react/macro'
import { QrCode as QrIcon, Trophy } from 'lucide-react'
import { LazyExerciseDemo } from '~/client/components/demo/lazy-exercise-demo'
import { trpc } from '~/client/lib/trpc'
import { blockHeading, blockKindText, scoreTypeText } from '~/client/routes/kiosk/-lib/kiosk-labels'
import type { BoardWod } from '~/shared/schemas/kiosk'
import { planLine } from './board-format'
import { kioskText } from './kiosk-ui'
import { QrCode } from './qr-code'

/** The whiteboard is read again this often while the workout of the day is up. */
const WHITEBOARD_POLL_MS = 10_000

/**
 * The workout of the day on the wall (docs/product.md#workout-of-the-day): its blocks with a
 * picture of each exercise, Rx and Scaled, and beside them the QR code of the score page and the
 * class's whiteboard, live.
 */
export function WodPanel({ wod }: { wod: BoardWod }) {
  const { t } = useLingui()
  const exercises = wod.blocks.reduce((n, b) => n + b.exercises.length, 0)
  // Few exercises get big cards; many still keep pictures of 120 px on a 1080 px wall.
  const columnsClass = exercises <= 4 ? 'sm:grid-cols-2' : 'sm:grid-cols-2 xl:grid-cols-3'
  return (
    <article
      aria-labelledby="wod-title"
      className="grid min-h-0 flex-1 grid-cols-1 gap-[clamp(1rem,3vmin,3rem)] landscape:lg:grid-cols-[minmax(0,1fr)_clamp(20rem,30vw,40rem)]"
    >
      <div className="flex min-w-0 flex-col gap-[clamp(0.75rem,1.8vmin,1.75rem)]">
        <header>
          <h2 id="wod-title" className={`leading-tight font-extrabold ${kioskText.hero}`}>
            {wod.title}
          </h2>
          <p className={`font-semibold text-amber-300 ${kioskText.large}`}>
            {scoreTypeText(wod.scoreType)}
          </p>
        </header>
        {wod.blocks.map((block) => (
          <section key={block.id} aria-label={blockKindText(block.kind)}>
            <h3 className={`font-bold text-slate-300 ${kioskText.body}`}>{blockHeading(block)}</h3>
            <ul className={`mt-2 grid gap-[clamp(0.5rem,1.2vmin,1.25rem)] ${columnsClass}`}>
              {block.exercises.map((e, i) => {
                return (
                  <li
                    key={`${e.id}-${i}`}
                    className="flex items-center gap-[clamp(0.75rem,1.5vmin,1.5rem)] rounded-2xl bg-slate-900 p-[clamp(0.5rem,1vmin,1rem)] ring-1 ring-slate-700"
                  >
                    <LazyExerciseDemo
                      exercise={e}
                      variant="thumbnail"
                      decorative
                      className="h-[max(120px,12vmin)] w-[max(120px,12vmin)] shrink-0 rounded-xl bg-slate-800"
                    />
                    <div className="min-w-0">
                      <p className={`leading-tight font-bold break-words ${kioskText.large}`}>
                        {e.plan.label ? (
                          <span className="mr-[0.4em] text-amber-300">{e.plan.label}</span>
                        ) : null}
                        {e.name}
                      </p>
                      <p className={`text-emerald-300 tabular-nums ${kioskText.body}`}>
                        {planLine(e)}
                      </p>
                    </div>
                  </li>
                )
              })}
            </ul>
          </section>
        ))}
        <dl className="grid grid-cols-2 gap-[clamp(0.5rem,1.2vmin,1.25rem)]">
          {(
            [
              // eslint-disable-next-line lingui/no-unlocalized-strings -- 'Rx' (as prescribed) is the gym's own word in every language
              ['Rx', wod.rx],
              [t`Scaled`, wod.scaled],
            ] as const
          ).map(([label, text]) => (
            <div key={label} className="rounded-2xl bg-slate-800 p-[clamp(0.5rem,1.2vmin,1.25rem)]">
              <dt className={`font-extrabold text-amber-300 ${kioskText.body}`}>{label}</dt>
              <dd className={`line-clamp-3 whitespace-pre-line text-slate-100 ${kioskText.body}`}>
                {text || '—'}
              </dd>
            </div>
          ))}
        </dl>
      </div>
      <aside
        aria-label={t`Scores`}
        className="flex min-h-0 flex-col gap-[clamp(0.75rem,1.8vmin,1.75rem)]"
      >
        <figure className="flex items-center gap-[clamp(0.75rem,2vmin,2rem)]">
          <div
            className="shrink-0 rounded-2xl bg-white p-[clamp(0.4rem,0.8vmin,0.8rem)]"
            data-qr="wod"
          >
            <QrCode
              code={wod.qr}
              label={t`Scan to post your score on your phone`}
              className="block h-[clamp(7rem,20vmin,15rem)] w-[clamp(7rem,20vmin,15rem)]"
            />
          </div>
          <figcaption className={`flex items-center gap-2 text-slate-200 ${kioskText.body}`}>
            <QrIcon aria-hidden="true" className="h-[1.2em] w-[1.2em] shrink-0" />
            <Trans>Scan to post your score</Trans>
          </figcaption>
        </figure>
        <WhiteboardList />
      </aside>
    </article>
  )
}

/** The class's scores, best first, read again every few seconds. */
function WhiteboardList() {
  const { t } = useLingui()
  const board = trpc.kiosk.whiteboard.useQuery(undefined, {
    refetchInterval: WHITEBOARD_POLL_MS,
    refetchIntervalInBackground: true,
  })
  const data = board.data
  return (
    <section
      aria-labelledby="whiteboard-title"
      className="flex min-h-0 flex-1 flex-col rounded-2xl bg-slate-900 p-[clamp(0.75rem,1.6vmin,1.5rem)] ring-1 ring-slate-700"
    >
      <h2
        id="whiteboard-title"
        className={`flex items-center gap-3 font-extrabold ${kioskText.title}`}
      >
        <Trophy aria-hidden="true" className="h-[1em] w-[1em] text-amber-300" />
        <Trans>Whiteboard</Trans>
      </h2>
      {!data?.started ? (
        <p className={`mt-3 text-slate-300 ${kioskText.body}`}>
          <Trans>Scores appear here when the class starts.</Trans>
        </p>
      ) : data.entries.length === 0 ? (
        <p className={`mt-3 text-slate-300 ${kioskText.body}`}>
          <Trans>No scores yet. Be the first!</Trans>
        </p>
      ) : (
        <ol aria-label={t`Scores, best first`} className="mt-3 min-h-0 flex-1 overflow-hidden">
          {data.entries.map((entry, i) => (
            <li
              key={`${i}-${entry.name}`}
              className={`flex items-baseline gap-3 border-t border-slate-800 py-[clamp(0.25rem,0.7vmin,0.75rem)] ${kioskText.large}`}
            >
              <span className="w-[2ch] shrink-0 text-right font-bold text-slate-400 tabular-nums">
                {i + 1}
              </span>
              <span className="min-w-0 flex-1 truncate font-bold">{entry.name}</span>
              <span className="font-extrabold text-amber-300 tabular-nums">{entry.score}</span>
              {entry.scaled ? (
                <span
                  className={`rounded-full bg-slate-700 px-3 font-semibold text-slate-100 ${kioskText.small}`}
                >
                  <Trans>Scaled</Trans>
                </span>
              ) : null}
            </li>
          ))}
        </ol>
      )}
    </section>
  )
}
