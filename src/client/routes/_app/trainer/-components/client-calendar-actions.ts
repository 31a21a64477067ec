import { TRPCClientError } from '@trpc/client'
import { errorText } from '~/client/lib/errors'
import { refreshFirst } from '~/client/lib/mutations/refresh-first'
import { toastDone, toastFailed } from '~/client/lib/mutation-toasts'
import { trpc } from '~/client/lib/trpc'
import type { CalendarItem } from '~/shared/schemas/calendar'

/** A day's items as putDay takes them back: the same workouts with their prescriptions. */
export function asInput(items: readonly CalendarItem[]) {
  return items.map((i) => ({
    workoutId: i.workoutId,
    ...(i.prescription ? { prescription: i.prescription } : {}),
  }))
}

/**
 * What the server said was wrong, for the dialog that sent it: its field messages (the shared
 * schemas' words, e.g. 'Reps are written '8' or '8-12''), else the error's text.
 */
export function problemOf(error: unknown): string {
  if (error instanceof TRPCClientError) {
    const fields = (
      error.data as { fieldErrors?: Record<string, string[] | undefined> } | undefined
    )?.fieldErrors
    const messages = Object.values(fields ?? {}).flatMap((m) => m ?? [])
    if (messages.length > 0) return [...new Set(messages)].join(' ')
  }
  return errorText(error)
}

/**
 * The calendar's changes. Each refreshes the days shown (and the trainer's client list,
 * whose compliance reads the calendar) before it toasts, so the toast and the new days arrive
 * together; a failure toasts the server's message and goes to the caller too.
 */
export function useCalendarActions() {
  const utils = trpc.useUtils()
  const refresh = () =>
    Promise.all([utils.calendar.client.invalidate(), utils.trainer.users.invalidate()])
  const options = { onError: (error: unknown) => toastFailed(error) }
  return {
    putDay: trpc.calendar.putDay.useMutation(refreshFirst(refresh, options)),
    copy: trpc.calendar.copy.useMutation(refreshFirst(refresh, options)),
    move: trpc.calendar.move.useMutation(refreshFirst(refresh, options)),
    placePlan: trpc.calendar.placePlan.useMutation(refreshFirst(refresh, options)),
    done: toastDone,
  }
}

export type CalendarActions = ReturnType<typeof useCalendarActions>
