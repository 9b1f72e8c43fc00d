// @vitest-environment jsdom
import type { RouteObject } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { preloadRoutesOnIntent } from '#web/app/preload-on-intent.ts'

function routesWith(loaders: { layout: () => Promise<object>; page: () => Promise<object> }): RouteObject[] {
  return [{ lazy: loaders.layout, children: [{ path: 'dashboard', lazy: loaders.page }] }]
}

function link(href: string): HTMLAnchorElement {
  const anchor = document.createElement('a')
  anchor.href = href
  anchor.append(document.createElement('span'))
  document.body.append(anchor)
  return anchor
}

describe('preloadRoutesOnIntent', () => {
  let stop = () => {}
  afterEach(() => {
    stop()
    document.body.replaceChildren()
  })

  it('loads the code of every route a link leads to once, on hover, touch or focus', () => {
    const layout = vi.fn(async () => ({}))
    const page = vi.fn(async () => ({}))
    stop = preloadRoutesOnIntent(routesWith({ layout, page }))
    const anchor = link('/dashboard')

    anchor.firstElementChild?.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }))
    anchor.dispatchEvent(new FocusEvent('focusin', { bubbles: true }))

    expect(layout).toHaveBeenCalledTimes(1)
    expect(page).toHaveBeenCalledTimes(1)
  })

  it('leaves links to other sites and unknown paths alone', () => {
    const layout = vi.fn(async () => ({}))
    const page = vi.fn(async () => ({}))
    stop = preloadRoutesOnIntent(routesWith({ layout, page }))

    link('https://example.org/dashboard').dispatchEvent(new MouseEvent('mouseover', { bubbles: true }))
    link('/nowhere').dispatchEvent(new MouseEvent('mouseover', { bubbles: true }))

    expect(layout).not.toHaveBeenCalled()
    expect(page).not.toHaveBeenCalled()
  })

  it('tries again after a failed load', async () => {
    const layout = vi.fn(async () => ({}))
    const page = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue({})
    stop = preloadRoutesOnIntent(routesWith({ layout, page }))
    const anchor = link('/dashboard')

    anchor.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }))
    await vi.waitFor(() => expect(page).toHaveBeenCalledTimes(1))
    // Once the failure has been taken in, the next hover loads again (and a loaded page stays loaded).
    await vi.waitFor(() => {
      anchor.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }))
      expect(page).toHaveBeenCalledTimes(2)
    })
    anchor.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }))
    expect(page).toHaveBeenCalledTimes(2)
  })
})
