import { ChevronLeft, ChevronRight, Minus, Plus, SkipForward, Timer, X } from 'lucide-react'

/**
 * The player's icons, made once: the screen renders on every set (and each second of a rest), and
 * an element it already rendered is skipped.
 */
export const ICONS = {
  end: <X className="h-5 w-5" aria-hidden="true" />,
  fewer: <Minus className="h-6 w-6" aria-hidden="true" />,
  more: <Plus className="h-6 w-6" aria-hidden="true" />,
  previous: <ChevronLeft className="h-6 w-6" aria-hidden="true" />,
  next: <ChevronRight className="h-6 w-6" aria-hidden="true" />,
  skip: <SkipForward className="h-5 w-5" aria-hidden="true" />,
  timer: <Timer className="h-5 w-5" aria-hidden="true" />,
}
