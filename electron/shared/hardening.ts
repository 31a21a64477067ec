import type { Session, WebContents, WebPreferences } from 'electron'
import type { AppMode, ModeArgument } from '../preload/bridge'
import { isHttpUrl, isOnHost } from './web-pages'

export function modeArgument(mode: AppMode): ModeArgument {
  return `--calisthenics-mode=${mode}`
}

/** Electron's security checklist (docs/architecture.md#electron) for every window the app opens. */
export function secureWebPreferences(preload: string, mode: AppMode): WebPreferences {
  return {
    preload,
    contextIsolation: true,
    sandbox: true,
    nodeIntegration: false,
    nodeIntegrationInWorker: false,
    nodeIntegrationInSubFrames: false,
    webSecurity: true,
    allowRunningInsecureContent: false,
    webviewTag: false,
    navigateOnDragDrop: false,
    safeDialogs: true,
    spellcheck: false,
    devTools: mode !== 'kiosk',
    additionalArguments: [modeArgument(mode)],
  }
}

export type HardenableContents = Pick<WebContents, 'on' | 'setWindowOpenHandler'> & {
  session: Pick<Session, 'setPermissionRequestHandler' | 'setPermissionCheckHandler'>
}

/** "Copy code" (navigator.clipboard.writeText) needs this one; nothing else is ever granted. */
export const CLIPBOARD_WRITE_PERMISSION = 'clipboard-sanitized-write'

/** Only the bundle's own top-level page may write to the clipboard. */
function clipboardWriteAllowed(
  permission: string,
  isMainFrame: boolean,
  urls: readonly (string | undefined)[],
): boolean {
  return (
    permission === CLIPBOARD_WRITE_PERMISSION &&
    isMainFrame &&
    urls.every((url) => url !== undefined && isOnHost(url, 'bundle'))
  )
}

/**
 * Applied to every webContents the moment it exists ('web-contents-created'), so no window or
 * frame escapes it. Only the bundle's origin may be navigated to; everything else is stopped, and
 * `openExternal` (desktop mode only) decides whether an http(s) address goes to the system
 * browser. No page gets a new window, a <webview>, or any permission (camera, notifications, …)
 * except writing to the clipboard, and that only for the bundle's main frame.
 */
export function hardenWebContents(
  contents: HardenableContents,
  policy: { openExternal: ((url: string) => void) | null },
): void {
  const external = (url: string) => {
    if (policy.openExternal && isHttpUrl(url)) policy.openExternal(url)
  }
  contents.on('will-navigate', (event) => {
    if (isOnHost(event.url, 'bundle')) return
    event.preventDefault()
    external(event.url)
  })
  contents.on('will-redirect', (event) => {
    if (!isOnHost(event.url, 'bundle')) event.preventDefault()
  })
  contents.on('will-attach-webview', (event) => event.preventDefault())
  contents.setWindowOpenHandler(({ url }) => {
    external(url)
    return { action: 'deny' }
  })
  contents.session.setPermissionRequestHandler((_contents, permission, callback, details) =>
    callback(clipboardWriteAllowed(permission, details.isMainFrame, [details.requestingUrl])),
  )
  contents.session.setPermissionCheckHandler((_contents, permission, requestingOrigin, details) =>
    clipboardWriteAllowed(permission, details.isMainFrame, [
      requestingOrigin,
      details.requestingUrl ?? requestingOrigin,
    ]),
  )
}
