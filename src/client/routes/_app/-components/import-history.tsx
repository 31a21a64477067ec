// Import history on the profile (docs/product.md#import-and-export-of-history): a file from
// Strong, Hevy or FitNotes previewed, its exercises mapped, imported in the background with a
// progress bar, and each import undone on its own. Loaded in its own chunk.
import { msg, plural } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Upload } from 'lucide-react'
import { useEffect, useId, useRef, useState } from 'react'
import { buttonClass } from '~/client/components/ui/button'
import { ConfirmDialog } from '~/client/components/ui/confirm-dialog'
import { ProgressBar } from '~/client/components/ui/progress-bar'
import { errorText } from '~/client/lib/errors'
import { i18n } from '~/client/lib/i18n'
import { trpc } from '~/client/lib/trpc'
import { toast } from '~/client/lib/use-toast'
import type { Units } from '~/shared/rules/units'
import type { CreateImportResult, ImportItem, ImportPreview } from '~/shared/schemas/imports'

// eslint-disable-next-line lingui/no-unlocalized-strings -- the apps' brand names
const SOURCE_NAMES = { strong: 'Strong', hevy: 'Hevy', fitnotes: 'FitNotes' } as const
const NEW_OWN = 'own'

async function upload(
  userId: number,
  file: File,
  fields: Record<string, string>,
  dryRun: boolean,
): Promise<CreateImportResult> {
  const form = new FormData()
  form.set('file', file, file.name)
  for (const [name, value] of Object.entries(fields)) form.set(name, value)
  const res = await fetch(`/api/user/${userId}/imports${dryRun ? '?dryRun=1' : ''}`, {
    method: 'POST',
    body: form,
  })
  const body = (await res.json().catch(() => ({}))) as { message?: string }
  if (!res.ok) throw new Error(body.message ?? `The upload failed (${res.status})`)
  return body as CreateImportResult
}

export default function ImportHistory({ userId }: { userId: number }) {
  const { t } = useLingui()
  const utils = trpc.useUtils()
  const fileId = useId()
  const fileInput = useRef<HTMLInputElement>(null)
  const [file, setFile] = useState<File | null>(null)
  const [preview, setPreview] = useState<ImportPreview | null>(null)
  const [unit, setUnit] = useState<Units | null>(null)
  const [mapping, setMapping] = useState<Record<string, number | null>>({})
  const [counts, setCounts] = useState(false)
  const [busy, setBusy] = useState(false)
  const [list] = trpc.imports.list.useSuspenseQuery(
    { userId },
    {
      refetchInterval: (query) =>
        query.state.data?.some((i) => i.status === 'running' || i.status === 'queued')
          ? 1000
          : false,
    },
  )
  const refreshHistory = () =>
    Promise.all([
      utils.sessions.invalidate(),
      utils.sets.invalidate(),
      utils.profile.summary.invalidate(),
      utils.auth.session.invalidate(),
    ])

  const running = list.some((i) => i.status === 'running' || i.status === 'queued')
  const wasRunning = useRef(running)
  useEffect(() => {
    // An import that finished changed the history, records and progress the profile shows.
    if (wasRunning.current && !running) void refreshHistory()
    wasRunning.current = running
  })

  const choose = async (chosen: File | null) => {
    setFile(chosen)
    setPreview(null)
    if (!chosen) return
    setBusy(true)
    try {
      const answer = await upload(userId, chosen, {}, true)
      setPreview(answer.preview)
      setUnit(null)
      setMapping({})
    } catch (error) {
      toast({
        title: t`Could not read the file`,
        description: errorText(error),
        variant: 'destructive',
      })
    } finally {
      setBusy(false)
    }
  }

  const start = async () => {
    if (!file || !preview) return
    setBusy(true)
    try {
      await upload(
        userId,
        file,
        {
          ...(unit ? { unit } : {}),
          countsTowardStreak: counts ? '1' : '0',
          mapping: JSON.stringify(mapping),
        },
        false,
      )
      setPreview(null)
      setFile(null)
      if (fileInput.current) fileInput.current.value = ''
      await utils.imports.list.invalidate()
      toast({ title: t`Import started`, description: t`Your history is being written.` })
    } catch (error) {
      toast({ title: t`Could not import`, description: errorText(error), variant: 'destructive' })
    } finally {
      setBusy(false)
    }
  }

  return (
    <section
      aria-labelledby="import-history"
      className="mt-6 rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900"
    >
      <h2 id="import-history" className="text-lg font-bold">
        <Trans>Import history</Trans>
      </h2>
      <p className="mt-1 text-slate-600 dark:text-slate-400">
        <Trans>
          Bring your sets from Strong, Hevy or FitNotes: export a CSV there and choose it here. You
          see what it holds before anything is written.
        </Trans>
      </p>
      <label htmlFor={fileId} className="mt-3 block text-sm font-semibold">
        <Trans>CSV export (up to 20 MB)</Trans>
      </label>
      <input
        id={fileId}
        ref={fileInput}
        type="file"
        accept=".csv,text/csv"
        disabled={busy}
        onChange={(e) => void choose(e.target.files?.[0] ?? null)}
        className="mt-1 block w-full max-w-full text-sm file:mr-3 file:min-h-11 file:rounded-lg file:border-0 file:bg-slate-100 file:px-4 file:font-semibold dark:file:bg-slate-800 dark:file:text-slate-100"
      />
      {busy && !preview ? (
        <p className="mt-2 text-sm">
          <Trans>Reading the file…</Trans>
        </p>
      ) : null}
      {preview ? (
        <Preview
          preview={preview}
          unit={unit}
          setUnit={setUnit}
          mapping={mapping}
          setMapping={setMapping}
          counts={counts}
          setCounts={setCounts}
          busy={busy}
          onImport={() => void start()}
        />
      ) : null}
      <Imports list={list} userId={userId} onUndone={refreshHistory} />
    </section>
  )
}

