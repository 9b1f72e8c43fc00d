// @vitest-environment jsdom
// A component test written without JSX: vitest's include pattern is *.test.ts (vitest.config.ts).
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { createElement } from 'react'
import { I18nextProvider } from 'react-i18next'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { serveFetch } from '#tests/helpers/serve-fetch'
import { i18n, loadNamespaces } from '#web/lib/i18n.ts'
import type { Me } from '#web/lib/session/get-me.ts'
import { CurrentUserContext } from '#web/lib/session/use-current-user.ts'
import { NewsEditorPage } from './news-editor-page.tsx'

const DEALER = { id: '33333333-3333-4333-8333-333333333333', name: 'Fjord Motor', dealerCode: 'NO-FJ' }
function renderEditor(roles: string[]) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const router = createMemoryRouter(
    [
      { path: '/news/new', element: createElement(NewsEditorPage, {}) },
      { path: '/news', element: createElement('p', null, 'Manage list') },
    ],
    { initialEntries: ['/news/new'] },
  )
  return render(
    createElement(
      I18nextProvider,
      { i18n },
      createElement(
        CurrentUserContext.Provider,
        { value: { roles } as unknown as Me },
        createElement(
          QueryClientProvider,
          { client: queryClient },
          createElement(RouterProvider, { router }),
        ),
      ),
    ),
  )
}

beforeAll(async () => {
  await i18n.changeLanguage('en')
  // The page's route loads its namespaces (router.tsx); the component alone needs them loaded here.
  await loadNamespaces(['news'])
})
beforeEach(() => {
  // jsdom has no ResizeObserver; the Radix switch measures itself with one.
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  )
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('NewsEditorPage', () => {
  it('sends the whole article with targeting and a scheduled time, then opens the manage list', async () => {
    const calls = serveFetch({
      'GET /api/news/manage/dealer-options': () => ({ status: 200, body: { dealers: [DEALER] } }),
      'POST /api/news/manage': () => ({ status: 201, body: { article: { id: 'x' } } }),
    })
    renderEditor(['trainer'])
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }))
    expect(await screen.findByText('Title is required')).toBeTruthy()

    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Dyno day in Bergen' } })
    fireEvent.change(screen.getByLabelText('Category'), { target: { value: 'social_media' } })
    fireEvent.click(screen.getByRole('switch', { name: 'Important' }))
    fireEvent.click(screen.getByRole('checkbox', { name: 'Dealer Manager' }))
    fireEvent.click(await screen.findByRole('checkbox', { name: /Fjord Motor/ }))
    fireEvent.click(screen.getByRole('radio', { name: /Schedule/ }))
    fireEvent.change(screen.getByLabelText('Publish at'), { target: { value: '2031-05-01T09:30' } })
    fireEvent.click(screen.getByRole('button', { name: 'Schedule' }))

    expect(await screen.findByText('Manage list')).toBeTruthy()
    const post = calls.find((call) => call.key === 'POST /api/news/manage')
    expect(post?.body).toEqual({
      title: 'Dyno day in Bergen',
      summary: null,
      body: null,
      category: 'social_media',
      importance: 'important',
      targetRoles: ['dealer_manager'],
      targetDealerIds: [DEALER.id],
      publication: { status: 'scheduled', publishAt: new Date('2031-05-01T09:30').toISOString() },
      language: 'en',
      translations: {},
    })
  })

  it("shows the server's answer when saving fails and stays on the form", async () => {
    serveFetch({
      'GET /api/news/manage/dealer-options': () => ({ status: 200, body: { dealers: [] } }),
      'POST /api/news/manage': () => ({
        status: 422,
        body: { error: { code: 'UNPROCESSABLE', message: 'The scheduled time must be in the future' } },
      }),
    })
    renderEditor(['admin'])
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Late' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }))
    expect(await screen.findByText('The scheduled time must be in the future')).toBeTruthy()
    expect(screen.getByText('The article could not be saved')).toBeTruthy()
  })

  it('refuses readers who do not manage news', () => {
    serveFetch({})
    renderEditor(['dealer_user'])
    expect(screen.getByText('Only admins, super admins and trainers manage news.')).toBeTruthy()
    expect(screen.queryByLabelText('Title')).toBeNull()
  })
})
