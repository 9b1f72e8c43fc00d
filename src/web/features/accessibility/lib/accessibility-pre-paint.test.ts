// @vitest-environment jsdom
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  ACCESSIBILITY_SETTINGS_KEY,
  parseAccessibilitySettings,
} from '#web/features/accessibility/lib/accessibility-settings.ts'
import { applyAccessibilitySettings } from '#web/features/accessibility/lib/apply-accessibility-settings.ts'

/**
 * index.html carries a copy of the settings logic that runs before first paint (React and the bundle
 * load later). These tests run that exact script and compare what it puts on <html> with what
 * applyAccessibilitySettings puts there, so the two cannot drift apart.
 */
const indexHtml = readFileSync(path.resolve(import.meta.dirname, '../../../../../index.html'), 'utf8')
const indexDocument = new DOMParser().parseFromString(indexHtml, 'text/html')
const prePaintScript = indexDocument.getElementById('accessibility-pre-paint')?.textContent ?? ''

function freshRoot(): HTMLElement {
  // The <html> element as index.html ships it, before any script has run.
  const root = document.createElement('html')
  for (const attribute of Array.from(indexDocument.documentElement.attributes)) {
    root.setAttribute(attribute.name, attribute.value)
  }
  return root
}

function stubSystemTheme(dark: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query === '(prefers-color-scheme: dark)' && dark,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }))
}

function describeRoot(root: HTMLElement) {
  return {
    className: root.className,
    colorScheme: root.style.colorScheme,
    data: { ...root.dataset },
  }
}

function runPrePaintScript(stored: string | null, systemDark: boolean) {
  localStorage.clear()
  if (stored !== null) localStorage.setItem(ACCESSIBILITY_SETTINGS_KEY, stored)
  stubSystemTheme(systemDark)
  const root = document.documentElement
  for (const attribute of Array.from(root.attributes)) root.removeAttribute(attribute.name)
  for (const attribute of Array.from(freshRoot().attributes))
    root.setAttribute(attribute.name, attribute.value)
  new Function(prePaintScript)()
  return describeRoot(root)
}

function runApp(stored: string | null, systemDark: boolean) {
  const root = freshRoot()
  applyAccessibilitySettings(parseAccessibilitySettings(stored), root, systemDark)
  return describeRoot(root)
}

afterEach(() => {
  vi.unstubAllGlobals()
  localStorage.clear()
})

const storedValues: (string | null)[] = [
  null,
  'not json',
  'null',
  '[]',
  '"dark"',
  '{}',
  JSON.stringify({ theme: 'light' }),
  JSON.stringify({ theme: 'dark', fontSize: 'large', highContrast: true }),
  JSON.stringify({ theme: 'system', fontSize: 'xl', reducedMotion: true, focusRing: false }),
  JSON.stringify({
    theme: 'sepia',
    fontSize: 'huge',
    highContrast: 'yes',
    reducedMotion: 1,
    focusRing: 'no',
  }),
  JSON.stringify({
    theme: 'light',
    fontSize: 'normal',
    highContrast: false,
    reducedMotion: false,
    focusRing: true,
  }),
]

describe('the pre-paint script in index.html', () => {
  it('is present and reads the same localStorage key', () => {
    expect(prePaintScript).toContain(`'${ACCESSIBILITY_SETTINGS_KEY}'`)
  })

  for (const systemDark of [false, true]) {
    it.each(storedValues)(
      `agrees with the app for %s (system ${systemDark ? 'dark' : 'light'})`,
      (stored) => {
        expect(runPrePaintScript(stored, systemDark)).toEqual(runApp(stored, systemDark))
      },
    )
  }

  it('applies dark, large and high contrast from storage', () => {
    const stored = JSON.stringify({ theme: 'dark', fontSize: 'large', highContrast: true })
    expect(runPrePaintScript(stored, false)).toEqual({
      className: 'dark',
      colorScheme: 'dark',
      data: { fontSize: 'large', contrast: 'high', focusRing: 'enhanced' },
    })
  })

  it('follows the operating system with nothing stored, keeping the spec §9 defaults', () => {
    expect(runPrePaintScript(null, true)).toEqual({
      className: 'dark',
      colorScheme: 'dark',
      data: { fontSize: 'normal', focusRing: 'enhanced' },
    })
    expect(runPrePaintScript(null, false)).toEqual({
      className: '',
      colorScheme: 'light',
      data: { fontSize: 'normal', focusRing: 'enhanced' },
    })
  })

  it('removes the enhanced focus ring and adds reduced motion when stored so', () => {
    const stored = JSON.stringify({ theme: 'light', reducedMotion: true, focusRing: false })
    expect(runPrePaintScript(stored, true).data).toEqual({ fontSize: 'normal', motion: 'reduced' })
  })
})
