import { useLingui } from '@lingui/react/macro'
import { Pause, Play } from 'lucide-react'
import { useEffect, useEffectEvent, useLayoutEffect, useMemo, useRef, useState } from 'react'
import { DEMOS } from '~/shared/demos'
import { type Demo, solvedFrames, timeline } from '~/shared/demos/demo'
import { frameOf, GENERIC_DEMO } from '~/shared/demos/generic'
import { blendPoses, type Pose, type SolvedPose, solvePose } from '~/shared/demos/skeleton'
import { useIdleTurn } from '../../lib/idle'
import { useNearViewport } from '../../lib/use-near-viewport'
import { useReducedMotion } from '../../lib/use-reduced-motion'
import {
  drawShapes,
  FigureSvg,
  figureShapes,
  type ViewBox,
  viewBoxOf,
  type Written,
} from './figure-svg'

export interface DemoExercise {
  name: string
  demo: string | null
  tempo?: string | null
  imageUrl?: string | null
  rightFormImageUrl?: string | null
  wrongFormImageUrl?: string | null
  videoUrl?: string | null
}

type Variant = 'correct' | 'incorrect' | 'thumbnail'

/**
 * How an exercise is shown (docs/demos.md): an admin's own picture or video where set, else its
 * drawn demonstration (a loop; a still under reduced motion or as a thumbnail), else a generic
 * figure. Accessible name: `{Exercise} demonstration`, or `{Exercise} incorrect form`.
 */
export function ExerciseDemo({
  exercise,
  variant = 'correct',
  className = '',
  decorative = false,
}: {
  exercise: DemoExercise
  variant?: Variant
  className?: string
  /** A thumbnail beside the exercise's name (in a link or card): hidden from screen readers. */
  decorative?: boolean
}) {
  const { t } = useLingui()
  const name = exercise.name
  const label = variant === 'incorrect' ? t`${name} incorrect form` : t`${name} demonstration`
  const image =
    variant === 'incorrect'
      ? exercise.wrongFormImageUrl
      : variant === 'correct'
        ? (exercise.rightFormImageUrl ?? exercise.imageUrl)
        : exercise.imageUrl
  if (variant === 'correct' && exercise.videoUrl) {
    return <DemoVideo src={exercise.videoUrl} label={label} className={className} />
  }
  if (image) {
    return <img src={image} alt={decorative ? '' : label} className={`object-cover ${className}`} />
  }
  // Known by key without building it: a still builds its demonstration when it draws.
  const drawn = exercise.demo && Object.hasOwn(DEMOS, exercise.demo) ? exercise.demo : null
  if (variant === 'thumbnail' || drawn === null) {
    return <StillFigure demoKey={drawn} label={decorative ? null : label} className={className} />
  }
  return (
    <AnimatedFigure
      demo={DEMOS[drawn] ?? GENERIC_DEMO}
      variant={variant}
      tempo={exercise.tempo ?? null}
      label={label}
      className={className}
    />
  )
}

// The figure's ink: dark on light, light on dark; a screen that is always dark (the kiosk) sets
// --demo-ink on an ancestor instead of the theme class.
const FIGURE_COLOURS =
  // eslint-disable-next-line lingui/no-unlocalized-strings -- Tailwind classes, not a text
  'text-[var(--demo-ink,var(--color-slate-800))] dark:text-[var(--demo-ink,var(--color-slate-100))]'

// Solved once per demonstration: Explore draws dozens of stills, many of the same figure.
const boxes = new WeakMap<Demo, ViewBox>()
function boxOf(demo: Demo): ViewBox {
  let box = boxes.get(demo)
  if (!box) boxes.set(demo, (box = viewBoxOf(solvedFrames(demo), demo.props)))
  return box
}
const stills = new WeakMap<Demo, SolvedPose>()
function solvedStill(demo: Demo): SolvedPose {
  let solved = stills.get(demo)
  if (!solved) stills.set(demo, (solved = solvePose(frameOf(demo.correct.frames, demo.thumbnail))))
  return solved
}

function StillFigure({
  demoKey,
  label,
  className,
}: {
  /** The built-in demonstration's key; null draws the generic figure. */
  demoKey: string | null
  label: string | null
  className: string
}) {
  const [ref, near] = useNearViewport<SVGSVGElement>()
  // Drawn when it comes near the screen, one still per idle moment; until then the same box, empty.
  const turn = useIdleTurn(near)
  const demo = turn ? ((demoKey ? DEMOS[demoKey] : undefined) ?? GENERIC_DEMO) : null
  const box = demo ? boxOf(demo) : null
  return (
    <svg
      ref={ref}
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
      viewBox={box ? `${box.x} ${box.y} ${box.width} ${box.height}` : undefined}
      data-drawn={box ? '' : undefined}
      className={`${FIGURE_COLOURS} ${className}`}
    >
      {demo && box ? (
        <FigureSvg solved={solvedStill(demo)} props={demo.props} viewBox={box} />
      ) : null}
    </svg>
  )
}

const FRAME_MS = 1000 / 30

