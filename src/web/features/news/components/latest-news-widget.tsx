/** Placeholder: the dashboard's latest-news widget (spec §2.5) is being built. */
export function LatestNewsWidget() {
  return null
}
