// Minimal typed bridge (DESIGN §7): the renderer learns only that it runs inside the app.
import { contextBridge } from 'electron'

const bridge = { isDesktopApp: true as const, platform: process.platform }

contextBridge.exposeInMainWorld('calisthenics', bridge)

export type CalisthenicsBridge = typeof bridge
