import { useEffect, useState } from 'react'

/** The clock reading, refreshed every `everyMs` (for clocks and countdown bars). */
export function useNow(everyMs = 1000): number {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), everyMs)
    return () => clearInterval(id)
  }, [everyMs])
  return now
}
