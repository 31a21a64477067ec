/** What the set is logged with, under its button, when it has details: '8 reps · +10 kg · RPE 8'. */
export function LogSetLine({ line }: { line: string | null }) {
  if (!line) return null
  return (
    <p
      id="log-set-line"
      className="mt-2 text-center text-base font-semibold text-slate-700 tabular-nums dark:text-slate-300"
    >
      {line}
    </p>
  )
}
