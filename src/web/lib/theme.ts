import { useSyncExternalStore } from 'react'

export type ResolvedTheme = 'light' | 'dark'

const darkQuery = () => window.matchMedia('(prefers-color-scheme: dark)')

/**
 * Spec §9: the theme defaults to "system". Until the accessibility settings (spec §2.3) store a
 * choice, the `dark` class on <html> follows the operating system and its changes.
 */
export function followSystemTheme(): () => void {
  const query = darkQuery()
  const apply = () => document.documentElement.classList.toggle('dark', query.matches)
  apply()
  query.addEventListener('change', apply)
  return () => query.removeEventListener('change', apply)
}

function subscribe(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange)
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] })
  return () => observer.disconnect()
}

const readTheme = (): ResolvedTheme =>
  document.documentElement.classList.contains('dark') ? 'dark' : 'light'

/** The theme currently applied to the document, for widgets that render outside the CSS cascade. */
export function useResolvedTheme(): ResolvedTheme {
  return useSyncExternalStore(subscribe, readTheme, () => 'light')
}
