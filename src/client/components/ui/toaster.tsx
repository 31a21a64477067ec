import { useLingui } from '@lingui/react/macro'
import { X } from 'lucide-react'
import { dismissToast, useToasts } from '~/client/lib/use-toast'

/* eslint-disable lingui/no-unlocalized-strings -- Tailwind classes, not texts */
const variantClass = {
  default:
    'border-slate-200 bg-white text-slate-900 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100',
  success:
    'border-emerald-300 bg-emerald-50 text-emerald-950 dark:border-emerald-700 dark:bg-emerald-950 dark:text-emerald-50',
  destructive: 'border-red-800 bg-red-700 text-white',
} as const
/* eslint-enable lingui/no-unlocalized-strings */

export function Toaster() {
  const { t: translate } = useLingui()
  const toasts = useToasts()
  return (
    <div
      aria-live="polite"
      aria-atomic="true"
      className="pointer-events-none fixed inset-x-0 bottom-20 z-50 flex flex-col items-center gap-2 px-3 md:right-4 md:bottom-4 md:left-auto md:items-end"
    >
      {toasts.map((t) => (
        <div
          key={t.id}
          role={t.variant === 'destructive' ? 'alert' : 'status'}
          data-testid="toast"
          className={`pointer-events-auto flex w-full max-w-sm items-start gap-3 rounded-xl border p-4 shadow-lg ${variantClass[t.variant ?? 'default']}`}
        >
          <div className="flex-1">
            <p className="font-semibold">{t.title}</p>
            {t.description ? <p className="mt-1 text-sm opacity-90">{t.description}</p> : null}
          </div>
          {t.action ? (
            <button
              type="button"
              onClick={() => {
                t.action?.onClick()
                dismissToast(t.id)
              }}
              className="-my-1 min-h-11 rounded-lg border border-current px-3 py-1 text-sm font-bold focus-visible:outline-2"
            >
              {t.action.label}
            </button>
          ) : null}
          <button
            type="button"
            onClick={() => dismissToast(t.id)}
            className="-m-2 rounded-md p-2 opacity-80 hover:opacity-100 focus-visible:outline-2"
            aria-label={translate`Dismiss notification`}
          >
            <X className="h-4 w-4" aria-hidden="true" />
          </button>
        </div>
      ))}
    </div>
  )
}
