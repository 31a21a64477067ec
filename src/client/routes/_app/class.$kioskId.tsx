import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { Pause, Play, RotateCcw, SkipForward, Square } from 'lucide-react'
import { useEffect, useId, useRef, useState } from 'react'
import { PageHeading } from '~/client/components/page-heading'
import { buttonClass } from '~/client/components/ui/button'
import { Skeletons } from '~/client/components/ui/skeleton'
import { errorStatus, errorText } from '~/client/lib/errors'
import { routeIdOrNotFound } from '~/client/lib/route-data'
import { useClassCommand, usePairRemote } from '~/client/lib/mutations/use-class-mode-mutations'
import { trpc } from '~/client/lib/trpc'
import { useServerNow } from '~/client/lib/use-server-now'
import { classFace, type ClassCommand } from '~/shared/rules/class-mode'
import type { RemoteClass } from '~/shared/schemas/class-mode'
import { classFaceText } from '~/client/routes/kiosk/-lib/kiosk-labels'

/**
 * A coach's phone as the wall's class remote (docs/product.md#class-mode). The wall's QR opens
 * this page with `?code=`: the phone pairs with it first (the code leaves the address once
 * used), then loads a workout and runs the class, showing the block and time the wall shows.
 */
export const Route = createFileRoute('/_app/class/$kioskId')({
  validateSearch: (s: Record<string, unknown>): { code?: string } =>
    typeof s.code === 'string' && s.code ? { code: s.code } : {},
  loader: ({ params }) => ({ kioskId: routeIdOrNotFound(params.kioskId) }),
  component: RemotePage,
})

/** The remote looks again this often, so a second coach's command shows here too. */
const POLL_MS = 2000

const HEADING_TITLE = msg`Class remote`

function RemotePage() {
  const { t } = useLingui()
  const { kioskId } = Route.useLoaderData()
  const { code } = Route.useSearch()
  const navigate = useNavigate()
  const pair = usePairRemote({
    onSuccess: () =>
      navigate({
        to: '/class/$kioskId',
        params: { kioskId: String(kioskId) },
        search: {},
        replace: true,
      }),
  })
  const tried = useRef<string | null>(null)
  const { mutate } = pair
  useEffect(() => {
    if (!code || tried.current === code) return
    tried.current = code
    mutate({ kioskId, code })
  }, [code, kioskId, mutate])

  const remote = trpc.classMode.remote.useQuery(
    { kioskId },
    { enabled: !code, refetchInterval: POLL_MS, retry: false },
  )

  if (pair.isError) {
    return (
      <RemoteProblem
        title={t`This phone is not paired`}
        message={pair.error.message}
        hint={t`Scan the QR code in the corner of the wall again: it changes every few minutes.`}
      />
    )
  }
  if (code || (!remote.data && !remote.error)) {
    return (
      <>
        <PageHeading
          title={t(HEADING_TITLE)}
          subtitle={code ? t`Pairing with the wall…` : undefined}
        />
        <Skeletons count={3} className="h-24" />
      </>
    )
  }
  if (!remote.data) {
    const status = errorStatus(remote.error)
    return (
      <RemoteProblem
        title={status === 404 ? t`Kiosk not found` : t`Not the remote of this wall`}
        message={remote.error ? errorText(remote.error) : ''}
        hint={
          status === 403
            ? t`Only the gym’s coaches run classes. A coach scans the QR code in the corner of the wall to pair their phone.`
            : undefined
        }
      />
    )
  }
  return <Remote data={remote.data} receivedAt={remote.dataUpdatedAt} />
}

function RemoteProblem({
  title,
  message,
  hint,
}: {
  title: string
  message: string
  hint?: string
}) {
  const { t } = useLingui()
  return (
    <>
      <PageHeading title={t(HEADING_TITLE)} />
      <div
        role="alert"
        className="rounded-2xl border border-amber-300 bg-amber-50 p-5 text-amber-950 dark:border-amber-700 dark:bg-slate-900 dark:text-amber-100"
      >
        <h2 className="text-lg font-bold">{title}</h2>
        {message ? <p className="mt-2">{message}</p> : null}
        {hint ? <p className="mt-2">{hint}</p> : null}
      </div>
    </>
  )
}

