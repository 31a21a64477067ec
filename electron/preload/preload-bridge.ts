import type { AppMode, CalisthenicsBridge, SignInResult } from './bridge'

/**
 * The whole of what the bundle may ask of the main process. Built from plain inputs so it can be
 * tested without Electron; preload.ts feeds it the sandboxed preload's process and IPC.
 */
export function createBridge(options: {
  argv: readonly string[]
  platform: string
  invokeSignIn(): Promise<SignInResult>
}): CalisthenicsBridge {
  const mode: AppMode = options.argv.includes('--calisthenics-mode=kiosk') ? 'kiosk' : 'desktop'
  return Object.freeze({
    isDesktopApp: true as const,
    mode,
    platform: options.platform,
    // Only the documented shape crosses back to the page, whatever the main process sent.
    signIn: async () => {
      const result = await options.invokeSignIn()
      return typeof result.message === 'string'
        ? { ok: result.ok === true, message: result.message }
        : { ok: result.ok === true }
    },
  })
}
