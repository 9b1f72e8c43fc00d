/** Placeholder: the global search (issue 3) is being built; the top bar already renders it. */
export function GlobalSearch() {
  return null
}
