import { type FaultPart, POLE_RADIUS, type Prop } from '~/shared/demos/demo'
import { BODY, FLOOR, type Part, type Point, type SolvedPose } from '~/shared/demos/skeleton'

export interface ViewBox {
  x: number
  y: number
  width: number
  height: number
}

/** A box around every frame and prop, with room for the head and limbs' thickness. */
export function viewBoxOf(frames: SolvedPose[], props: Prop[]): ViewBox {
  const xs: number[] = []
  const ys: number[] = [FLOOR + 4]
  for (const frame of frames) {
    for (const [x, y] of Object.values(frame.points)) {
      xs.push(x)
      ys.push(y)
    }
  }
  for (const prop of props) {
    if (prop.kind === 'box') {
      xs.push(prop.x, prop.x + prop.width)
      ys.push(FLOOR - prop.height)
    } else if (prop.kind === 'wall') {
      xs.push(prop.x)
    } else if (prop.kind === 'pole') {
      // Its top is drawn whole: the hold reads as on a pole, not on a bar seen end-on.
      xs.push(prop.x)
      ys.push(prop.top - 4)
    } else if (prop.kind === 'rope') {
      // Loops round the figure: the frames' own points bound it, but for its swing.
      for (const frame of frames) xs.push(frame.points.toeNear[0] + ROPE_SWING)
    } else {
      xs.push(prop.at[0], prop.kind === 'bar' ? prop.at[0] - 48 : prop.at[0])
      ys.push(prop.at[1] - (prop.kind === 'rings' ? 20 : 4))
    }
  }
  const pad = BODY.headRadius + 8
  let minX = Math.min(...xs) - pad
  let maxX = Math.max(...xs) + pad
  const minY = Math.min(...ys) - pad
  const maxY = Math.max(...ys) + 6
  // Never narrower than 4:3, so a standing figure is not a sliver in a wide panel.
  const height = maxY - minY
  if (maxX - minX < height * (4 / 3)) {
    const grow = (height * (4 / 3) - (maxX - minX)) / 2
    minX -= grow
    maxX += grow
  }
  return { x: minX, y: minY, width: maxX - minX, height }
}

const FAULT_POINTS: Record<FaultPart, Part[]> = {
  head: ['head'],
  shoulders: ['shoulderNear'],
  elbows: ['elbowNear'],
  back: ['midBack'],
  hips: ['hip'],
  knees: ['kneeNear'],
  feet: ['heelNear', 'toeNear'],
}

/**
 * The figure as a tree of SVG shapes, described rather than rendered: React renders a still from
 * it, and a moving figure writes each frame's attributes straight onto the elements it already has
 * (`drawShapes`), so a frame costs no render. Attribute names are React's (camelCase).
 */
export interface Shape {
  tag: 'g' | 'line' | 'circle' | 'polygon' | 'polyline' | 'path' | 'rect'
  attrs: Record<string, string | number | undefined>
  children?: Shape[]
}

const g = (attrs: Shape['attrs'], children: Shape[]): Shape => ({ tag: 'g', attrs, children })

const line = (a: Point, b: Point, width: number, opacity?: number): Shape => ({
  tag: 'line',
  attrs: { x1: a[0], y1: a[1], x2: b[0], y2: b[1], strokeWidth: width, strokeOpacity: opacity },
})

function limbs(p: SolvedPose['points'], side: 'Near' | 'Far', opacity?: number): Shape {
  return g({ strokeLinecap: 'round', stroke: 'currentColor', strokeOpacity: opacity }, [
    line(p[`hip${side}`], p[`knee${side}`], 13),
    line(p[`knee${side}`], p[`ankle${side}`], 10),
    line(p[`heel${side}`], p[`toe${side}`], 6),
    line(p[`shoulder${side}`], p[`elbow${side}`], 9),
    line(p[`elbow${side}`], p[`wrist${side}`], 7.5),
    line(p[`wrist${side}`], p[`hand${side}`], 6.5),
  ])
}

/** How far the rope's loop swings out in front of the feet and behind the heels. */
const ROPE_SWING = 26

