import { useSyncExternalStore } from 'react'

/** Spec §2.3 and §9: the theme a person chooses; "system" (the default) follows the operating system. */
export type ThemePreference = 'light' | 'dark' | 'system'
export type ResolvedTheme = 'light' | 'dark'

const SYSTEM_DARK_QUERY = '(prefers-color-scheme: dark)'

/** Whether the operating system asks for dark colours. Browsers without matchMedia count as light. */
export function systemPrefersDark(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(SYSTEM_DARK_QUERY).matches
}

export function resolveTheme(preference: ThemePreference, systemDark: boolean): ResolvedTheme {
  if (preference === 'system') return systemDark ? 'dark' : 'light'
  return preference
}

/**
 * The `dark` class drives Tailwind's dark variant (styles.css); `color-scheme` makes scrollbars and
 * native form controls match, so a dark page never shows a white scrollbar.
 */
export function applyResolvedTheme(root: HTMLElement, theme: ResolvedTheme): void {
  root.classList.toggle('dark', theme === 'dark')
  root.style.colorScheme = theme
}

/** Calls `listener` whenever the operating system switches between light and dark. */
export function onSystemThemeChange(listener: (systemDark: boolean) => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => {}
  const query = window.matchMedia(SYSTEM_DARK_QUERY)
  const handle = (event: MediaQueryListEvent) => listener(event.matches)
  query.addEventListener('change', handle)
  return () => query.removeEventListener('change', handle)
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
