import { useSyncExternalStore } from 'react'

/**
 * Whether the media query matches, following changes. For layouts that render different elements
 * per size (the desk's table or cards), where hiding one by CSS would keep both in the page.
 */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query)
      list.addEventListener('change', onChange)
      return () => list.removeEventListener('change', onChange)
    },
    () => window.matchMedia(query).matches,
    () => false,
  )
}
