import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { ShieldAlert } from 'lucide-react'
import { useEffect } from 'react'
import { toast } from '~/client/lib/use-toast'
import { buttonClass } from './ui/button'

const ACCESS_DENIED_TITLE = msg`Access Denied`
const ACCESS_DENIED_TEXT = msg`You don't have permission to access this page.`

/** docs/product.md#access-denied: a not-found style screen plus the destructive 'Access Denied' toast. */
export function AccessDenied() {
  const { t } = useLingui()
  useEffect(() => {
    toast({
      title: t(ACCESS_DENIED_TITLE),
      description: t(ACCESS_DENIED_TEXT),
      variant: 'destructive',
    })
  }, [t])
  return (
    <section className="mx-auto flex max-w-md flex-col items-center py-16 text-center">
      <ShieldAlert className="h-12 w-12 text-red-700" aria-hidden="true" />
      <h1 className="mt-4 text-2xl font-bold">{t(ACCESS_DENIED_TITLE)}</h1>
      <p className="mt-2 text-slate-600 dark:text-slate-400">{t(ACCESS_DENIED_TEXT)}</p>
      <Link to="/daily" className={`${buttonClass('primary')} mt-6`}>
        <Trans>Back to Daily</Trans>
      </Link>
    </section>
  )
}
