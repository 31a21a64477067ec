import { useSyncExternalStore } from 'react'

export interface Toast {
  id: number
  title: string
  description?: string
  variant?: 'default' | 'destructive' | 'success'
  /** A button in the toast ('Undo'): pressing it runs `onClick` and dismisses the toast. */
  action?: { label: string; onClick: () => void }
}

// docs/product.md#toasts: at most one toast at a time, shown for 5000 ms.
export const TOAST_LIMIT = 1
export const TOAST_DURATION_MS = 5000
/** A toast with an action ('Undo') stays longer, so there is time to reach its button. */
export const ACTION_TOAST_DURATION_MS = 10_000

let toasts: Toast[] = []
let nextId = 1
const listeners = new Set<() => void>()
const timers = new Map<number, ReturnType<typeof setTimeout>>()

function emit() {
  for (const l of listeners) l()
}

export function dismissToast(id: number) {
  clearTimeout(timers.get(id))
  timers.delete(id)
  toasts = toasts.filter((t) => t.id !== id)
  emit()
}

export function toast(input: Omit<Toast, 'id'>): number {
  const id = nextId++
  for (const old of toasts) clearTimeout(timers.get(old.id))
  toasts = [{ ...input, id }, ...toasts].slice(0, TOAST_LIMIT)
  timers.set(
    id,
    setTimeout(() => dismissToast(id), input.action ? ACTION_TOAST_DURATION_MS : TOAST_DURATION_MS),
  )
  emit()
  return id
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function useToasts(): Toast[] {
  return useSyncExternalStore(
    subscribe,
    () => toasts,
    () => toasts,
  )
}
