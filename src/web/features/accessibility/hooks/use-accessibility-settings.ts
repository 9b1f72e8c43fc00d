import { useSyncExternalStore } from 'react'
import { DEFAULT_ACCESSIBILITY_SETTINGS } from '#web/features/accessibility/lib/accessibility-settings.ts'
import {
  getAccessibilitySettings,
  subscribeToAccessibilitySettings,
} from '#web/features/accessibility/lib/accessibility-store.ts'

/** The current accessibility settings; re-renders when they change here or in another tab. */
export function useAccessibilitySettings() {
  return useSyncExternalStore(
    subscribeToAccessibilitySettings,
    getAccessibilitySettings,
    () => DEFAULT_ACCESSIBILITY_SETTINGS,
  )
}
