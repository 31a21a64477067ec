// The bundle's preload (docs/architecture.md#electron): a sandboxed script that exposes one small typed object and
// nothing of Node or Electron. It must import only 'electron' and modules no other entry shares,
// because a sandboxed preload cannot load a second file.
import { contextBridge, ipcRenderer } from 'electron'
import type { IpcChannels, SignInResult } from './bridge'
import { createBridge } from './preload-bridge'

const SIGN_IN: IpcChannels['signIn'] = 'calisthenics:sign-in'

contextBridge.exposeInMainWorld(
  'calisthenics',
  createBridge({
    argv: process.argv,
    platform: process.platform,
    invokeSignIn: () => ipcRenderer.invoke(SIGN_IN) as Promise<SignInResult>,
  }),
)
