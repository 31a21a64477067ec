import { CheckCircle2 } from 'lucide-react'

interface Entry {
  workoutId: number | null
  title: string
  day: string
  completedAt: string
}

export function HistoryList({ entries }: { entries: Entry[] }) {
  if (entries.length === 0)
    return <p className="text-slate-600 dark:text-slate-400">No completed workouts yet.</p>
  return (
    <ul className="divide-y divide-slate-200 dark:divide-slate-800">
      {entries.map((e) => (
        <li key={`${e.completedAt}-${e.title}`} className="flex items-center gap-3 py-3">
          <CheckCircle2 className="h-5 w-5 shrink-0 text-emerald-700" aria-hidden="true" />
          <span className="min-w-0 flex-1 truncate font-medium">{e.title}</span>
          <time dateTime={e.day} className="text-sm text-slate-600 dark:text-slate-400">
            {new Date(`${e.day}T12:00:00Z`).toLocaleDateString('en-US', {
              weekday: 'short',
              month: 'short',
              day: 'numeric',
              timeZone: 'UTC',
            })}
          </time>
        </li>
      ))}
    </ul>
  )
}
