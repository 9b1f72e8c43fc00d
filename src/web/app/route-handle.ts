import { useTranslation } from 'react-i18next'
import { useMatches } from 'react-router'

/** What a route declares about itself in `handle`. */
export type RouteHandle = {
  /** Key under `pages.` in the common namespace: the document title and, for pages still to come, the panel heading. */
  titleKey?: string
}

/** The translated title of the deepest matched route that has one. */
export function useRouteTitle(): string | undefined {
  const { t } = useTranslation('common')
  const matches = useMatches()
  for (let index = matches.length - 1; index >= 0; index--) {
    const key = (matches[index].handle as RouteHandle | undefined)?.titleKey
    if (key) return t(`pages.${key}`)
  }
  return undefined
}
