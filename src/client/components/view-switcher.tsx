import { Trans } from '@lingui/react/macro'
import { useLocation, useNavigate } from '@tanstack/react-router'
import { viewLabel } from '~/client/lib/display-labels'
import { type Role, VIEW_PATHS, viewFromPath, viewsForRole, type View } from '~/shared/roles'

/** docs/product.md#chrome: only shown when the user has more than one view. */
export function ViewSwitcher({ role }: { role: Role }) {
  const views = viewsForRole(role)
  const navigate = useNavigate()
  const pathname = useLocation({ select: (l) => l.pathname })
  if (views.length < 2) return null
  const current = viewFromPath(pathname)
  return (
    <label className="hidden items-center gap-2 text-sm lg:flex">
      <span className="sr-only">
        <Trans>Dashboard view</Trans>
      </span>
      <select
        value={views.includes(current) ? current : 'user'}
        onChange={(e) => void navigate({ to: VIEW_PATHS[e.target.value as View] })}
        className="min-h-10 rounded-lg border border-slate-300 bg-white px-2 text-sm dark:border-slate-700 dark:bg-slate-900"
      >
        {views.map((v) => (
          <option key={v} value={v}>
            {v === 'user' ? <Trans>User View</Trans> : viewLabel(v)}
          </option>
        ))}
      </select>
    </label>
  )
}
