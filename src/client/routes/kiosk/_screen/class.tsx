import { Trans, useLingui } from '@lingui/react/macro'
import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { useEffect, useRef, useState } from 'react'
import { LazyExerciseDemo } from '~/client/components/demo/lazy-exercise-demo'
import { useServerNow } from '~/client/lib/use-server-now'
import { playCue, unlockAudio } from '~/client/routes/kiosk/-lib/kiosk-sounds'
import { useWallClass } from '~/client/routes/kiosk/-lib/use-class-switch'
import { blockCues, blockCuesBetween, type BlockPhase, runningMs } from '~/shared/rules/block-clock'
import { classFace } from '~/shared/rules/class-mode'
import type { ClassBlock, KioskClass } from '~/shared/schemas/class-mode'
import { classFaceText } from '~/client/routes/kiosk/-lib/kiosk-labels'
import { exerciseTarget } from '../-components/class-format'
import { KioskPending } from '../-components/kiosk-pending'
import { focusRing, kioskText } from '../-components/kiosk-ui'
import { SoundSwitch } from '../-components/sound-switch'

/**
 * The wall's class view (docs/product.md#class-mode): the block a coach runs from their phone,
 * its clock big enough to read across the gym, and its exercises. The kiosk shell comes here
 * when a class is loaded; with none, the wall goes back to the board.
 */
export const Route = createFileRoute('/kiosk/_screen/class')({
  component: ClassPage,
})

/* eslint-disable lingui/no-unlocalized-strings -- Tailwind classes, no text */
const PHASE_CLASS: Record<BlockPhase | 'stopped', string> = {
  stopped: 'bg-slate-900 text-white ring-2 ring-slate-700',
  ready: 'bg-amber-300 text-slate-950',
  work: 'bg-emerald-700 text-white',
  rest: 'bg-sky-800 text-white',
  done: 'bg-violet-800 text-white',
}
/* eslint-enable lingui/no-unlocalized-strings */

function ClassPage() {
  const { t } = useLingui()
  const wall = useWallClass()
  const navigate = useNavigate()
  const ended = wall.data !== undefined && wall.data.class === null
  useEffect(() => {
    if (ended) void navigate({ to: '/kiosk' })
  }, [ended, navigate])
  if (!wall.data?.class) return <KioskPending label={t`Loading the class…`} />
  return (
    <ClassView
      cls={wall.data.class}
      serverNow={wall.data.serverNow}
      receivedAt={wall.dataUpdatedAt}
    />
  )
}

function ClassView({
  cls,
  serverNow,
  receivedAt,
}: {
  cls: KioskClass
  serverNow: number
  receivedAt: number
}) {
  const [sound, setSound] = useState(true)
  const now = useServerNow(serverNow, receivedAt, 200)
  const block = cls.blocks[cls.blockIndex]
  const blockNumber = cls.blockIndex + 1
  const blockCount = cls.blocks.length
  useBlockCues(block, cls, now, sound)
  // Browsers start audio only after a touch: any touch on the wall lets its cues sound.
  useEffect(() => {
    const unlock = () => unlockAudio()
    window.addEventListener('pointerdown', unlock, { capture: true, passive: true })
    return () => window.removeEventListener('pointerdown', unlock, { capture: true })
  }, [])

  return (
    <div className="flex flex-1 flex-col gap-[clamp(0.75rem,2vmin,2rem)] px-[clamp(1rem,3vmin,3.5rem)] py-[clamp(0.75rem,2vmin,2rem)] lg:min-h-0">
      <div className="flex flex-wrap items-center justify-between gap-[clamp(0.5rem,2vmin,2rem)]">
        <h1 className={`min-w-0 leading-tight font-extrabold ${kioskText.title}`}>
          {cls.title}
          <span className="ml-[0.6em] font-semibold text-slate-300" data-testid="block-count">
            {block ? (
              <Trans>
                Block {blockNumber} of {blockCount}
              </Trans>
            ) : (
              <Trans>
                {blockCount} of {blockCount} blocks done
              </Trans>
            )}
          </span>
        </h1>
        <SoundSwitch sound={sound} onChange={setSound} className="min-h-14" />
      </div>
      {block ? <BlockView block={block} cls={cls} now={now} /> : <ClassDone />}
    </div>
  )
}

