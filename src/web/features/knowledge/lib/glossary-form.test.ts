import { describe, expect, it } from 'vitest'
import type { GlossaryGroupJson } from '#shared/schemas/glossary'
import { emptyGlossaryForm, glossaryFormBody, glossaryFormProblems } from './glossary-form.ts'

const other: GlossaryGroupJson = {
  id: '00000000-0000-4000-8000-000000000001',
  bot_id: null,
  terms: [
    { term: 'AdBlue', language: 'any' },
    { term: 'urea', language: 'en' },
  ],
  note: null,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
}

const form = (...terms: [string, GlossaryGroupJson['terms'][number]['language']?][]) => ({
  terms: terms.map(([term, language = 'any']) => ({ term, language })),
  note: '',
})

describe('the glossary group form', () => {
  it('needs two filled terms; empty rows are left out, not errors', () => {
    expect(glossaryFormProblems(emptyGlossaryForm(), []).form).toBe('tooFew')
    const problems = glossaryFormProblems(form(['DPF'], [''], ['partikkelfilter', 'no']), [])
    expect(problems).toEqual({ rows: [null, null, null], form: null, valid: true })
    expect(glossaryFormBody(form([' DPF '], [''], ['particle   filter', 'en']))).toEqual({
      terms: [
        { term: 'DPF', language: 'any' },
        { term: 'particle filter', language: 'en' },
      ],
      note: null,
    })
  })

  it('says what is wrong with each term, as the server would', () => {
    const problems = glossaryFormProblems(
      form(
        ['x'.repeat(61)],
        ['one two three four five six'],
        ['--'],
        ['DPF'],
        ['dpf', 'no'],
        ['urea', 'en'],
        ['urea', 'sv'],
      ),
      [other],
    )
    expect(problems.rows).toEqual([
      'termTooLong',
      'tooManyWords',
      'noLetters',
      null,
      'duplicate',
      'taken',
      null,
    ])
    expect(problems.valid).toBe(false)
  })
})