const bigClass = 'min-h-16 w-full rounded-2xl text-lg'
/** The four controls: icon over label, so 'Next block' fits half a phone's width. */
const controlClass = 'min-h-20 w-full flex-col gap-1 rounded-2xl text-lg'

function Remote({ data, receivedAt }: { data: RemoteClass; receivedAt: number }) {
  const { t } = useLingui()
  const kioskId = data.kiosk.id
  const [conflict, setConflict] = useState<string | null>(null)
  const command = useClassCommand(kioskId, {
    onMutate: () => setConflict(null),
    // Someone else moved the class: the remote shows where it is now; the coach presses again.
    onError: (error) => {
      if (errorStatus(error) === 409) setConflict(error.message)
    },
  })
  const send = (c: ClassCommand, workoutId?: number) =>
    command.mutate({ kioskId, command: c, workoutId, version: data.version })
  const cls = data.class
  const block = cls ? cls.blocks[cls.blockIndex] : undefined
  const now = useServerNow(data.serverNow, receivedAt, 250)
  const timing = block ? { ...block, exerciseCount: block.exercises.length } : null
  const face = timing && cls ? classFace(timing, cls, now) : null
  const text = timing && face ? classFaceText(timing, face) : null
  const blockNumber = cls ? cls.blockIndex + 1 : 0
  const blockCount = cls ? cls.blocks.length : 0
  const blockLine = t`Block ${blockNumber} of ${blockCount}`
  const busy = command.isPending

  return (
    <>
      <PageHeading title={t(HEADING_TITLE)} subtitle={data.kiosk.name} />
      {conflict || (command.isError && errorStatus(command.error) !== 409) ? (
        <p
          role="alert"
          className="mb-4 rounded-2xl bg-amber-100 p-4 font-medium text-amber-950 dark:bg-amber-900/40 dark:text-amber-100"
        >
          {conflict ?? errorText(command.error)}
        </p>
      ) : null}
      <section
        aria-labelledby="remote-now"
        className="mb-6 rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900"
      >
        <h2
          id="remote-now"
          className="text-sm font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-400"
        >
          <Trans>On the wall</Trans>
        </h2>
        {!cls ? (
          <p className="mt-2 text-lg">
            <Trans>No class yet: pick its workout below.</Trans>
          </p>
        ) : (
          <>
            <p className="mt-1 text-xl font-bold">{cls.title}</p>
            <p className="text-slate-600 dark:text-slate-400" data-testid="remote-block">
              {block
                ? `${blockLine}${text ? ` · ${text.kindLabel}${text.detail ? ` · ${text.detail}` : ''}` : ''}`
                : t`Class done`}
            </p>
            {face && text ? (
              <div className="mt-3 flex items-baseline justify-between gap-4">
                <p className="text-lg font-bold" data-testid="remote-phase">
                  {text.phaseLabel}
                </p>
                <p
                  role="timer"
                  aria-label={t`Time on the wall`}
                  className="text-5xl font-black tabular-nums"
                >
                  {face.digits}
                </p>
              </div>
            ) : null}
            {block && block.exercises.length > 0 ? (
              <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">
                {block.exercises.map((e) => e.name).join(' · ')}
              </p>
            ) : null}
          </>
        )}
      </section>
      {cls ? (
        <div role="group" aria-label={t`Class controls`} className="mb-8 grid grid-cols-2 gap-3">
          {face?.running ? (
            <button
              type="button"
              className={`${buttonClass('primary', 'lg')} ${controlClass}`}
              disabled={busy}
              onClick={() => send('pause')}
            >
              <Pause aria-hidden="true" className="h-6 w-6" />
              <Trans>Pause</Trans>
            </button>
          ) : (
            <button
              type="button"
              className={`${buttonClass('primary', 'lg')} ${controlClass}`}
              disabled={busy || !block}
              onClick={() => send('start')}
            >
              <Play aria-hidden="true" className="h-6 w-6" />
              {cls.accumulatedMs > 0 ? <Trans>Resume</Trans> : <Trans>Start</Trans>}
            </button>
          )}
          <button
            type="button"
            className={`${buttonClass('secondary', 'lg')} ${controlClass}`}
            disabled={busy || !block}
            onClick={() => send('next')}
          >
            <SkipForward aria-hidden="true" className="h-6 w-6" />
            {cls.blockIndex + 1 >= cls.blocks.length ? (
              <Trans>Finish</Trans>
            ) : (
              <Trans>Next block</Trans>
            )}
          </button>
          <button
            type="button"
            className={`${buttonClass('secondary', 'lg')} ${controlClass}`}
            disabled={busy}
            onClick={() => send('reset')}
          >
            <RotateCcw aria-hidden="true" className="h-6 w-6" />
            <Trans>Reset</Trans>
          </button>
          <button
            type="button"
            className={`${buttonClass('outline', 'lg')} ${controlClass}`}
            disabled={busy}
            onClick={() => send('end')}
          >
            <Square aria-hidden="true" className="h-6 w-6" />
            <Trans>End class</Trans>
          </button>
        </div>
      ) : null}
      <WorkoutPicker data={data} busy={busy} onLoad={(id) => send('load', id)} />
    </>
  )
}

