import { useEffect, useState } from 'react'

/** The current time, renewed every `intervalMs`: relative times ('due in 3 h') stay true while a page is open. */
export function useNow(intervalMs = 60_000): Date {
  const [now, setNow] = useState(() => new Date())
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), intervalMs)
    return () => window.clearInterval(timer)
  }, [intervalMs])
  return now
}
