import { useMatches } from 'react-router'

/** What a route declares about itself in `handle`. */
export type RouteHandle = {
  /** The page name: the document title and, for pages still to come, the panel heading. */
  title?: string
}

/** The title of the deepest matched route that has one. */
export function useRouteTitle(): string | undefined {
  const matches = useMatches()
  for (let index = matches.length - 1; index >= 0; index--) {
    const title = (matches[index].handle as RouteHandle | undefined)?.title
    if (title) return title
  }
  return undefined
}
