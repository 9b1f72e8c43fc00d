// @vitest-environment jsdom
// A component test written without JSX: vitest's include pattern is *.test.ts (vitest.config.ts).
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen, waitFor } from '@testing-library/react'
import { createElement } from 'react'
import { I18nextProvider } from 'react-i18next'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { serveFetch } from '#tests/helpers/serve-fetch'
import { i18n, loadNamespaces } from '#web/lib/i18n.ts'
import type { Me } from '#web/lib/session/get-me.ts'
import { CurrentUserContext } from '#web/lib/session/use-current-user.ts'
import { NewsArticlePage } from './news-article-page.tsx'

const ID = '22222222-2222-4222-8222-222222222222'
function renderPage(roles: string[]) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const router = createMemoryRouter(
    [{ path: '/news/:id', element: createElement(NewsArticlePage, { id: ID }) }],
    { initialEntries: [`/news/${ID}`] },
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

const article = (isRead: boolean) => ({
  article: {
    id: ID,
    title: 'Firmware 3.9 released',
    summary: 'Faster writes.',
    body: '## What is new\n\n- Faster writes\n- [Release notes](https://example.com/notes)\n\n<b>not bold</b>',
    category: 'equipment',
    importance: 'important',
    publishedAt: '2026-01-10T10:00:00.000Z',
    isRead,
    authorName: 'Tone Tangen',
  },
})

beforeAll(async () => {
  await i18n.changeLanguage('en')
  // The page's route loads its namespaces (router.tsx); the component alone needs them loaded here.
  await loadNamespaces(['news'])
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('NewsArticlePage', () => {
  it('renders the rich text safely and marks an unread article read once', async () => {
    let read = false
    const calls = serveFetch({
      [`GET /api/news/${ID}`]: () => ({ status: 200, body: article(read) }),
      [`POST /api/news/${ID}/read`]: () => {
        read = true
        return { status: 200, body: { id: ID, isRead: true } }
      },
    })
    renderPage(['dealer_user'])
    expect(await screen.findByRole('heading', { level: 1, name: 'Firmware 3.9 released' })).toBeTruthy()
    expect(screen.getByRole('heading', { level: 3, name: 'What is new' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Release notes' }).getAttribute('href')).toBe(
      'https://example.com/notes',
    )
    expect(screen.getByText('<b>not bold</b>')).toBeTruthy()
    expect(screen.getByText('Important')).toBeTruthy()
    await waitFor(() => expect(screen.getByTestId('news-article-read-state').textContent).toBe('Read'))
    // The refetch after marking read sees isRead: true, so no second POST.
    await waitFor(() => expect(calls.filter(({ key }) => key === `GET /api/news/${ID}`)).toHaveLength(2))
    expect(calls.filter(({ key }) => key.startsWith('POST'))).toHaveLength(1)
    // Readers get no management links.
    expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull()
  })

  it('does not post a read for an article already read, and shows Edit and statistics to managers', async () => {
    const calls = serveFetch({ [`GET /api/news/${ID}`]: () => ({ status: 200, body: article(true) }) })
    renderPage(['trainer'])
    expect(await screen.findByRole('link', { name: 'Edit' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Read statistics' }).getAttribute('href')).toBe(
      `/news/${ID}/stats`,
    )
    expect(calls.some(({ key }) => key.startsWith('POST'))).toBe(false)
  })

  it('says the article was not found for a 404', async () => {
    serveFetch({})
    renderPage(['dealer_user'])
    expect(await screen.findByText('Article not found')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Back to News' })).toBeTruthy()
  })
})
