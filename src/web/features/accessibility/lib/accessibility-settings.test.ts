import { describe, expect, it } from 'vitest'
import {
  DEFAULT_ACCESSIBILITY_SETTINGS,
  parseAccessibilitySettings,
} from '#web/features/accessibility/lib/accessibility-settings.ts'

describe('parseAccessibilitySettings', () => {
  it('gives the spec §9 defaults when nothing is stored', () => {
    expect(parseAccessibilitySettings(null)).toEqual({
      theme: 'system',
      fontSize: 'normal',
      highContrast: false,
      reducedMotion: false,
      focusRing: true,
    })
  })

  it('reads every stored choice', () => {
    const stored = {
      theme: 'dark',
      fontSize: 'xl',
      highContrast: true,
      reducedMotion: true,
      focusRing: false,
    }
    expect(parseAccessibilitySettings(JSON.stringify(stored))).toEqual(stored)
  })

  it('replaces only the bad fields with their defaults', () => {
    const stored = JSON.stringify({
      theme: 'purple',
      fontSize: 'large',
      highContrast: 'yes',
      focusRing: false,
    })
    expect(parseAccessibilitySettings(stored)).toEqual({
      theme: 'system',
      fontSize: 'large',
      highContrast: false,
      reducedMotion: false,
      focusRing: false,
    })
  })

  it.each(['not json', '42', '"dark"', '[]', 'null', '{'])('falls back to the defaults for %s', (stored) => {
    expect(parseAccessibilitySettings(stored)).toEqual(DEFAULT_ACCESSIBILITY_SETTINGS)
  })

  it('ignores fields it does not know', () => {
    expect(parseAccessibilitySettings(JSON.stringify({ theme: 'light', colour: 'red' }))).toEqual({
      ...DEFAULT_ACCESSIBILITY_SETTINGS,
      theme: 'light',
    })
  })
})