/** The rope seen from the side: from the hands, out in front, under the feet and back behind. */
function rope(solved: SolvedPose): Shape {
  const p = solved.points
  const hand = p.handNear
  const low = Math.max(p.toeNear[1], p.heelNear[1], p.toeFar[1], p.heelFar[1])
  const bottom: Point = [(p.toeNear[0] + p.heelNear[0]) / 2, Math.min(low + 6, FLOOR + 1)]
  const mid = (hand[1] + bottom[1]) / 2
  const front: Point = [Math.max(hand[0], p.toeNear[0]) + ROPE_SWING, mid]
  const back: Point = [Math.min(hand[0], p.heelNear[0]) - ROPE_SWING, mid]
  return {
    tag: 'path',
    attrs: {
      d: `M ${hand[0]} ${hand[1]} Q ${front[0]} ${front[1]} ${bottom[0]} ${bottom[1]} Q ${back[0]} ${back[1]} ${hand[0]} ${hand[1]}`,
      fill: 'none',
      stroke: 'currentColor',
      strokeWidth: 2.5,
      strokeOpacity: 0.85,
    },
  }
}

const segment = (x1: number, y1: number, x2: number, y2: number, strokeWidth?: number): Shape => ({
  tag: 'line',
  attrs: { x1, y1, x2, y2, strokeWidth },
})

function propShape(prop: Prop, front: boolean, viewBox: ViewBox, solved: SolvedPose): Shape {
  switch (prop.kind) {
    case 'rope':
      return rope(solved)
    case 'bar':
      // Seen from the front (archer pull-ups), the bar runs across the whole picture.
      if (front)
        return {
          tag: 'line',
          attrs: {
            x1: viewBox.x,
            y1: prop.at[1],
            x2: viewBox.x + viewBox.width,
            y2: prop.at[1],
            stroke: 'currentColor',
            strokeWidth: 4,
            strokeLinecap: 'round',
          },
        }
      // End-on, held out from a post behind the athlete, so it reads as a bar and not a dot.
      return g({ stroke: 'currentColor', strokeLinecap: 'round' }, [
        segment(prop.at[0] - 45, FLOOR, prop.at[0] - 45, prop.at[1] - 6, 3),
        segment(prop.at[0] - 45, prop.at[1] - 6, prop.at[0], prop.at[1] - 6, 2),
        {
          tag: 'circle',
          attrs: { cx: prop.at[0], cy: prop.at[1], r: 3.5, fill: 'currentColor', strokeWidth: 0 },
        },
      ])
    case 'rings':
      return g({ fill: 'none', stroke: 'currentColor', strokeWidth: 1.5 }, [
        segment(prop.at[0], prop.at[1] - 60, prop.at[0], prop.at[1] - 6),
        { tag: 'circle', attrs: { cx: prop.at[0], cy: prop.at[1], r: 6, strokeWidth: 2.5 } },
      ])
    case 'parallelBars':
      return g({ stroke: 'currentColor', strokeLinecap: 'round' }, [
        segment(prop.at[0] - 28, prop.at[1], prop.at[0] + 28, prop.at[1], 4),
        segment(prop.at[0] - 20, prop.at[1], prop.at[0] - 20, FLOOR, 2.5),
        segment(prop.at[0] + 20, prop.at[1], prop.at[0] + 20, FLOOR, 2.5),
      ])
    case 'parallettes':
      return g({ stroke: 'currentColor', strokeLinecap: 'round', fill: 'none' }, [
        {
          tag: 'path',
          attrs: {
            d: `M ${prop.at[0] - 14} ${FLOOR} L ${prop.at[0] - 8} ${prop.at[1]} L ${prop.at[0] + 8} ${prop.at[1]} L ${prop.at[0] + 14} ${FLOOR}`,
            strokeWidth: 3,
          },
        },
      ])
    case 'box':
      return {
        tag: 'rect',
        attrs: {
          x: prop.x,
          y: FLOOR - prop.height,
          width: prop.width,
          height: prop.height,
          rx: 2,
          fill: 'currentColor',
          fillOpacity: 0.25,
          stroke: 'currentColor',
          strokeWidth: 1.5,
        },
      }
    case 'wall':
      return {
        tag: 'line',
        attrs: {
          x1: prop.x,
          y1: FLOOR,
          x2: prop.x,
          y2: -260,
          stroke: 'currentColor',
          strokeWidth: 3,
        },
      }
    case 'pole':
      // Upright from a small base plate on the floor to a capped top.
      return g({ stroke: 'currentColor', strokeLinecap: 'round' }, [
        segment(prop.x, FLOOR, prop.x, prop.top, POLE_RADIUS * 2),
        segment(prop.x - 10, FLOOR, prop.x + 10, FLOOR, 3),
      ])
  }
}

export interface FigureInput {
  solved: SolvedPose
  props: Prop[]
  viewBox: ViewBox
  faults?: FaultPart[]
}

/**
 * One frame of the drawn athlete: the far limbs faded behind, the torso and head, the near limbs
 * in front; props and floor behind them all; fault halos on the parts at fault.
 */
