import {
  Armchair,
  BicepsFlexed,
  Bird,
  Crown,
  Dumbbell,
  Flag,
  Flame,
  Footprints,
  Hand,
  HandFist,
  PersonStanding,
  Plane,
} from 'lucide-react'
import type { ComponentType, SVGProps } from 'react'

type IconProps = { className?: string }

/** The frame every drawn icon shares, so they sit beside lucide's at the same weight. */
function Drawn({
  className,
  children,
}: IconProps & { children: SVGProps<SVGSVGElement>['children'] }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
      aria-hidden="true"
    >
      {children}
    </svg>
  )
}

// Lucide has no figure for these holds, so they are drawn here in its style (24 px grid, 2 px stroke).

/** Headstand: lucide's standing figure turned upside down. */
function HeadstandIcon({ className }: IconProps) {
  return <PersonStanding className={`rotate-180 ${className ?? ''}`} aria-hidden="true" />
}

/** A bar with an athlete hanging from it (muscle-up, one-arm pull-up). */
function BarIcon({ className }: IconProps) {
  return (
    <Drawn className={className}>
      <path d="M2 3h20" />
      <path d="M7 3l3 8M17 3l-3 8" />
      <circle cx="12" cy="8" r="2" />
      <path d="M12 11v6M12 17l-2 4.5M12 17l2 4.5" />
    </Drawn>
  )
}

/** Front and back lever: straight arms from the bar, the body held level. */
function LeverIcon({ className }: IconProps) {
  return (
    <Drawn className={className}>
      <path d="M2 3h20" />
      <path d="M8 3v8" />
      <circle cx="4.5" cy="12" r="2" />
      <path d="M8 12h14" />
    </Drawn>
  )
}

/** V-sit: hands on the floor, torso and straight legs making the V. */
function VSitIcon({ className }: IconProps) {
  return (
    <Drawn className={className}>
      <path d="M2 22h20" />
      <circle cx="5" cy="4.5" r="2" />
      <path d="M6.2 7l5.3 9.5L20 4" />
      <path d="M7.5 9.5V22" />
    </Drawn>
  )
}

// No prototype, so a value such as 'constructor' finds nothing and falls back like any unknown one.
const ICONS: Partial<Record<string, ComponentType<IconProps>>> = Object.assign(
  Object.create(null),
  {
    bird: Bird,
    head: HeadstandIcon,
    chair: Armchair,
    leg: Footprints,
    arm: BicepsFlexed,
    hand: Hand,
    bar: BarIcon,
    lever: LeverIcon,
    flame: Flame,
    fist: HandFist,
    flag: Flag,
    vee: VSitIcon,
    plane: Plane,
    crown: Crown,
  },
)

/**
 * A skill's own icon by its catalogue `icon` value (docs/product.md#skills); a value this
 * screen does not know gets a dumbbell. `data-icon` names what was drawn.
 */
export function SkillIcon({ icon, className }: { icon: string; className?: string }) {
  const Icon = ICONS[icon] ?? Dumbbell
  const name = ICONS[icon] ? icon : 'default'
  return (
    <span data-icon={name} className="inline-flex" aria-hidden="true">
      <Icon className={className} />
    </span>
  )
}
