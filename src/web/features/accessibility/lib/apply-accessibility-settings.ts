import type { AccessibilitySettings } from '#web/features/accessibility/lib/accessibility-settings.ts'
import { applyResolvedTheme, resolveTheme } from '#web/lib/theme.ts'

/**
 * Puts the settings on <html>, where styles.css reads them: the `dark` class, `data-font-size` (which
 * sets the root font size), `data-contrast="high"`, `data-motion="reduced"` and
 * `data-focus-ring="enhanced"`. The inline script in index.html does exactly this before first paint.
 */
export function applyAccessibilitySettings(
  settings: AccessibilitySettings,
  root: HTMLElement,
  systemDark: boolean,
): void {
  applyResolvedTheme(root, resolveTheme(settings.theme, systemDark))
  root.dataset.fontSize = settings.fontSize
  setFlag(root, 'contrast', 'high', settings.highContrast)
  setFlag(root, 'motion', 'reduced', settings.reducedMotion)
  setFlag(root, 'focusRing', 'enhanced', settings.focusRing)
}

function setFlag(root: HTMLElement, name: string, value: string, on: boolean) {
  if (on) root.dataset[name] = value
  else delete root.dataset[name]
}
