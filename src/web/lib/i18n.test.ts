// @vitest-environment jsdom
import { beforeAll, describe, expect, it } from 'vitest'
import { changeUiLanguage, i18n, loadNamespaces, loadNamespacesIn } from './i18n.ts'

// jsdom's browser language is en-US, so the first language is English (spec §9).
describe('strings loaded per namespace (issue 12)', () => {
  beforeAll(async () => {
    await changeUiLanguage('en')
  })

  it('starts with the shell namespace only', () => {
    expect(i18n.hasResourceBundle('en', 'common')).toBe(true)
    expect(i18n.hasResourceBundle('en', 'training')).toBe(false)
  })

  it("loads a route's namespaces in the language on screen", async () => {
    await loadNamespaces(['auth'])
    expect(i18n.hasResourceBundle('en', 'auth')).toBe(true)
    expect(i18n.t('auth:fields.email')).not.toBe('fields.email')
    expect(i18n.hasResourceBundle('sv', 'auth')).toBe(false)
  })

  it('loads every namespace in use before switching language', async () => {
    await loadNamespaces(['auth'])
    expect(await changeUiLanguage('sv')).toBe(true)
    expect(i18n.language).toBe('sv')
    expect(i18n.hasResourceBundle('sv', 'common')).toBe(true)
    expect(i18n.hasResourceBundle('sv', 'auth')).toBe(true)
    expect(i18n.t('auth:fields.email')).toBe(i18n.t('auth:fields.email', { lng: 'sv' }))
    expect(await changeUiLanguage('xx')).toBe(false)
    await changeUiLanguage('en')
  })

  it('loads another language for t(key, { lng }), and the fallback with it', async () => {
    await loadNamespacesIn('no', ['chat'])
    expect(i18n.hasResourceBundle('no', 'chat')).toBe(true)
    expect(i18n.hasResourceBundle('en', 'chat')).toBe(true)
    // A chat language the interface does not offer falls back to English.
    await loadNamespacesIn('da', ['bots'])
    expect(i18n.hasResourceBundle('en', 'bots')).toBe(true)
  })

  it('refuses a namespace that does not exist, and still switches language afterwards', async () => {
    expect(() => loadNamespaces(['no-such-namespace'])).toThrow(/no-such-namespace/)
    expect(await changeUiLanguage('no')).toBe(true)
    await changeUiLanguage('en')
  })
})
