import { Link } from '@tanstack/react-router'
import { Dumbbell } from 'lucide-react'
import type { ReactNode } from 'react'

/**
 * The card of the public pages outside the signed-in layout (invitation and app sign-in links;
 * `wide` for reading, as the terms and privacy pages).
 */
export function PublicShell({ children, wide = false }: { children: ReactNode; wide?: boolean }) {
  return (
    <main
      id="main"
      className="min-h-screen bg-gradient-to-br from-brand-50 via-white to-slate-100 px-4 py-10 dark:from-slate-950 dark:via-slate-950 dark:to-slate-900"
    >
      <div className={`mx-auto ${wide ? 'max-w-3xl' : 'max-w-lg'}`}>
        <Link
          to="/daily"
          className="mb-6 inline-flex items-center gap-2 rounded-md text-lg font-bold text-brand-700 dark:text-brand-100"
        >
          <span className="inline-flex h-10 w-10 items-center justify-center rounded-lg bg-brand-700 text-white">
            <Dumbbell className="h-6 w-6" aria-hidden="true" />
          </span>
          {/* eslint-disable-next-line lingui/no-unlocalized-strings -- the brand's name */}
          {'Calisthenics'}
        </Link>
        <section className="rounded-2xl border border-slate-200 bg-white p-6 shadow-lg sm:p-8 dark:border-slate-800 dark:bg-slate-900">
          {children}
        </section>
      </div>
    </main>
  )
}
