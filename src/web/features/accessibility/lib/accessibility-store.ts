import {
  ACCESSIBILITY_SETTINGS_KEY,
  type AccessibilitySettings,
  DEFAULT_ACCESSIBILITY_SETTINGS,
  parseAccessibilitySettings,
  readAccessibilitySettings,
  writeAccessibilitySettings,
} from '#web/features/accessibility/lib/accessibility-settings.ts'
import { applyAccessibilitySettings } from '#web/features/accessibility/lib/apply-accessibility-settings.ts'
import { onSystemThemeChange, systemPrefersDark } from '#web/lib/theme.ts'

/**
 * The one copy of this browser's accessibility settings in memory. It lives outside React because the
 * settings shape the whole document (<html>), not a component tree, and must apply before React renders.
 */
let current: AccessibilitySettings = { ...DEFAULT_ACCESSIBILITY_SETTINGS }
const listeners = new Set<() => void>()

function applyToDocument() {
  applyAccessibilitySettings(current, document.documentElement, systemPrefersDark())
}

function publish(next: AccessibilitySettings) {
  current = next
  applyToDocument()
  for (const listener of listeners) listener()
}

export function getAccessibilitySettings(): AccessibilitySettings {
  return current
}

export function subscribeToAccessibilitySettings(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** Changes apply at once and are remembered on this device (spec §2.3, §3). */
export function updateAccessibilitySettings(change: Partial<AccessibilitySettings>) {
  const next = { ...current, ...change }
  writeAccessibilitySettings(next)
  publish(next)
}

export function resetAccessibilitySettings() {
  updateAccessibilitySettings(DEFAULT_ACCESSIBILITY_SETTINGS)
}

/**
 * Called once at start-up: loads the stored settings (the inline script in index.html has already
 * painted them), follows the operating system's theme while the choice is "system", and picks up
 * changes made in another tab.
 */
export function startAccessibilitySettings(): () => void {
  publish(readAccessibilitySettings())
  const stopFollowingSystem = onSystemThemeChange(() => {
    if (current.theme === 'system') applyToDocument()
  })
  const onStorage = (event: StorageEvent) => {
    if (event.key === ACCESSIBILITY_SETTINGS_KEY || event.key === null) {
      publish(parseAccessibilitySettings(event.newValue))
    }
  }
  window.addEventListener('storage', onStorage)
  return () => {
    stopFollowingSystem()
    window.removeEventListener('storage', onStorage)
  }
}
