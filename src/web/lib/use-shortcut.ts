import { useLayoutEffect, useRef } from 'react'

/**
 * Ctrl+key (⌘+key on Apple keyboards), without Alt or Shift, runs `onPress`; the browser's own use
 * of the combination (Ctrl+K searches the web, Ctrl+B opens bookmarks) is prevented.
 *
 * A layout effect, so the shortcut works from the moment the component is on screen: React may run
 * plain effects only after the next paint, and a press in between was lost (a flaky shell e2e test).
 * The listener is added once and calls the latest `onPress`, so it never acts on a stale render.
 */
export function useShortcut(key: string, onPress: () => void) {
  const latest = useRef(onPress)
  latest.current = onPress
  useLayoutEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.key.toLowerCase() !== key || !(event.metaKey || event.ctrlKey)) return
      if (event.altKey || event.shiftKey) return
      event.preventDefault()
      latest.current()
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [key])
}
