import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { Markdown, parseBlocks, safeUrl } from './markdown.tsx'

const html = (source: string) => renderToStaticMarkup(createElement(Markdown, { source }))

describe('parseBlocks', () => {
  it('reads headings (shifted below the page title), lists, quotes, rules and paragraphs', () => {
    expect(
      parseBlocks('# Title\n\nFirst line\nsecond line\n\n- a\n- b\n\n1. one\n2) two\n\n> quoted\n\n---'),
    ).toEqual([
      { type: 'heading', level: 2, text: 'Title' },
      { type: 'paragraph', text: 'First line\nsecond line' },
      { type: 'list', ordered: false, items: ['a', 'b'] },
      { type: 'list', ordered: true, items: ['one', 'two'] },
      { type: 'quote', text: 'quoted' },
      { type: 'rule' },
    ])
    expect(parseBlocks('#### Deep')).toEqual([{ type: 'heading', level: 4, text: 'Deep' }])
    // Items separated by blank lines stay one list; a paragraph after a blank line ends it.
    expect(parseBlocks('- a\n\n- b\n\nAfter')).toEqual([
      { type: 'list', ordered: false, items: ['a', 'b'] },
      { type: 'paragraph', text: 'After' },
    ])
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
    expect(out).toContain('<li>one</li><li>two</li>')
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
  })
})
