import { Link } from '@tanstack/react-router'
import { ShieldAlert } from 'lucide-react'
import { useEffect } from 'react'
import { toast } from '~/client/lib/use-toast'
import { buttonClass } from './ui/button'

export const ACCESS_DENIED_TITLE = 'Access Denied'
export const ACCESS_DENIED_TEXT = "You don't have permission to access this page."

/** docs/product.md#access-denied: a not-found style screen plus the destructive 'Access Denied' toast. */
export function AccessDenied() {
  useEffect(() => {
    toast({ title: ACCESS_DENIED_TITLE, description: ACCESS_DENIED_TEXT, variant: 'destructive' })
  }, [])
  return (
    <section className="mx-auto flex max-w-md flex-col items-center py-16 text-center">
      <ShieldAlert className="h-12 w-12 text-red-700" aria-hidden="true" />
      <h1 className="mt-4 text-2xl font-bold">{ACCESS_DENIED_TITLE}</h1>
      <p className="mt-2 text-slate-600 dark:text-slate-400">{ACCESS_DENIED_TEXT}</p>
      <Link to="/daily" className={`${buttonClass('primary')} mt-6`}>
        Back to Daily
      </Link>
    </section>
  )
}
