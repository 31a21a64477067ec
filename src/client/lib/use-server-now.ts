import { useEffect, useState } from 'react'

/**
 * The server's clock, ticking every `everyMs`: the wall and the remote run a class's block clock
 * from instants the server set, so a screen whose own clock is off still shows the same second.
 * The offset is taken when an answer carrying `serverNow` arrived (`receivedAt`, the query's
 * dataUpdatedAt); it is off by at most the request's time.
 */
export function useServerNow(serverNow: number | undefined, receivedAt: number, everyMs = 250) {
  const offset = serverNow === undefined ? 0 : serverNow - receivedAt
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), everyMs)
    return () => clearInterval(id)
  }, [everyMs])
  return now + offset
}
