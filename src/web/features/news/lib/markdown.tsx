import DOMPurify from 'dompurify'
import MarkdownIt from 'markdown-it'
import { useMemo } from 'react'

// News bodies are markdown written by editors. markdown-it renders them with raw HTML disabled (an
// author's <script> or <img onerror> is shown as text), and DOMPurify then keeps only the elements
// and attributes listed below: two independent layers between an author and a reader's browser.

/**
 * Only web addresses (http, https) and addresses relative to the portal are kept; javascript:, data:,
 * mailto: and protocol-relative '//' addresses are dropped.
 */
export function safeUrl(raw: string): string | null {
  const url = raw.trim()
  if (!url || /[\s<>"]/.test(url)) return null
  if (/^https?:\/\//i.test(url)) return url
  if (url.startsWith('//') || url.startsWith('\\')) return null
  // A scheme is letters followed by ':' before any '/', '?' or '#'.
  if (/^[^/?#]*:/.test(url)) return null
  return url
}

const isExternal = (url: string) => /^https?:\/\//i.test(url)

// The portal's look for each element, set on the tokens so the HTML comes out styled.
const CLASSES: Record<string, string> = {
  h2: 'mt-8 text-xl font-semibold tracking-tight',
  h3: 'mt-6 text-lg font-semibold',
  h4: 'mt-5 font-semibold',
  p: 'my-4 leading-7',
  ul: 'my-4 space-y-1 pl-6 list-disc',
  ol: 'my-4 space-y-1 pl-6 list-decimal',
  blockquote: 'my-4 border-l-4 pl-4 text-muted-foreground italic',
  hr: 'my-6',
  a: 'font-medium text-primary underline underline-offset-4',
  code: 'rounded bg-muted px-1 py-0.5 font-mono text-[0.9em]',
  pre: 'my-4 overflow-x-auto rounded bg-muted p-3 font-mono text-sm',
  img: 'my-4 max-h-[480px] rounded-lg border',
}

// Single newlines break lines, as editors of a news text expect.
const markdown = new MarkdownIt({ html: false, linkify: false, breaks: true })
markdown.validateLink = (url) => safeUrl(url) !== null

type Token = ReturnType<MarkdownIt['parse']>[number]

/** The article title is the page's h1, so '#' becomes h2 and so on down to h4. */
function shiftHeading(token: Token) {
  if (token.type === 'heading_open' || token.type === 'heading_close')
    token.tag = `h${Math.min(Number(token.tag.slice(1)) + 1, 4)}`
}

function decorate(token: Token) {
  const opens = token.nesting === 1 || token.type === 'image' || token.type === 'hr'
  const isCode = token.type === 'code_inline'
  if ((opens || isCode) && CLASSES[token.tag]) token.attrJoin('class', CLASSES[token.tag])
  if (token.type === 'image') token.attrSet('loading', 'lazy')
  if (token.type === 'link_open' && isExternal(token.attrGet('href') ?? '')) {
    token.attrSet('target', '_blank')
    token.attrSet('rel', 'noopener noreferrer')
  }
}

markdown.core.ruler.push('news_look', (state) => {
  for (const token of state.tokens) {
    shiftHeading(token)
    decorate(token)
    for (const child of token.children ?? []) decorate(child)
  }
})

const ALLOWED_TAGS = [
  ...['h2', 'h3', 'h4', 'p', 'br', 'ul', 'ol', 'li', 'blockquote', 'hr', 'pre', 'code'],
  ...['strong', 'em', 's', 'a', 'img', 'table', 'thead', 'tbody', 'tr', 'th', 'td'],
]
const ALLOWED_ATTR = ['class', 'href', 'target', 'rel', 'src', 'alt', 'title', 'loading', 'start']
// http(s), or no scheme at all (a relative address); never '//' (another host).
const ALLOWED_URI_REGEXP = /^(?:https?:\/\/|(?![a-z][a-z0-9+.-]*:|\/\/|\\))/i

/** The body as sanitized HTML. Needs a DOM (DOMPurify): news articles render in the browser only. */
export function renderNewsMarkdown(source: string): string {
  if (!DOMPurify.isSupported) throw new Error('renderNewsMarkdown needs a DOM to sanitize with')
  return DOMPurify.sanitize(markdown.render(source), { ALLOWED_TAGS, ALLOWED_ATTR, ALLOWED_URI_REGEXP })
}

/** The article body as rich text. */
export function Markdown({ source, className }: { source: string; className?: string }) {
  const html = useMemo(() => renderNewsMarkdown(source), [source])
  // biome-ignore lint/security/noDangerouslySetInnerHtml: markdown-it escapes raw HTML and DOMPurify sanitizes the result
  return <div className={className} dangerouslySetInnerHTML={{ __html: html }} />
}
