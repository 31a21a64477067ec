import { useLingui } from '@lingui/react/macro'
import { useLocation, useNavigate, useRouter } from '@tanstack/react-router'
import { ArrowLeft } from 'lucide-react'
import { backTarget } from '~/shared/display'
import { buttonClass } from './ui/button'

/** docs/product.md#chrome: from /admin/* or /trainer/* back goes to /daily, otherwise to the previous page. */
export function BackButton({ to }: { to?: string }) {
  const { t } = useLingui()
  const router = useRouter()
  const navigate = useNavigate()
  const pathname = useLocation({ select: (l) => l.pathname })
  const onClick = () => {
    if (to) return void navigate({ to })
    if (backTarget(pathname) === '/daily' || window.history.length <= 1)
      return void navigate({ to: '/daily' })
    router.history.back()
  }
  return (
    <button
      type="button"
      onClick={onClick}
      className={buttonClass('ghost', 'icon')}
      aria-label={t`Back`}
    >
      <ArrowLeft className="h-5 w-5" aria-hidden="true" />
    </button>
  )
}
