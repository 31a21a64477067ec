import { Link } from '@tanstack/react-router'
import { buttonClass } from './ui/button'

/** docs/product.md#not-found: the not-found page and its exact texts. */
export function NotFound() {
  return (
    <main className="mx-auto flex min-h-[60vh] max-w-md flex-col items-center justify-center px-4 text-center">
      <h1 className="text-3xl font-bold">404 Page Not Found</h1>
      <p className="mt-3 text-slate-600 dark:text-slate-400">
        Did you forget to add the page to the router?
      </p>
      <Link to="/daily" className={`${buttonClass('primary')} mt-6`}>
        Go to Daily
      </Link>
    </main>
  )
}
