// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  ACCESSIBILITY_SETTINGS_KEY,
  DEFAULT_ACCESSIBILITY_SETTINGS,
} from '#web/features/accessibility/lib/accessibility-settings.ts'
import {
  getAccessibilitySettings,
  resetAccessibilitySettings,
  startAccessibilitySettings,
  subscribeToAccessibilitySettings,
  updateAccessibilitySettings,
} from '#web/features/accessibility/lib/accessibility-store.ts'

/** A stand-in for the operating system's light/dark preference that can be flipped mid-test. */
function fakeSystemTheme(initiallyDark: boolean) {
  let dark = initiallyDark
  const listeners = new Set<(event: { matches: boolean }) => void>()
  vi.stubGlobal('matchMedia', (query: string) => ({
    get matches() {
      return query === '(prefers-color-scheme: dark)' && dark
    },
    media: query,
    addEventListener: (_type: string, listener: (event: { matches: boolean }) => void) =>
      listeners.add(listener),
    removeEventListener: (_type: string, listener: (event: { matches: boolean }) => void) =>
      listeners.delete(listener),
  }))
  return {
    set(next: boolean) {
      dark = next
      for (const listener of listeners) listener({ matches: next })
    },
  }
}

const html = () => document.documentElement
const stored = () => JSON.parse(localStorage.getItem(ACCESSIBILITY_SETTINGS_KEY) ?? 'null')

let stop: () => void = () => {}

beforeEach(() => {
  localStorage.clear()
  html().className = ''
})

afterEach(() => {
  stop()
  vi.unstubAllGlobals()
})

describe('accessibility settings store', () => {
  it('starts from what is stored and applies it to <html>', () => {
    fakeSystemTheme(false)
    localStorage.setItem(ACCESSIBILITY_SETTINGS_KEY, JSON.stringify({ theme: 'dark', fontSize: 'xl' }))
    stop = startAccessibilitySettings()
    expect(getAccessibilitySettings()).toMatchObject({ theme: 'dark', fontSize: 'xl', focusRing: true })
    expect(html().classList.contains('dark')).toBe(true)
    expect(html().dataset.fontSize).toBe('xl')
  })

  it('applies a change at once, saves it and tells subscribers', () => {
    fakeSystemTheme(false)
    stop = startAccessibilitySettings()
    const listener = vi.fn()
    const unsubscribe = subscribeToAccessibilitySettings(listener)
    updateAccessibilitySettings({ highContrast: true, fontSize: 'large' })
    unsubscribe()
    expect(listener).toHaveBeenCalledTimes(1)
    expect(html().dataset.contrast).toBe('high')
    expect(html().dataset.fontSize).toBe('large')
    expect(stored()).toEqual({ ...DEFAULT_ACCESSIBILITY_SETTINGS, highContrast: true, fontSize: 'large' })
  })

  it('follows the operating system while the theme is "system", and only then', () => {
    const system = fakeSystemTheme(false)
    stop = startAccessibilitySettings()
    expect(html().classList.contains('dark')).toBe(false)
    system.set(true)
    expect(html().classList.contains('dark')).toBe(true)
    updateAccessibilitySettings({ theme: 'light' })
    expect(html().classList.contains('dark')).toBe(false)
    system.set(false)
    system.set(true)
    expect(html().classList.contains('dark')).toBe(false)
  })

  it('picks up a change made in another tab', () => {
    fakeSystemTheme(false)
    stop = startAccessibilitySettings()
    const newValue = JSON.stringify({ ...DEFAULT_ACCESSIBILITY_SETTINGS, reducedMotion: true })
    window.dispatchEvent(new StorageEvent('storage', { key: ACCESSIBILITY_SETTINGS_KEY, newValue }))
    expect(getAccessibilitySettings().reducedMotion).toBe(true)
    expect(html().dataset.motion).toBe('reduced')
  })

  it('resets to the spec §9 defaults', () => {
    fakeSystemTheme(false)
    stop = startAccessibilitySettings()
    updateAccessibilitySettings({ theme: 'dark', highContrast: true, focusRing: false, fontSize: 'xl' })
    expect(html().dataset.focusRing).toBeUndefined()
    resetAccessibilitySettings()
    expect(getAccessibilitySettings()).toEqual(DEFAULT_ACCESSIBILITY_SETTINGS)
    expect(stored()).toEqual(DEFAULT_ACCESSIBILITY_SETTINGS)
    expect(html().classList.contains('dark')).toBe(false)
    expect(html().dataset).toMatchObject({ fontSize: 'normal', focusRing: 'enhanced' })
    expect(html().dataset.contrast).toBeUndefined()
  })
})
