import { useCallback } from 'react'
import { trpc } from '~/client/lib/trpc'
import type { Thread } from '~/shared/schemas/messages'

/**
 * An open thread follows the other side without a reload (docs/product.md#messages): read again
 * every 30 s while the window is in front and when it comes back to the front (the app's reads
 * otherwise stay until a change of the user's own invalidates them).
 */
const FOLLOW_THE_THREAD = { refetchInterval: 30_000, refetchOnWindowFocus: 'always' } as const

/** One side of a thread for MessageThread: the athlete's own or a trainer's with a client. */
export interface ThreadSide {
  thread: Thread
  /** Resolves once the server holds the message (the thread is then its answer). */
  send: (message: { clientId: string; body: string }) => Promise<unknown>
  /** The other side's messages count as seen from now. */
  markRead: () => void
}

/** The thread as it reads once the viewer has seen the other side's messages. */
function seen(thread: Thread | undefined): Thread | undefined {
  if (!thread) return thread
  const at = new Date().toISOString()
  return {
    ...thread,
    unread: 0,
    messages: thread.messages.map((m) => (m.mine || m.readAt ? m : { ...m, readAt: at })),
  }
}

/** The athlete's thread with their trainer (GET/POST /api/user/messages). */
export function useMyThread(): ThreadSide {
  const utils = trpc.useUtils()
  const [thread] = trpc.messages.mine.useSuspenseQuery(undefined, FOLLOW_THE_THREAD)
  const send = trpc.messages.send.useMutation({
    onSuccess: (answer) => utils.messages.mine.setData(undefined, answer),
  })
  const read = trpc.messages.read.useMutation({
    onSuccess: () => {
      utils.messages.mine.setData(undefined, seen)
      // The navigation's unread badge reads Daily's answer: it clears now, and Daily is read
      // afresh on its next visit.
      utils.workouts.daily.setData(undefined, (d) => d && { ...d, unreadMessages: 0 })
      void utils.workouts.daily.invalidate()
    },
  })
  const { mutate } = read
  const markRead = useCallback(() => mutate(), [mutate])
  return { thread, send: send.mutateAsync, markRead }
}

/** A trainer's thread with one of their clients (/api/trainer/clients/{userId}/messages). */
export function useClientThread(userId: number): ThreadSide {
  const utils = trpc.useUtils()
  const [thread] = trpc.messages.client.useSuspenseQuery({ userId }, FOLLOW_THE_THREAD)
  const send = trpc.messages.sendToClient.useMutation({
    onSuccess: (answer) => utils.messages.client.setData({ userId }, answer),
  })
  const read = trpc.messages.readClient.useMutation({
    onSuccess: () => {
      utils.messages.client.setData({ userId }, seen)
      utils.trainer.users.setData(undefined, (list) =>
        list?.map((c) => (c.id === userId ? { ...c, unreadMessages: 0 } : c)),
      )
      void utils.trainer.users.invalidate()
    },
  })
  const { mutate } = read
  const markRead = useCallback(() => mutate({ userId }), [mutate, userId])
  const sendToClient = send.mutateAsync
  const sendMessage = useCallback(
    (message: { clientId: string; body: string }) => sendToClient({ userId, ...message }),
    [sendToClient, userId],
  )
  return { thread, send: sendMessage, markRead }
}
