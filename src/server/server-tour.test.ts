import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { serverRenderDir, WELCOME_TOUR_RENDERER } from '#shared/constants/prerendered-pages'
import { SIGNED_IN_USER_ELEMENT_ID } from '#shared/constants/signed-in-user'
import { createTestApp, type TestApp } from '../../tests/helpers/test-app.ts'
import { createUser } from './db/seed/factories.ts'
import { withServerTour } from './lib/server-tour.ts'

// Issue 12: a signed-in page's document carries the welcome tour drawn by the server (spec §4: every
// page load shows it until it is dismissed for good), so it is on screen before any of the app's code.

const INDEX = [
  '<!doctype html>',
  '<html lang="en" data-focus-ring="enhanced">',
  '<head>',
  '    <script type="module" crossorigin src="/assets/index-abc.js"></script>',
  '    <link rel="modulepreload" crossorigin href="/assets/vendor-def.js">',
  '</head>',
  '<body><div id="root">loader</div></body></html>',
].join('\n')

/** Stands in for the build's renderer (src/web/prerender/render-welcome-tour.tsx): shows what it was given. */
const RENDERER = `export function renderWelcomeTour(tour) {
  if (tour.firstName === 'Boom') throw new Error('the render failed')
  return '<div role="dialog" data-tour="' + encodeURIComponent(JSON.stringify(tour)) + '">$& $\\'</div>'
}`

const apps: { app: TestApp; webRoot: string }[] = []

async function appWithRenderer(renderer: string) {
  const webRoot = mkdtempSync(path.join(tmpdir(), 'dealerpilot-server-tour-'))
  writeFileSync(path.join(webRoot, 'index.html'), INDEX)
  mkdirSync(serverRenderDir(webRoot))
  writeFileSync(path.join(serverRenderDir(webRoot), WELCOME_TOUR_RENDERER), renderer)
  const app = await createTestApp({ webRoot })
  apps.push({ app, webRoot })
  return app
}

let app: TestApp

beforeAll(async () => {
  app = await appWithRenderer(RENDERER)
})

afterAll(async () => {
  for (const { app, webRoot } of apps) {
    await app.close()
    rmSync(webRoot, { recursive: true, force: true })
    rmSync(serverRenderDir(webRoot), { recursive: true, force: true })
  }
})

async function page(
  address: string,
  user: Parameters<typeof createUser>[1],
  headers: Record<string, string> = {},
  on = app,
) {
  const { email, password } = await createUser(on.db, user)
  const cookie = await on.signIn(email, password)
  const response = await on.request(address, { cookie, headers })
  return { response, html: await response.text() }
}

const tourIn = (html: string) => {
  const drawn = /<div id="server-tour" inert aria-hidden="true"><div role="dialog" data-tour="([^"]*)">/.exec(
    html,
  )
  return drawn ? JSON.parse(decodeURIComponent(drawn[1])) : undefined
}

describe('the welcome tour in a signed-in page', () => {
  it('is drawn for the caller in the browser’s language, and the page leaves its scripts to the preload plan', async () => {
    const { response, html } = await page(
      '/dashboard',
      { firstName: 'Kari', roles: ['admin', 'dealer_user'] },
      { 'accept-language': 'sv-SE,en;q=0.8' },
    )
    expect(response.status).toBe(200)
    expect(tourIn(html)).toEqual({ firstName: 'Kari', roles: ['admin', 'dealer_user'], language: 'sv' })
    expect(html).toContain('<html data-server-tour="sv" lang="en"')
    expect(html).not.toMatch(/<script type="module"|modulepreload/)
    // The rest of the signed-in page is as before, and `$` patterns in the tour are kept as they are.
    expect(html).toContain(`<script type="application/json" id="${SIGNED_IN_USER_ELEMENT_ID}">`)
    expect(html).toContain(">$& $'</div></div>")
    // Without JavaScript nothing takes its place, so it is hidden and the page's <noscript> note shows.
    expect(html).toContain('<noscript><style>#server-tour{display:none}</style></noscript>')
    expect(response.headers.get('cache-control')).toBe('private, no-cache')
    expect(response.headers.get('vary')).toMatch(/^Accept-Language, Cookie\b/)
  })

  it('falls back to Norwegian for a browser language the interface does not have (spec §9)', async () => {
    const { html } = await page('/chat/some-bot', {}, { 'accept-language': 'de-DE' })
    expect(tourIn(html)?.language).toBe('no')
  })

  it('is not drawn while the profile is incomplete (the complete-profile form comes first)', async () => {
    const { html } = await page('/dashboard', { lastName: null })
    expect(tourIn(html)).toBeUndefined()
    expect(html).toContain('<script type="module"')
    expect(html).not.toContain('data-server-tour')
  })

  it('is never in a page without a session', async () => {
    const response = await app.request('/dashboard')
    expect(await response.text()).toBe(INDEX)
  })

  it('leaves the page as it was when the render fails', async () => {
    const { response, html } = await page('/dashboard', { firstName: 'Boom' })
    expect(response.status).toBe(200)
    expect(tourIn(html)).toBeUndefined()
    expect(html).toContain('<script type="module"')
    expect(html).toContain(`id="${SIGNED_IN_USER_ELEMENT_ID}"`)
  })

  it('leaves every page as it was when the renderer cannot be loaded', async () => {
    const broken = await appWithRenderer('export function renderWelcomeTour( {')
    for (let request = 0; request < 2; request++) {
      const { response, html } = await page('/dashboard', {}, {}, broken)
      expect(response.status).toBe(200)
      expect(html).toContain('<script type="module"')
      expect(html).not.toContain('server-tour')
    }
  })
})

describe('withServerTour', () => {
  it('refuses a document it cannot place the tour in', () => {
    expect(() => withServerTour('<p>no document</p>', '<div></div>', 'en')).toThrow(
      /no <html> or no <\/body>/,
    )
  })
})