function BlockView({ block, cls, now }: { block: ClassBlock; cls: KioskClass; now: number }) {
  const { t } = useLingui()
  const timing = { ...block, exerciseCount: block.exercises.length }
  const face = classFace(timing, cls, now)
  const text = classFaceText(timing, face)
  const style =
    PHASE_CLASS[face.running || face.clock.phase === 'done' ? face.clock.phase : 'stopped']
  const current = face.clock.exerciseIndex
  const many = block.exercises.length > 3
  return (
    <div className="grid flex-1 gap-[clamp(0.75rem,2.5vmin,2.5rem)] lg:min-h-0 portrait:grid-rows-[auto_minmax(0,1fr)] landscape:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <section
        aria-label={t`Class clock`}
        className={`flex min-h-[40vh] flex-col items-center justify-center rounded-[2rem] px-4 py-[clamp(0.75rem,2vmin,2rem)] text-center [container-type:inline-size] landscape:min-h-0 ${style}`}
      >
        <p className={`leading-tight font-bold ${kioskText.title}`} data-testid="block-kind">
          {text.kindLabel}
          {text.detail ? ` · ${text.detail}` : ''}
        </p>
        <p
          className={`leading-tight font-extrabold tracking-wide uppercase ${kioskText.hero}`}
          data-testid="phase"
          aria-live="polite"
        >
          {text.phaseLabel}
        </p>
        <p
          role="timer"
          aria-label={face.clock.countsUp && face.clock.phase !== 'ready' ? t`Time` : t`Time left`}
          className={`leading-none font-black tabular-nums ${
            face.digits.length > 5 ? 'text-[min(30vh,17cqw)]' : 'text-[min(34vh,30cqw)]'
          }`}
        >
          {face.digits}
        </p>
      </section>
      <section aria-labelledby="class-exercises" className="flex min-h-0 flex-col">
        <h2
          id="class-exercises"
          className={`mb-[1.5vmin] font-bold text-slate-300 ${kioskText.large}`}
        >
          <Trans>Exercises</Trans>
        </h2>
        {/* A long block scrolls its list on a small wall; the clock stays put. */}
        <ul
          tabIndex={0}
          aria-labelledby="class-exercises"
          className={`grid min-h-0 content-start overflow-y-auto rounded-2xl p-1 ${focusRing} gap-[clamp(0.5rem,1.5vmin,1.5rem)] ${many ? 'grid-cols-2' : 'grid-cols-1'}`}
        >
          {block.exercises.map((e, i) => (
            <li
              key={`${e.id}-${i}`}
              aria-current={current === i ? 'step' : undefined}
              className={`flex items-center gap-[clamp(0.75rem,2vmin,2rem)] rounded-2xl bg-slate-900 p-[clamp(0.5rem,1vmin,1rem)] ${
                many ? 'flex-col text-center' : ''
              } ${current === i ? 'ring-4 ring-amber-300' : 'ring-1 ring-slate-800'}`}
            >
              <LazyExerciseDemo
                exercise={e}
                variant="thumbnail"
                decorative
                className="h-[max(160px,min(16vh,12vw))] w-[max(160px,min(16vh,12vw))] shrink-0 rounded-xl bg-slate-800"
              />
              <div className="min-w-0">
                <p className={`leading-tight font-bold break-words ${kioskText.large}`}>{e.name}</p>
                <p className={`font-semibold text-emerald-300 tabular-nums ${kioskText.large}`}>
                  {exerciseTarget(e)}
                </p>
                {current === i ? (
                  <p className={`font-bold text-amber-300 uppercase ${kioskText.small}`}>
                    <Trans>Now</Trans>
                  </p>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      </section>
    </div>
  )
}

function ClassDone() {
  const { t } = useLingui()
  return (
    <section
      aria-label={t`Class clock`}
      className={`flex flex-1 flex-col items-center justify-center gap-4 rounded-[2rem] p-8 text-center ${PHASE_CLASS.done}`}
    >
      <p className="text-[min(22vh,16vw)] leading-none font-black" data-testid="phase">
        <Trans>Done</Trans>
      </p>
      <p className={`font-bold ${kioskText.title}`}>
        <Trans>Great work, everyone.</Trans>
      </p>
    </section>
  )
}

/**
 * The block's sounds through the kiosk's cue sounds: each look plays the latest cue due since the
 * last one, so a reloaded wall or a tab that slept catches up without a burst of stale beeps.
 */
function useBlockCues(block: ClassBlock | undefined, cls: KioskClass, now: number, sound: boolean) {
  const last = useRef<{ key: string; run: number } | null>(null)
  const run = runningMs(cls, now)
  const key = `${cls.workoutId}:${cls.blockIndex}`
  useEffect(() => {
    const before = last.current
    last.current = { key, run }
    // A new block (or a reset) starts listening from here; its very first tick is at 0.
    if (!block || !before || before.key !== key || run < before.run) {
      if (block && before && run < 1000) last.current = { key, run: -1 }
      return
    }
    const due = blockCuesBetween(
      blockCues({ ...block, exerciseCount: block.exercises.length }),
      before.run,
      run,
    )
    const latest = due.at(-1)
    if (latest && sound) playCue(latest.kind)
  }, [block, key, run, sound])
}
