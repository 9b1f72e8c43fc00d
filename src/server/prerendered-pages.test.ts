import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '#tests/helpers/test-app'
import { languageOfAcceptLanguage } from './lib/prerendered-pages.ts'

// Issue 12: the public pages prerendered per language (src/web/prerender) go to a visitor who is not
// signed in, in the browser's language; every other request gets index.html as before.
let webRoot: string
let app: TestApp

const page = (what: string) => `<!doctype html><html><body><div id="root">${what}</div></body></html>`

beforeAll(async () => {
  webRoot = mkdtempSync(path.join(tmpdir(), 'dealerpilot-prerendered-'))
  mkdirSync(path.join(webRoot, 'prerendered'))
  writeFileSync(path.join(webRoot, 'index.html'), page('loader'))
  for (const name of ['welcome', 'login'])
    for (const language of ['no', 'sv', 'en'])
      writeFileSync(
        path.join(webRoot, `prerendered/${name}.${language}.html`),
        page(`${name} in ${language}`),
      )
  app = await createTestApp({ webRoot })
})

afterAll(async () => {
  await app?.close()
  rmSync(webRoot, { recursive: true, force: true })
})

const login = (headers: Record<string, string>, address = '/login') => app.request(address, { headers })

describe('the prerendered sign-in page', () => {
  it('goes to a visitor without a session in the first language of the browser', async () => {
    for (const [header, language] of [
      ['sv-SE,sv;q=0.9,en;q=0.8', 'sv'],
      ['en-US,en;q=0.9', 'en'],
      ['nb-NO,nb;q=0.9', 'no'],
      ['de-DE,de;q=0.9,en;q=0.5', 'no'],
    ]) {
      const response = await login({ 'accept-language': header })
      expect(response.status).toBe(200)
      expect(await response.text()).toContain(`login in ${language}`)
      expect(response.headers.get('vary')).toMatch(/Accept-Language, Cookie/)
      expect(response.headers.get('cache-control')).toBe('no-cache')
    }
  })

  it('is Norwegian for a browser that names no language (spec §9), also at /login/', async () => {
    expect(await (await login({})).text()).toContain('login in no')
    expect(await (await login({}, '/login/')).text()).toContain('login in no')
  })

  it('is not sent with a query, which changes what the page shows, nor to a signed-in visitor', async () => {
    expect(await (await login({ 'accept-language': 'en' }, '/login?next=%2Fprofile')).text()).toContain(
      'loader',
    )
    // Any session cookie, valid or not: the app itself decides, as it does for every other page.
    const cookie = 'theme=dark; better-auth.session_token=abc.def'
    expect(await (await login({ 'accept-language': 'en', cookie })).text()).toContain('loader')
    expect(await (await login({ 'accept-language': 'en', cookie: 'theme=dark' })).text()).toContain(
      'login in en',
    )
  })

  it('has a twin for the welcome page at /', async () => {
    expect(await (await login({ 'accept-language': 'sv' }, '/')).text()).toContain('welcome in sv')
  })

  it('leaves every other page as it was, with no Vary on the language', async () => {
    const response = await login({ 'accept-language': 'sv' }, '/dashboard')
    expect(await response.text()).toContain('loader')
    expect(response.headers.get('vary') ?? '').not.toMatch(/Accept-Language/)
  })
})

describe('languageOfAcceptLanguage', () => {
  it('reads the first tag as the web app reads navigator.languages[0]', () => {
    expect(languageOfAcceptLanguage('sv')).toBe('sv')
    expect(languageOfAcceptLanguage('nn-NO;q=1, en')).toBe('no')
    expect(languageOfAcceptLanguage('en-GB,sv;q=0.9')).toBe('en')
    expect(languageOfAcceptLanguage('*')).toBe('no')
    expect(languageOfAcceptLanguage('')).toBe('no')
    expect(languageOfAcceptLanguage(undefined)).toBe('no')
  })
})
