import { describe, expect, it } from 'vitest'
import { readerLanguageOf } from './reader-language.ts'

describe('readerLanguageOf', () => {
  it("reads the web app's interface language", () => {
    expect(readerLanguageOf('nb')).toBe('no')
    expect(readerLanguageOf('sv')).toBe('sv')
    expect(readerLanguageOf('en')).toBe('en')
  })

  it('takes the most preferred content language of a browser list', () => {
    expect(readerLanguageOf('nn-NO,nb;q=0.9,en;q=0.8')).toBe('no')
    expect(readerLanguageOf('fi-FI,fi;q=0.9,sv;q=0.8,en;q=0.7')).toBe('sv')
    expect(readerLanguageOf('en;q=0.5, de-DE')).toBe('de')
    expect(readerLanguageOf('sv;q=0, en')).toBe('en')
  })

  it('is null without a header or a content language in it', () => {
    expect(readerLanguageOf(undefined)).toBeNull()
    expect(readerLanguageOf('')).toBeNull()
    expect(readerLanguageOf('*')).toBeNull()
    expect(readerLanguageOf('fi, ja;q=0.5')).toBeNull()
  })
})
