import { readFileSync } from 'node:fs'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { expect, it } from 'vitest'
import { PageLoader } from './page-loader.tsx'

// index.html paints the loader before the app's code arrives; React then renders the same one
// (the router's HydrateFallback), so the two must match or the screen would jump.
it("index.html's #root holds exactly what PageLoader renders", () => {
  const html = readFileSync(new URL('../../../../index.html', import.meta.url), 'utf8')
  const root = /<div id="root">([\s\S]*?)<\/div>\s*<noscript>/.exec(html)?.[1]
  expect(root).toBe(renderToStaticMarkup(createElement(PageLoader)))
})
