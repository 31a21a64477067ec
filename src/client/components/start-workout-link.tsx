import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { Play } from 'lucide-react'
import { useState } from 'react'
import { buttonClass } from './ui/button'
import { hasSessionInProgress } from '../lib/player-session'

/** docs/product.md#player: 'Start Workout', or 'Resume Workout' while a session is under way here. */
export function StartWorkoutLink({
  userId,
  workoutId,
  className = '',
}: {
  userId: number
  workoutId: number
  className?: string
}) {
  const [resume] = useState(() => hasSessionInProgress(userId, { workoutId }))
  return (
    <Link
      to="/workout/$workoutId/train"
      params={{ workoutId: String(workoutId) }}
      className={`${buttonClass('primary', 'lg')} ${className}`}
    >
      <Play className="h-5 w-5" aria-hidden="true" />
      {resume ? <Trans>Resume Workout</Trans> : <Trans>Start Workout</Trans>}
    </Link>
  )
}
