/**
 * What the set is logged with, under its button, when it has details: '8 reps · +10 kg · RPE 8',
 * and where a detail came from when the athlete did not enter it ('Load from last time').
 */
export function LogSetLine({ line, note }: { line: string | null; note?: string | null }) {
  if (!line) return null
  return (
    <p
      id="log-set-line"
      className="mt-2 text-center text-base font-semibold text-slate-700 tabular-nums dark:text-slate-300"
    >
      <span>{line}</span>
      {note ? (
        <span className="block text-sm font-normal text-slate-600 dark:text-slate-400">{note}</span>
      ) : null}
    </p>
  )
}
