import { type ComponentProps, lazy, Suspense } from 'react'
import type { ExerciseDemo as LoadedDemo } from './exercise-demo'

// The drawings' code (~14 KB, then solving each figure's poses) loads once the screen's text has
// rendered: no first screen waits for a figure (docs/architecture.md#first-visit). Until then the
// demonstration's box is there, empty and hidden from screen readers, so nothing moves when it
// draws; once loaded, every later demonstration renders at once.
const ExerciseDemo = lazy(() =>
  import('./exercise-demo').then((module) => ({ default: module.ExerciseDemo })),
)

/** `ExerciseDemo`, its code loaded apart from the screen's (see above). */
export function LazyExerciseDemo(props: ComponentProps<typeof LoadedDemo>) {
  return (
    <Suspense fallback={<svg aria-hidden="true" className={props.className} />}>
      <ExerciseDemo {...props} />
    </Suspense>
  )
}
