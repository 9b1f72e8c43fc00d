/** Today's date in UTC, the server's notion of "today" for service dates ('YYYY-MM-DD'). */
export function utcToday(): string {
  return new Date().toISOString().slice(0, 10)
}

/** A 'YYYY-MM-DD' calendar date as an instant that formats to the same day with timeZone UTC. */
export function dayInstant(isoDate: string): Date {
  return new Date(`${isoDate}T00:00:00Z`)
}
