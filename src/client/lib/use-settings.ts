import { useSyncExternalStore } from 'react'

export interface Settings {
  sound: boolean
  vibration: boolean
  /** Default rest in seconds when an exercise gives none. */
  defaultRest: number
  theme: 'light' | 'dark' | 'system'
}

export const DEFAULT_SETTINGS: Settings = {
  sound: true,
  vibration: true,
  defaultRest: 30,
  theme: 'system',
}
const KEY = 'settings'
const listeners = new Set<() => void>()
let cache: Settings | null = null

export function readSettings(): Settings {
  if (cache) return cache
  try {
    cache = {
      ...DEFAULT_SETTINGS,
      ...(JSON.parse(localStorage.getItem(KEY) ?? '{}') as Partial<Settings>),
    }
  } catch {
    cache = DEFAULT_SETTINGS
  }
  return cache
}

export function applyTheme(theme: Settings['theme']) {
  const dark =
    theme === 'dark' ||
    (theme === 'system' && window.matchMedia('(prefers-color-scheme: dark)').matches)
  document.documentElement.classList.toggle('dark', dark)
  localStorage.setItem('theme', theme)
}

export function saveSettings(patch: Partial<Settings>) {
  cache = { ...readSettings(), ...patch }
  localStorage.setItem(KEY, JSON.stringify(cache))
  if (patch.theme) applyTheme(patch.theme)
  for (const l of listeners) l()
}

/** One function for every render, so React does not subscribe afresh each time. */
function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

export function useSettings(): Settings {
  return useSyncExternalStore(subscribe, readSettings, () => DEFAULT_SETTINGS)
}
