import { createContext, type ReactNode, useContext } from 'react'
import type { User } from '~/shared/schemas/user'
import { AppHeader } from './app-header'
import { BottomTabBar } from './bottom-tab-bar'
import { OfflineBanner } from './offline-banner'

const InsideAppShell = createContext(false)

/** Whether a screen already sits inside the header and tab bar (and their `main`). */
export function useInsideAppShell(): boolean {
  return useContext(InsideAppShell)
}

/** docs/product.md#chrome: the signed-in header, the page's `main`, the tab bar on small screens. */
export function AppShell({ user, children }: { user: User; children: ReactNode }) {
  return (
    <InsideAppShell.Provider value={true}>
      <div className="min-h-screen pb-20 md:pb-0">
        <AppHeader user={user} />
        <OfflineBanner />
        <main id="main" className="mx-auto max-w-6xl px-4 py-6">
          {children}
        </main>
        <BottomTabBar user={user} />
      </div>
    </InsideAppShell.Provider>
  )
}
