// Types only: the client may `import type` these to call the bridge the preload exposes. Nothing
// here exists at run time, so importing it never pulls Electron code into the web bundle.

export type AppMode = 'desktop' | 'kiosk'

export interface SignInResult {
  ok: boolean
  /** Why sign-in did not finish, in words to show the user. */
  message?: string
}

/** `window.calisthenics` inside the desktop and kiosk app; absent in an ordinary browser. */
export interface CalisthenicsBridge {
  readonly isDesktopApp: true
  readonly mode: AppMode
  readonly platform: string
  /** Opens the system browser to sign in (RFC 8252 loopback); resolves when it finished or failed. */
  signIn(): Promise<SignInResult>
}

export interface PairRequest {
  serverUrl: string
  code: string
}

export type PairResult = { ok: true } | { ok: false; message: string }

/** `window.kioskSetup` on the kiosk's first-run setup page only. */
export interface KioskSetupBridge {
  pair(request: PairRequest): Promise<PairResult>
}

/**
 * IPC channel names. The preloads are bundled on their own (a sandboxed preload cannot require
 * a shared chunk), so each side spells the literal and the compiler holds them equal.
 */
export interface IpcChannels {
  signIn: 'calisthenics:sign-in'
  pair: 'calisthenics:pair'
}

/** The argument the main process gives each renderer so the preload can report the mode. */
export type ModeArgument = `--calisthenics-mode=${AppMode}`
