import { type ComponentProps, lazy, Suspense } from 'react'
import { usePainted } from '~/client/lib/after-paint'
import type { ExerciseDemo as LoadedDemo } from './exercise-demo'

// The drawings' code (~14 KB, then solving each figure's poses) is asked for once the screen's
// text has been painted, not while it renders: no first screen waits for a figure, nor shares its
// first frame with the request (docs/architecture.md#first-visit). Until then the demonstration's
// box is there, empty and hidden from screen readers, so nothing moves when it draws; once loaded,
// every later demonstration renders at once.
const ExerciseDemo = lazy(() =>
  import('./exercise-demo').then((module) => ({ default: module.ExerciseDemo })),
)

/** `ExerciseDemo`, its code loaded apart from the screen's and after its first paint (above). */
export function LazyExerciseDemo(props: ComponentProps<typeof LoadedDemo>) {
  const painted = usePainted()
  const box = <svg aria-hidden="true" className={props.className} />
  if (!painted) return box
  return (
    <Suspense fallback={box}>
      <ExerciseDemo {...props} />
    </Suspense>
  )
}
