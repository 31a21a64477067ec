// The kiosk setup page's preload: one call, pair(serverUrl, code), and nothing else.
import { contextBridge, ipcRenderer } from 'electron'
import type { IpcChannels, KioskSetupBridge, PairResult } from './bridge'

const PAIR: IpcChannels['pair'] = 'calisthenics:pair'

const bridge: KioskSetupBridge = {
  pair: (request) =>
    ipcRenderer.invoke(PAIR, {
      serverUrl: String(request.serverUrl),
      code: String(request.code),
    }) as Promise<PairResult>,
}

contextBridge.exposeInMainWorld('kioskSetup', bridge)
