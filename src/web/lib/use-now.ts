import { useEffect, useState } from 'react'

/**
 * The current time at each render, with a render at least every `intervalMs`: relative times
 * ('due in 3 h') stay true while a page is open, and a row that arrives between ticks is measured
 * against the time it is shown, not the last tick.
 */
export function useNow(intervalMs = 60_000): Date {
  const [, setTick] = useState(0)
  useEffect(() => {
    const timer = window.setInterval(() => setTick((tick) => tick + 1), intervalMs)
    return () => window.clearInterval(timer)
  }, [intervalMs])
  return new Date()
}