function AnimatedFigure({
  demo,
  variant,
  tempo,
  label,
  className,
}: {
  demo: Demo
  variant: 'correct' | 'incorrect'
  tempo: string | null
  label: string
  className: string
}) {
  const { t } = useLingui()
  const reducedMotion = useReducedMotion()
  const [chosen, setChosen] = useState<boolean | null>(null)
  const playing = chosen ?? !reducedMotion
  const motion = demo[variant]
  const faults = variant === 'incorrect' ? demo.incorrect.fault : []
  const box = boxOf(demo)
  const loop = useMemo(() => timeline(motion, tempo), [motion, tempo])
  // The frame React last rendered; while it plays, frames are written onto the SVG directly.
  const [seconds, setSeconds] = useState(0)
  const elapsed = useRef(0)
  const root = useRef<HTMLDivElement>(null)
  const svg = useRef<SVGSVGElement>(null)
  const written = useRef<Written>(new WeakMap())
  // Only a figure on screen moves: a workout page holds several.
  const [onScreen, setOnScreen] = useState(false)
  useEffect(() => {
    const node = root.current
    if (!node || typeof IntersectionObserver === 'undefined') return setOnScreen(true)
    const observer = new IntersectionObserver(([entry]) => setOnScreen(!!entry?.isIntersecting))
    observer.observe(node)
    return () => observer.disconnect()
  }, [])

  /**
   * Draws the frame `elapsed` seconds into the loop without a render (a render per frame took
   * about half the main thread of a slow phone, beside the athlete's taps); when the figure's
   * shapes change (turning to face the front), React renders that frame instead.
   */
  const draw = useEffectEvent(() => {
    const node = svg.current
    if (!node) return
    const solved = solvePose(poseAt(motion.frames, loop, elapsed.current))
    const shapes = figureShapes({ solved, props: demo.props, viewBox: box, faults })
    if (!drawShapes(node, shapes, written.current)) setSeconds(elapsed.current)
  })
  // After any render (a parent's too), the SVG shows the current frame, not the last rendered one.
  useLayoutEffect(() => {
    written.current = new WeakMap()
    if (playing || elapsed.current > 0) draw()
  })

  useEffect(() => {
    if (!playing || !onScreen) return
    let frame = 0
    let task: ReturnType<typeof setTimeout> | undefined
    let last = performance.now()
    let shown = last
    const tick = (now: number) => {
      elapsed.current = (elapsed.current + (now - last) / 1000) % loop.total
      last = now
      if (now - shown >= FRAME_MS && task === undefined) {
        shown = now
        // Drawn in a task of its own, painted with the next frame: in this frame's callback it
        // would delay the paint of whatever the athlete just tapped (measured: Log Set slower).
        task = setTimeout(() => {
          task = undefined
          draw()
        }, 0)
      }
      frame = requestAnimationFrame(tick)
    }
    frame = requestAnimationFrame(tick)
    return () => {
      cancelAnimationFrame(frame)
      clearTimeout(task)
      // Paused or off screen: React's own frame becomes the one shown.
      setSeconds(elapsed.current)
    }
  }, [playing, onScreen, loop])

  // Paused: the most telling frame (the thumbnail, or the fault at its clearest).
  const still =
    variant === 'correct' ? demo.thumbnail : Math.min(1, demo.incorrect.frames.length - 1)
  const pose =
    playing || seconds > 0 ? poseAt(motion.frames, loop, seconds) : frameOf(motion.frames, still)
  return (
    <div ref={root} className={`relative ${className}`}>
      <svg
        ref={svg}
        role="img"
        aria-label={label}
        viewBox={`${box.x} ${box.y} ${box.width} ${box.height}`}
        className={`h-full w-full ${FIGURE_COLOURS}`}
      >
        <FigureSvg solved={solvePose(pose)} props={demo.props} viewBox={box} faults={faults} />
      </svg>
      <button
        type="button"
        onClick={() => setChosen(!playing)}
        aria-label={playing ? t`Pause ${label}` : t`Play ${label}`}
        className="absolute top-2 right-2 inline-flex h-11 w-11 items-center justify-center rounded-full bg-white/90 text-slate-800 shadow ring-1 ring-slate-300 hover:bg-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 dark:bg-slate-800/90 dark:text-slate-100 dark:ring-slate-600"
      >
        {playing ? (
          <Pause className="h-5 w-5" aria-hidden="true" />
        ) : (
          <Play className="h-5 w-5" aria-hidden="true" />
        )}
      </button>
    </div>
  )
}

/** The pose `seconds` into the loop, eased in and out of every keyframe. */
function poseAt(frames: Pose[], loop: ReturnType<typeof timeline>, seconds: number): Pose {
  const segment =
    loop.segments.find((s) => seconds >= s.start && seconds < s.start + s.seconds) ??
    loop.segments[0]
  const from = frameOf(frames, segment?.from ?? 0)
  if (!segment || segment.from === segment.to) return from
  const x = (seconds - segment.start) / segment.seconds
  return blendPoses(from, frameOf(frames, segment.to), (1 - Math.cos(Math.PI * x)) / 2)
}

function DemoVideo({ src, label, className }: { src: string; label: string; className: string }) {
  const reducedMotion = useReducedMotion()
  return (
    <video
      src={src}
      aria-label={label}
      className={`object-cover ${className}`}
      muted
      loop
      playsInline
      controls
      autoPlay={!reducedMotion}
    />
  )
}