function WorkoutPicker({
  data,
  busy,
  onLoad,
}: {
  data: RemoteClass
  busy: boolean
  onLoad: (workoutId: number) => void
}) {
  const { t } = useLingui()
  const selectId = useId()
  const workouts = trpc.workouts.list.useQuery()
  const catalogue = (workouts.data ?? []).filter((w) => w.ownerId === null)
  const [picked, setPicked] = useState('')
  const wod = data.wod
  const wodTitle = wod?.title ?? ''
  return (
    <section
      aria-labelledby="remote-workout"
      className="rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900"
    >
      <h2 id="remote-workout" className="text-lg font-bold">
        {data.class ? <Trans>Change the workout</Trans> : <Trans>Pick the class workout</Trans>}
      </h2>
      {wod ? (
        <button
          type="button"
          className={`${buttonClass('primary', 'lg')} ${bigClass} mt-3`}
          disabled={busy}
          onClick={() => onLoad(wod.workoutId)}
        >
          <Trans>Workout of the day: {wodTitle}</Trans>
        </button>
      ) : (
        <p className="mt-2 text-slate-600 dark:text-slate-400">
          <Trans>No workout of the day is posted on this wall today.</Trans>
        </p>
      )}
      <form
        className="mt-4 flex flex-col gap-3"
        onSubmit={(event) => {
          event.preventDefault()
          if (picked) onLoad(Number(picked))
        }}
      >
        <label htmlFor={selectId} className="font-medium">
          {wod ? <Trans>Or another workout</Trans> : <Trans>A workout from the catalogue</Trans>}
        </label>
        <select
          id={selectId}
          value={picked}
          onChange={(event) => setPicked(event.target.value)}
          className="min-h-14 rounded-xl border border-slate-300 bg-white px-3 text-base dark:border-slate-700 dark:bg-slate-950"
        >
          <option value="">{t`Choose a workout…`}</option>
          {catalogue.map((w) => (
            <option key={w.id} value={w.id}>
              {w.title}
            </option>
          ))}
        </select>
        <button
          type="submit"
          className={`${buttonClass('secondary', 'lg')} ${bigClass}`}
          disabled={busy || !picked}
        >
          <Trans>Load on the wall</Trans>
        </button>
      </form>
    </section>
  )
}
