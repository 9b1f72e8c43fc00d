import { describe, expect, it } from 'vitest'
import { isCompleteTranslation, pickTranslation, translationStateOf } from './pick-translation.ts'

const article = {
  original: { title: 'Firmware 3.8', summary: 'Faster reads', body: null as string | null },
  language: 'en' as const,
  translations: {
    no: { title: 'Fastvare 3.8', summary: 'Raskere lesing', body: null },
    // Only the title: not enough to be shown.
    sv: { title: 'Firmware 3.8 (sv)', summary: null },
  },
}

describe('pickTranslation', () => {
  it("shows the reader's translation when it is complete", () => {
    expect(pickTranslation(article, 'no')).toEqual({
      fields: { title: 'Fastvare 3.8', summary: 'Raskere lesing', body: null },
      shownLanguage: 'no',
      isFallback: false,
    })
  })

  it('falls back to the original when the translation is missing or incomplete', () => {
    for (const reader of ['sv', 'da'] as const) {
      expect(pickTranslation(article, reader)).toEqual({
        fields: article.original,
        shownLanguage: 'en',
        isFallback: true,
      })
    }
  })

  it('shows the original without a fallback to its own language or to no language', () => {
    expect(pickTranslation(article, 'en')).toMatchObject({ shownLanguage: 'en', isFallback: false })
    expect(pickTranslation(article, null)).toMatchObject({ shownLanguage: 'en', isFallback: false })
  })

  it('reads records without translations', () => {
    for (const translations of [null, undefined, {}]) {
      expect(pickTranslation({ ...article, translations }, 'no')).toMatchObject({
        fields: article.original,
        isFallback: true,
      })
    }
  })

  it('takes a field the original leaves empty from the translation, and blanks as empty', () => {
    const picked = pickTranslation(
      {
        original: { name: 'Support Assistant', description: null as string | null },
        language: 'en',
        translations: { sv: { name: 'Supportassistent', description: 'Hjälper återförsäljare' } },
      },
      'sv',
    )
    expect(picked.fields).toEqual({ name: 'Supportassistent', description: 'Hjälper återförsäljare' })
    expect(
      pickTranslation(
        {
          original: { name: 'A', description: 'B' },
          language: 'en',
          translations: { no: { name: 'A', description: '  ' } },
        },
        'no',
      ).isFallback,
    ).toBe(true)
  })
})

describe('translationStateOf', () => {
  it('marks each language for the editors', () => {
    expect(translationStateOf(article, 'en')).toBe('original')
    expect(translationStateOf(article, 'no')).toBe('complete')
    expect(translationStateOf(article, 'sv')).toBe('incomplete')
    expect(translationStateOf(article, 'de')).toBe('missing')
    expect(translationStateOf({ ...article, translations: { de: { title: ' ' } } }, 'de')).toBe('missing')
  })

  it('needs at least one text even when the original has only empty optional fields', () => {
    expect(isCompleteTranslation({ title: 'X', summary: null }, {})).toBe(false)
    expect(isCompleteTranslation({ title: 'X', summary: null }, { title: 'Y' })).toBe(true)
  })
})
