// @vitest-environment jsdom
// A component test written without JSX: vitest's include pattern is *.test.ts (vitest.config.ts).
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { createElement, useState } from 'react'
import { I18nextProvider } from 'react-i18next'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { serveFetch } from '#tests/helpers/serve-fetch'
import { i18n } from '#web/lib/i18n.ts'
import { TranslationsEditor, type TranslationsValue } from './translations-editor.tsx'

/** The editor inside a form's state, as the news editor holds it; `saved` shows what a save would send. */
function Form({ initial }: { initial: TranslationsValue }) {
  const [value, setValue] = useState(initial)
  return createElement(
    'div',
    null,
    createElement(TranslationsEditor, {
      kind: 'news',
      fields: [
        { name: 'title', label: 'Title' },
        { name: 'body', label: 'Body', multiline: true },
      ],
      original: { title: 'Longer hours', body: 'Until 20:00.' },
      originalLanguage: 'en',
      value,
      onChange: setValue,
    }),
    createElement('output', { 'data-testid': 'saved' }, JSON.stringify(value)),
  )
}

function renderForm(initial: TranslationsValue = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  return render(
    createElement(
      I18nextProvider,
      { i18n },
      createElement(QueryClientProvider, { client }, createElement(Form, { initial })),
    ),
  )
}

const saved = () => JSON.parse(screen.getByTestId('saved').textContent ?? '{}') as TranslationsValue

beforeAll(async () => {
  await i18n.changeLanguage('en')
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('TranslationsEditor', () => {
  it('marks each interface language, and fills a draft from the language model for review', async () => {
    const calls = serveFetch({
      'GET /api/bots/language-model': () => ({
        status: 200,
        body: { configured: true, model: 'test-model' },
      }),
      'POST /api/translations/draft': () => ({
        status: 200,
        body: { language: 'sv', fields: { title: 'Längre öppettider', body: 'Till 20.00.' } },
      }),
    })
    renderForm({ no: { title: 'Lengre åpningstid', body: 'Til 20.' } })
    const status = screen.getByRole('list', { name: 'Translations' })
    expect(status.textContent).toContain('English: original')
    expect(status.textContent).toContain('Norwegian: translated')
    expect(status.textContent).toContain('Swedish: missing')

    fireEvent.click(screen.getByRole('button', { name: 'Edit translations' }))
    // The first interface language still missing is the one opened.
    expect((screen.getByLabelText('Translation into') as HTMLSelectElement).value).toBe('sv')
    const draft = screen.getByRole('button', { name: 'Draft translation' }) as HTMLButtonElement
    await waitFor(() => expect(draft.disabled).toBe(false))
    fireEvent.click(draft)

    await waitFor(() =>
      expect((screen.getByLabelText('Title (Swedish)') as HTMLInputElement).value).toBe('Längre öppettider'),
    )
    expect(calls.find((call) => call.key === 'POST /api/translations/draft')?.body).toEqual({
      kind: 'news',
      from: 'en',
      to: 'sv',
      fields: { title: 'Longer hours', body: 'Until 20:00.' },
    })
    // A draft: in the form's values, and editable before the form is saved.
    fireEvent.change(screen.getByLabelText('Body (Swedish)'), { target: { value: 'Vardagar till 20.00.' } })
    expect(saved().sv).toEqual({ title: 'Längre öppettider', body: 'Vardagar till 20.00.' })
    expect(saved().no?.title).toBe('Lengre åpningstid')
  })

  it('without a language model the button is disabled and says what it needs', async () => {
    serveFetch({
      'GET /api/bots/language-model': () => ({ status: 200, body: { configured: false, model: null } }),
    })
    renderForm()
    fireEvent.click(screen.getByRole('button', { name: 'Edit translations' }))
    expect(
      await screen.findByText(
        'Draft translation needs a language model, and none is configured. Translations can still be written here.',
      ),
    ).toBeTruthy()
    expect((screen.getByRole('button', { name: 'Draft translation' }) as HTMLButtonElement).disabled).toBe(
      true,
    )
  })

  it('says which translation lacks its title, and drops a translation emptied of every text', () => {
    serveFetch({})
    renderForm()
    fireEvent.click(screen.getByRole('button', { name: 'Edit translations' }))
    fireEvent.change(screen.getByLabelText('Body (Norwegian)'), { target: { value: 'Til 20.' } })
    expect(screen.getByTestId('translation-problem').textContent).toBe(
      'The translation into Norwegian has no Title yet: write it or remove the translation.',
    )
    expect(screen.getByRole('list', { name: 'Translations' }).textContent).toContain('Norwegian: incomplete')
    fireEvent.change(screen.getByLabelText('Body (Norwegian)'), { target: { value: '' } })
    expect(saved()).toEqual({})
    expect(screen.queryByTestId('translation-problem')).toBeNull()
  })
})