function Preview({
  preview,
  unit,
  setUnit,
  mapping,
  setMapping,
  counts,
  setCounts,
  busy,
  onImport,
}: {
  preview: ImportPreview
  unit: Units | null
  setUnit: (u: Units) => void
  mapping: Record<string, number | null>
  setMapping: (m: Record<string, number | null>) => void
  counts: boolean
  setCounts: (c: boolean) => void
  busy: boolean
  onImport: () => void
}) {
  const { t } = useLingui()
  const fresh = preview.sets - preview.duplicates
  const fileName = preview.fileName
  const source = SOURCE_NAMES[preview.source]
  const firstDay = preview.firstDay
  const lastDay = preview.lastDay ?? ''
  return (
    <div aria-labelledby="import-preview" className="mt-4 grid gap-4">
      <h3 id="import-preview" className="font-bold">
        <Trans>
          Preview of {fileName} ({source})
        </Trans>
      </h3>
      <dl className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-4">
        <Figure label={t`Sessions`} value={String(preview.sessions)} />
        <Figure label={t`Sets`} value={String(preview.sets)} />
        <Figure label={t`Dates`} value={firstDay ? t`${firstDay} to ${lastDay}` : '—'} />
        <Figure label={t`Already imported`} value={String(preview.duplicates)} />
      </dl>
      {preview.needsUnit ? (
        <fieldset className="grid gap-1">
          <legend className="text-sm font-semibold">
            <Trans>The file does not say: its loads are in</Trans>
          </legend>
          <div className="flex gap-4">
            {(['kg', 'lb'] as const).map((u) => (
              <label key={u} className="flex min-h-11 items-center gap-2">
                <input
                  type="radio"
                  name="import-unit"
                  value={u}
                  checked={unit === u}
                  onChange={() => setUnit(u)}
                  className="h-5 w-5"
                />
                {u}
              </label>
            ))}
          </div>
        </fieldset>
      ) : null}
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm">
          <caption className="mb-1 text-left font-semibold">
            <Trans>Exercises</Trans>
          </caption>
          <thead>
            <tr className="border-b border-slate-200 dark:border-slate-700">
              <th scope="col" className="py-1 pr-2">
                <Trans>In the file</Trans>
              </th>
              <th scope="col" className="py-1 pr-2">
                <Trans>Sets</Trans>
              </th>
              <th scope="col" className="py-1">
                <Trans>Ours</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {preview.exercises.map((e) => {
              const chosen = e.name in mapping ? mapping[e.name] : e.exerciseId
              const exerciseName = e.name
              return (
                <tr key={e.name} className="border-b border-slate-100 dark:border-slate-800">
                  <th scope="row" className="py-1 pr-2 font-normal break-words">
                    {e.name}
                  </th>
                  <td className="py-1 pr-2">{e.sets}</td>
                  <td className="py-1">
                    <select
                      aria-label={t`Exercise for ${exerciseName}`}
                      value={chosen === null || chosen === undefined ? NEW_OWN : String(chosen)}
                      onChange={(ev) =>
                        setMapping({
                          ...mapping,
                          [e.name]: ev.target.value === NEW_OWN ? null : Number(ev.target.value),
                        })
                      }
                      className="min-h-11 w-full max-w-[12rem] rounded-lg border border-slate-300 bg-white px-2 dark:border-slate-700 dark:bg-slate-950"
                    >
                      <option value={NEW_OWN}>{t`New exercise of my own`}</option>
                      {preview.choices.map((c) => (
                        <option key={c.id} value={c.id}>
                          {c.own ? ownChoice(c.name) : c.name}
                        </option>
                      ))}
                    </select>
                  </td>
                </tr>
              )
            })}
          </tbody>
        </table>
      </div>
      {preview.skipped.length > 0 ? (
        <div>
          <h4 className="text-sm font-semibold">
            <Trans>Rows skipped</Trans>
          </h4>
          <ul className="list-disc pl-5 text-sm">
            {preview.skipped.map((s) => {
              const { reason, count } = s
              const lineCount = s.lines.length
              const lines = s.lines.join(', ') + (s.count > s.lines.length ? ', …' : '')
              return (
                <li key={s.reason}>
                  {t`${reason}: ${count} (${plural(lineCount, { one: 'line', other: 'lines' })} ${lines})`}
                </li>
              )
            })}
          </ul>
        </div>
      ) : null}
      {preview.suspicious.length > 0 ? (
        <div>
          <h4 className="text-sm font-semibold">
            <Trans>Worth a look</Trans>
          </h4>
          <ul className="list-disc pl-5 text-sm">
            {preview.suspicious.map((s) => (
              <li key={`${s.line}-${s.message}`}>{lineNote(s.line, s.message)}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <label className="flex min-h-11 items-center gap-2 text-sm">
        <input
          type="checkbox"
          checked={counts}
          onChange={(e) => setCounts(e.target.checked)}
          className="h-5 w-5"
        />
        <Trans>Count imported days toward my streak and badges</Trans>
      </label>
      <div>
        <button
          type="button"
          className={buttonClass('primary')}
          disabled={busy || fresh === 0 || (preview.needsUnit && unit === null)}
          onClick={onImport}
        >
          <Upload className="h-4 w-4" aria-hidden="true" /> <Trans>Import</Trans>
        </button>
        {fresh === 0 ? (
          <p className="mt-1 text-sm">
            <Trans>Every set of this file is in your history already.</Trans>
          </p>
        ) : null}
      </div>
    </div>
  )
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-lg bg-slate-100 p-2 dark:bg-slate-800">
      <dt className="text-slate-600 dark:text-slate-400">{label}</dt>
      <dd className="font-bold">{value}</dd>
    </div>
  )
}

/** 'Squat (mine)': an exercise of the athlete's own among the choices. */
function ownChoice(name: string): string {
  return i18n._(msg`${name} (mine)`)
}

/** 'Line 12: …': what is worth a look in a row of the file. */
function lineNote(line: number, note: string): string {
  return i18n._(msg`Line ${line}: ${note}`)
}

const STATUS_TEXT = {
  queued: msg`Waiting`,
  running: msg`Importing`,
  done: msg`Imported`,
  failed: msg`Failed`,
  undone: msg`Undone`,
} as const

function Imports({
  list,
  userId,
  onUndone,
}: {
  list: ImportItem[]
  userId: number
  onUndone: () => Promise<unknown>
}) {
  const { t } = useLingui()
  const utils = trpc.useUtils()
  const [asked, setAsked] = useState<ImportItem | null>(null)
  const undo = trpc.imports.undo.useMutation({
    onSuccess: async () => {
      setAsked(null)
      toast({ title: t`Import undone`, description: t`Its sets and sessions are removed.` })
      await Promise.all([utils.imports.list.invalidate(), onUndone()])
    },
    onError: (error) =>
      toast({ title: t`Could not undo`, description: errorText(error), variant: 'destructive' }),
  })
  if (list.length === 0) return null
  const askedName = asked?.fileName
  return (
    <div className="mt-5">
      <h3 className="font-bold">
        <Trans>Your imports</Trans>
      </h3>
      <ul className="mt-2 grid gap-3">
        {list.map((item) => {
          const itemName = item.fileName
          const source = SOURCE_NAMES[item.source]
          const status = t(STATUS_TEXT[item.status])
          const sessions = item.sessionCount
          const sets = item.setCount
          const day = item.createdAt.slice(0, 10)
          const rowsDone = item.rowsDone
          const rowsTotal = item.rowsTotal
          return (
            <li
              key={item.id}
              className="rounded-lg border border-slate-200 p-3 dark:border-slate-700"
            >
              <div className="flex flex-wrap items-center justify-between gap-2">
                <div className="min-w-0">
                  <p className="font-semibold break-words">{item.fileName}</p>
                  <p className="text-sm text-slate-600 dark:text-slate-400">
                    {t`${source} · ${status} · ${sessions} sessions, ${sets} sets · ${day}`}
                  </p>
                </div>
                {item.status !== 'undone' ? (
                  <button
                    type="button"
                    className={buttonClass('outline')}
                    onClick={() => setAsked(item)}
                    aria-label={t`Undo the import of ${itemName}`}
                  >
                    <Trans>Undo</Trans>
                  </button>
                ) : null}
              </div>
              {item.status === 'running' || item.status === 'queued' ? (
                <div className="mt-2">
                  <ProgressBar
                    value={item.rowsDone}
                    max={Math.max(item.rowsTotal, 1)}
                    label={t`Importing ${itemName}`}
                  />
                  <p className="mt-1 text-sm">{t`${rowsDone} of ${rowsTotal} sets`}</p>
                </div>
              ) : null}
              {item.error ? (
                <p className="mt-2 text-sm text-red-700 dark:text-red-300">{item.error}</p>
              ) : null}
            </li>
          )
        })}
      </ul>
      <ConfirmDialog
        open={asked !== null}
        onOpenChange={(open) => (open ? undefined : setAsked(null))}
        title={t`Undo this import?`}
        description={
          asked
            ? t`The sets and sessions ${askedName} brought are removed from your history; everything else stays.`
            : ''
        }
        confirmLabel={t`Undo import`}
        pending={undo.isPending}
        onConfirm={() => asked && undo.mutate({ userId, importId: asked.id })}
      />
    </div>
  )
}
