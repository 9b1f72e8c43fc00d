// @vitest-environment jsdom
// DOMPurify sanitizes in a DOM; news articles render in the browser only.
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { Markdown, safeUrl } from './markdown.tsx'

const html = (source: string) => renderToStaticMarkup(createElement(Markdown, { source }))

describe('block structure', () => {
  it('reads headings (shifted below the page title), lists, quotes, rules and line breaks', () => {
    const out = html('# Title\n\nFirst line\nsecond line\n\n- a\n- b\n\n1. one\n2) two\n\n> quoted\n\n---')
    expect(out).toMatch(/<h2 class="[^"]*">Title<\/h2>/)
    expect(out).toMatch(/<p class="[^"]*">First line<br>\s*second line<\/p>/)
    expect(out).toMatch(/<ul class="[^"]*list-disc">\s*<li>a<\/li>\s*<li>b<\/li>\s*<\/ul>/)
    expect(out).toMatch(/<ol class="[^"]*list-decimal">\s*<li>one<\/li>/)
    expect(out).toMatch(/<blockquote class="[^"]*">\s*<p class="[^"]*">quoted<\/p>\s*<\/blockquote>/)
    expect(out).toMatch(/<hr class="my-6">/)
    expect(html('#### Deep')).toMatch(/<h4 class="[^"]*">Deep<\/h4>/)
  })
})

describe('safeUrl', () => {
  it('keeps http(s) and relative addresses only', () => {
    for (const url of [
      'https://example.com/a?b=1',
      'http://example.com',
      '/news/1',
      'files/a.png',
      '#part',
      '?q=1',
    ]) {
      expect(safeUrl(url), url).toBe(url)
    }
    for (const url of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      ' javascript:alert(1)',
      'data:image/png;base64,AAAA',
      'vbscript:x',
      'mailto:a@b.c',
      '//evil.example/x',
      '\\\\evil',
      'https://a b',
      '',
    ]) {
      expect(safeUrl(url), url).toBeNull()
    }
  })
})

describe('Markdown', () => {
  it('renders headings, lists, emphasis, code, links and images', () => {
    const out = html(
      '## Update\n\nThis is **bold**, *italic* and `code`. See [the docs](https://example.com/docs) or [news](/news).\n\n- one\n- two\n\n![Bench kit](https://cdn.example.com/kit.png)',
    )
    expect(out).toContain('<h3 class="mt-6 text-lg font-semibold">Update</h3>')
    expect(out).toContain('<strong>bold</strong>')
    expect(out).toContain('<em>italic</em>')
    expect(out).toContain('>code</code>')
    expect(out).toMatch(
      /<a href="https:\/\/example.com\/docs"[^>]*target="_blank" rel="noopener noreferrer">the docs<\/a>/,
    )
    expect(out).toMatch(/<a href="\/news" class="[^"]*">news<\/a>/)
    expect(out).toMatch(/<li>one<\/li>\s*<li>two<\/li>/)
    expect(out).toMatch(/<img src="https:\/\/cdn.example.com\/kit.png" alt="Bench kit"/)
  })

  it('never injects HTML and drops unsafe link and image addresses', () => {
    const out = html(
      '<script>alert(1)</script>\n\n<img src=x onerror=alert(1)>\n\n[click](javascript:alert(1)) ![pic](data:image/svg+xml,<svg>) [x](//evil.example)',
    )
    expect(out).not.toContain('<script')
    expect(out).not.toContain('<img')
    expect(out).not.toContain('href=')
    expect(out).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
    expect(out).toContain('&lt;img src=x onerror=alert(1)&gt;')
    expect(out).toContain('click')
    // Entity-encoded and mixed-case schemes are decoded before the check; raw anchors stay text.
    const tricky = html('[a](java&#115;cript:alert(1)) [b](JaVaScRiPt:alert(1)) <a href="javascript:x">c</a>')
    expect(tricky).not.toMatch(/<a\s/)
    expect(tricky).toContain('&lt;a href="javascript:x"&gt;c&lt;/a&gt;')
  })
})