export function figureShapes({ solved, props, viewBox, faults = [] }: FigureInput): Shape[] {
  const p = solved.points
  const front =
    Math.hypot(p.shoulderNear[0] - p.shoulderFar[0], p.shoulderNear[1] - p.shoulderFar[1]) > 1
  // A nose shows which way the athlete faces.
  const [ux, uy] = [p.head[0] - p.neck[0], p.head[1] - p.neck[1]]
  const length = Math.hypot(ux, uy) || 1
  const nose: Point = [
    p.head[0] + (-uy / length) * (BODY.headRadius - 0.5),
    p.head[1] + (ux / length) * (BODY.headRadius - 0.5),
  ]
  const haloPoints = faults.flatMap((f) => FAULT_POINTS[f]).map((part) => p[part])
  const torso: Shape = front
    ? {
        tag: 'polygon',
        attrs: {
          points: [p.shoulderNear, p.shoulderFar, p.hipFar, p.hipNear]
            .map((q) => q.join(','))
            .join(' '),
          fill: 'currentColor',
          strokeWidth: 8,
        },
      }
    : {
        tag: 'polyline',
        attrs: {
          points: [p.hip, p.midBack, p.shoulder].map((q) => q.join(',')).join(' '),
          strokeWidth: 20,
        },
      }
  return [
    g({ opacity: 0.45 }, [
      {
        tag: 'line',
        attrs: {
          x1: viewBox.x,
          y1: FLOOR + 1,
          x2: viewBox.x + viewBox.width,
          y2: FLOOR + 1,
          stroke: 'currentColor',
          strokeWidth: 2,
        },
      },
      ...props.map((prop) => propShape(prop, front, viewBox, solved)),
    ]),
    ...haloPoints.map(([x, y]): Shape => ({
      tag: 'circle',
      attrs: {
        cx: x,
        cy: y,
        r: 16,
        fill: 'rgb(239 68 68 / 0.3)',
        stroke: 'rgb(220 38 38)',
        strokeWidth: 2,
        strokeDasharray: '4 3',
      },
    })),
    limbs(p, 'Far', front ? undefined : 0.4),
    g({ stroke: 'currentColor', strokeLinecap: 'round', strokeLinejoin: 'round', fill: 'none' }, [
      torso,
      line(p.shoulder, p.neck, 8),
    ]),
    {
      tag: 'circle',
      attrs: { cx: p.head[0], cy: p.head[1], r: BODY.headRadius, fill: 'currentColor' },
    },
    ...(front
      ? []
      : [
          {
            tag: 'circle',
            attrs: { cx: nose[0], cy: nose[1], r: 3.2, fill: 'currentColor' },
          } as const,
        ]),
    limbs(p, 'Near'),
  ]
}

function ShapeElement({ shape }: { shape: Shape }) {
  const { tag: Tag, attrs, children } = shape
  return (
    <Tag {...attrs}>
      {children?.map((child, i) => (
        <ShapeElement key={i} shape={child} />
      ))}
    </Tag>
  )
}

/** One frame of the drawn athlete, rendered by React (a still, or a moving figure's first frame). */
export function FigureSvg(input: FigureInput) {
  return (
    <>
      {figureShapes(input).map((shape, i) => (
        <ShapeElement key={i} shape={shape} />
      ))}
    </>
  )
}

// React's camelCase names as the DOM's attributes.
const DOM_NAMES: Record<string, string> = {}
const domName = (name: string) =>
  (DOM_NAMES[name] ??= name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`))

/** What `drawShapes` last wrote on each element, so an unchanged value costs no DOM call. */
export type Written = WeakMap<Element, Record<string, string | undefined>>

/**
 * Writes `shapes` onto the elements under `parent` that React rendered from shapes of the same
 * structure, changing only what differs from what it last wrote there (`written`; start a new one
 * after React renders, as React may have written over it). False, writing nothing further, when
 * the structure is not the same (a figure turning to face the front): then React must render it.
 */
export function drawShapes(parent: Element, shapes: Shape[], written: Written): boolean {
  if (parent.children.length !== shapes.length) return false
  for (let i = 0; i < shapes.length; i++) {
    const shape = shapes[i]
    const element = parent.children[i]
    if (!shape || element?.localName !== shape.tag) return false
    let last = written.get(element)
    if (!last) written.set(element, (last = {}))
    for (const name in shape.attrs) {
      const value = shape.attrs[name]
      const text = value === undefined ? undefined : String(value)
      if (name in last && last[name] === text) continue
      last[name] = text
      if (text === undefined) element.removeAttribute(domName(name))
      else element.setAttribute(domName(name), text)
    }
    if (!drawShapes(element, shape.children ?? [], written)) return false
  }
  return true
}
