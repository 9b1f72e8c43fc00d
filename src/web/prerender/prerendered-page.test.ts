import { describe, expect, it } from 'vitest'
import { inlineScriptHashes } from '#server/lib/security-headers'
import { prerenderedPage } from './prerendered-page.ts'

const TEMPLATE = `<!doctype html>
<html lang="en" data-focus-ring="enhanced">
  <head>
    <script id="accessibility-pre-paint">document.documentElement.dataset.ready = 'yes'</script>
    <link rel="icon" href="/favicon.svg">
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/vendor-react-abc.js">
    <link rel="stylesheet" crossorigin href="/assets/index-abc.css">
  </head>
  <body>
    <div id="root"><div class="loader">Loading…</div></div>
    <noscript>DealerPilot needs JavaScript to run.</noscript>
  </body>
</html>`

const styles = (href: string) => (href === '/assets/index-abc.css' ? '.card{color:red}' : '')
const render = (body = '<main>Logga in $& $1</main>') =>
  prerenderedPage({ template: TEMPLATE, body, language: 'sv', styles })

describe('prerenderedPage', () => {
  it("puts the page's HTML in #root, as it is", () => {
    expect(render()).toContain('<div id="root"><main>Logga in $& $1</main></div>')
    expect(render()).not.toContain('Loading…')
  })

  it('names the language on <html>, as a document language and for the scripts', () => {
    expect(render()).toContain('<html lang="sv" data-prerendered="sv" data-focus-ring="enhanced">')
    expect(prerenderedPage({ template: TEMPLATE, body: '', language: 'no', styles })).toContain(
      '<html lang="nb" data-prerendered="no"',
    )
  })

  it('carries the stylesheet inside, and leaves the loading of the code to the preload plan', () => {
    const html = render()
    expect(html).toContain('<style>.card{color:red}</style>')
    expect(html).not.toContain('rel="stylesheet"')
    expect(html).not.toContain('index-abc.js')
    expect(html).not.toContain('modulepreload')
    expect(html).toContain('<link rel="icon" href="/favicon.svg">')
  })

  it("keeps the template's inline scripts to the byte, so the policy's hashes still allow them", () => {
    expect(inlineScriptHashes(render())).toEqual(inlineScriptHashes(TEMPLATE))
  })

  it('refuses a template it cannot fill, and a stylesheet that would end the style element', () => {
    expect(() =>
      prerenderedPage({ template: '<html><body></body></html>', body: '', language: 'en', styles }),
    ).toThrow(/no <html lang>/)
    expect(() =>
      prerenderedPage({ template: TEMPLATE, body: '', language: 'en', styles: () => 'a{}</style><script>' }),
    ).toThrow(/cannot be inlined/)
  })
})
