// @vitest-environment jsdom
// A component test written without JSX: vitest's include pattern is *.test.ts (vitest.config.ts).
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { createElement } from 'react'
import { I18nextProvider } from 'react-i18next'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { NewsArticleSummary } from '#shared/schemas/news'
import { serveFetch } from '#tests/helpers/serve-fetch'
import { i18n, loadNamespaces } from '#web/lib/i18n.ts'
import { LatestNewsWidget } from './latest-news-widget.tsx'

function renderWidget() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const router = createMemoryRouter(
    [
      { path: '/dashboard', element: createElement(LatestNewsWidget) },
      { path: '/news', element: createElement('p', null, 'News centre page') },
    ],
    { initialEntries: ['/dashboard'] },
  )
  return render(
    createElement(
      I18nextProvider,
      { i18n },
      createElement(QueryClientProvider, { client: queryClient }, createElement(RouterProvider, { router })),
    ),
  )
}

const article = (overrides: Partial<NewsArticleSummary>): NewsArticleSummary => ({
  id: '11111111-1111-4111-8111-111111111111',
  title: 'Firmware 3.8 released',
  summary: 'Faster reads.',
  shownLanguage: 'en',
  isFallback: false,
  category: 'equipment',
  importance: 'normal',
  publishedAt: '2026-01-10T10:00:00.000Z',
  isRead: false,
  ...overrides,
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

describe('LatestNewsWidget', () => {
  it("shows the spec's empty state with a link to the news centre when no news is visible", async () => {
    serveFetch({
      'GET /api/news?limit=3': () => ({ status: 200, body: { articles: [] } }),
      'GET /api/news/unread-count': () => ({ status: 200, body: { count: 0 } }),
    })
    renderWidget()
    expect(await screen.findByText('No news articles available')).toBeTruthy()
    expect(screen.queryByText(/\d+ new$/)).toBeNull()
    expect(screen.queryByRole('link', { name: 'View All News' })).toBeNull()
    fireEvent.click(screen.getByRole('link', { name: 'Visit News Center' }))
    expect(await screen.findByText('News centre page')).toBeTruthy()
  })

  it('shows an error with a retry that loads the articles', async () => {
    let failing = true
    serveFetch({
      'GET /api/news?limit=3': () =>
        failing
          ? { status: 500, body: { error: { code: 'INTERNAL', message: 'boom' } } }
          : { status: 200, body: { articles: [article({ importance: 'important' })] } },
      'GET /api/news/unread-count': () => ({ status: 200, body: { count: 1 } }),
    })
    renderWidget()
    expect(await screen.findByText('Could not load the latest news.')).toBeTruthy()
    failing = false
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }))
    expect(await screen.findByRole('heading', { name: /Firmware 3.8 released/ })).toBeTruthy()
    expect(screen.getByText('Important')).toBeTruthy()
    expect(screen.getByText('Equipment')).toBeTruthy()
    expect(screen.getByText('1 new')).toBeTruthy()
  })

  it('marks an article read and refreshes the list and the unread count', async () => {
    let read = false
    const calls = serveFetch({
      'GET /api/news?limit=3': () => ({ status: 200, body: { articles: [article({ isRead: read })] } }),
      'GET /api/news/unread-count': () => ({ status: 200, body: { count: read ? 0 : 1 } }),
      'POST /api/news/11111111-1111-4111-8111-111111111111/read': () => {
        read = true
        return { status: 200, body: { id: '11111111-1111-4111-8111-111111111111', isRead: true } }
      },
    })
    renderWidget()
    fireEvent.click(await screen.findByRole('button', { name: 'Mark “Firmware 3.8 released” as read' }))
    await waitFor(() => expect(screen.queryByRole('button', { name: /as read/ })).toBeNull())
    expect(screen.getByText('Read')).toBeTruthy()
    expect(screen.queryByText('1 new')).toBeNull()
    expect(calls.filter(({ key }) => key === 'GET /api/news/unread-count')).toHaveLength(2)
  })
})
