import { useTranslation } from 'react-i18next'
import { useMatches } from 'react-router'

/** What a route declares about itself in `handle`. */
export type RouteHandle = {
  /** Key under `pages.` in the common namespace: the document title and, for pages still to come, the panel heading. */
  titleKey?: string
  /** Key under `accessDenied.` in the common namespace: the spec's own denial sentence for this area. */
  deniedKey?: string
}

/** The deepest matched route's value of one `handle` field. */
function useDeepestHandle(field: keyof RouteHandle): string | undefined {
  const matches = useMatches()
  for (let index = matches.length - 1; index >= 0; index--) {
    const value = (matches[index].handle as RouteHandle | undefined)?.[field]
    if (value) return value
  }
  return undefined
}

/** The translated title of the deepest matched route that has one. */
export function useRouteTitle(): string | undefined {
  const { t } = useTranslation('common')
  const key = useDeepestHandle('titleKey')
  return key ? t(`pages.${key}`) : undefined
}

/** The translated denial sentence of the deepest matched route that has one (spec §6). */
export function useRouteDeniedMessage(): string | undefined {
  const { t } = useTranslation('common')
  const key = useDeepestHandle('deniedKey')
  return key ? t(`accessDenied.${key}`) : undefined
}
