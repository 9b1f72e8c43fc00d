import { describe, expect, it } from 'vitest'
import { chooseUiLanguage, ENABLED_UI_LANGUAGES, languageFromBrowser } from './ui-languages.ts'

describe('chooseUiLanguage (spec §9)', () => {
  it('keeps a stored choice that is an enabled language, and only those', () => {
    for (const language of ENABLED_UI_LANGUAGES) expect(chooseUiLanguage(language, ['de-DE'])).toBe(language)
    expect(chooseUiLanguage('de', ['sv-SE'])).toBe('sv')
    expect(chooseUiLanguage('', ['en-US'])).toBe('en')
  })

  it("else takes the browser's first language: nb/nn/no and anything unknown are Norwegian", () => {
    expect(languageFromBrowser(['sv-FI', 'en'])).toBe('sv')
    expect(languageFromBrowser(['EN-gb'])).toBe('en')
    expect(languageFromBrowser(['nn-NO'])).toBe('no')
    expect(languageFromBrowser(['fr-FR', 'en'])).toBe('no')
    expect(languageFromBrowser([])).toBe('no')
  })

  it('has no outer names, so the build can inline its source into index.html', () => {
    const inlined = new Function(`return (${chooseUiLanguage.toString()})`)() as typeof chooseUiLanguage
    expect(inlined(null, ['sv'])).toBe('sv')
    expect(inlined('en', ['sv'])).toBe('en')
  })
})
