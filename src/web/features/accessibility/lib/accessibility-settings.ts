import { LOCAL_SETTINGS_KEYS } from '#web/config/local-settings.ts'
import type { ThemePreference } from '#web/lib/theme.ts'

export const THEME_OPTIONS = ['light', 'dark', 'system'] as const satisfies readonly ThemePreference[]
export const FONT_SIZE_OPTIONS = ['normal', 'large', 'xl'] as const
export type FontSize = (typeof FONT_SIZE_OPTIONS)[number]

/** Spec §9: theme system, font normal, high contrast off, reduced motion off, focus ring on. */
export const DEFAULT_ACCESSIBILITY_SETTINGS = {
  theme: 'system',
  fontSize: 'normal',
  highContrast: false,
  reducedMotion: false,
  focusRing: true,
} as const satisfies AccessibilitySettings

/** One stored field: the value when it is one of the allowed ones, otherwise the field's default. */
function oneOf<T>(value: unknown, allowed: readonly T[], fallback: T): T {
  return allowed.includes(value as T) ? (value as T) : fallback
}

/**
 * The stored shape (spec §3). Every field falls back to its default on its own, so one bad value left
 * by an older version or a hand edit never throws away the person's other choices. The pre-paint script
 * in index.html mirrors these rules; accessibility-pre-paint.test.ts keeps the two in step. Checked by
 * hand rather than with zod: this runs before the first paint, and zod would put 25 KB gzip into the
 * entry bundle for five fields (issue 12).
 */
function settingsFrom(record: Record<string, unknown>): AccessibilitySettings {
  const defaults = DEFAULT_ACCESSIBILITY_SETTINGS
  const booleans = [true, false] as const
  return {
    theme: oneOf(record.theme, THEME_OPTIONS, defaults.theme),
    fontSize: oneOf(record.fontSize, FONT_SIZE_OPTIONS, defaults.fontSize),
    highContrast: oneOf(record.highContrast, booleans, defaults.highContrast),
    reducedMotion: oneOf(record.reducedMotion, booleans, defaults.reducedMotion),
    focusRing: oneOf(record.focusRing, booleans, defaults.focusRing),
  }
}

export type AccessibilitySettings = {
  theme: ThemePreference
  fontSize: FontSize
  highContrast: boolean
  reducedMotion: boolean
  focusRing: boolean
}

export const ACCESSIBILITY_SETTINGS_KEY = LOCAL_SETTINGS_KEYS.accessibility

/** The root font size per setting: Tailwind sizes are in rem, so the whole interface scales with it. */
export const ROOT_FONT_SIZE: Record<FontSize, string> = { normal: '100%', large: '112.5%', xl: '125%' }

/** Reads what was stored; anything unreadable (not JSON, not an object, wrong types) becomes the default. */
export function parseAccessibilitySettings(stored: string | null): AccessibilitySettings {
  let value: unknown = null
  try {
    value = stored === null ? null : JSON.parse(stored)
  } catch {
    value = null
  }
  const record = typeof value === 'object' && value !== null && !Array.isArray(value) ? value : {}
  return settingsFrom(record as Record<string, unknown>)
}

export function readAccessibilitySettings(storage: Storage | undefined = safeLocalStorage()) {
  try {
    return parseAccessibilitySettings(storage?.getItem(ACCESSIBILITY_SETTINGS_KEY) ?? null)
  } catch {
    return { ...DEFAULT_ACCESSIBILITY_SETTINGS }
  }
}

export function writeAccessibilitySettings(
  settings: AccessibilitySettings,
  storage: Storage | undefined = safeLocalStorage(),
) {
  try {
    storage?.setItem(ACCESSIBILITY_SETTINGS_KEY, JSON.stringify(settings))
  } catch {
    // Private mode or a full quota: the settings still apply for this visit.
  }
}

function safeLocalStorage(): Storage | undefined {
  try {
    return window.localStorage
  } catch {
    return undefined
  }
}
