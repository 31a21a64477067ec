import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import type { Units } from '~/shared/rules/units'
import { PlayerPrescription, type TodaysPrescription } from '../player-prescription'
import type { Item } from './player-source'

/** The set on screen: its exercise, which set it is, its target, and what to know before it. */
export function SetHeading({
  name,
  setLabel,
  target,
  lastTime,
  prescribed,
  item,
  units,
}: {
  name: string
  setLabel: ReactNode
  target: string
  lastTime: string | null
  prescribed: TodaysPrescription | null
  item: Item
  units: Units
}) {
  const note = item.note
  return (
    <div>
      <h1 className="text-3xl leading-tight font-extrabold md:text-4xl">{name}</h1>
      <p className="mt-1 text-lg font-semibold text-slate-700 dark:text-slate-300">{setLabel}</p>
      <p className="mt-2 text-4xl font-extrabold text-brand-700 tabular-nums dark:text-indigo-300">
        {target}
      </p>
      {lastTime ? (
        <p className="mt-1 text-base text-slate-600 dark:text-slate-400">{lastTime}</p>
      ) : null}
      <PlayerPrescription prescribed={prescribed} exerciseId={item.exerciseId} units={units} />
      {item.note ? (
        <p className="mt-2 text-base break-words text-slate-700 dark:text-slate-300">
          <Trans>Note: {note}</Trans>
        </p>
      ) : null}
    </div>
  )
}
