import type { CalisthenicsBridge } from '../../../electron/preload/bridge'

/** The Electron preload's bridge when the bundle runs in the desktop or kiosk app, else null. */
export function desktopBridge(): CalisthenicsBridge | null {
  const bridge = (window as { calisthenics?: CalisthenicsBridge }).calisthenics
  return bridge?.isDesktopApp ? bridge : null
}
