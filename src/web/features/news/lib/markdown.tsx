import { Fragment, type ReactNode } from 'react'

// A small markdown renderer for news bodies (headings, lists, quotes, rules, bold, italic, code, links,
// images). It builds React elements, never HTML strings: whatever an author types (including <script>
// or HTML tags) is shown as text, and links and images only keep http(s) or relative addresses.

export type MarkdownBlock =
  | { type: 'heading'; level: 2 | 3 | 4; text: string }
  | { type: 'paragraph'; text: string }
  | { type: 'list'; ordered: boolean; items: string[] }
  | { type: 'quote'; text: string }
  | { type: 'rule' }

const HEADING = /^(#{1,6})\s+(.*?)\s*#*\s*$/
const UNORDERED_ITEM = /^\s*[-*+]\s+(.*)$/
const ORDERED_ITEM = /^\s*\d{1,9}[.)]\s+(.*)$/
const QUOTE = /^\s*>\s?(.*)$/
const RULE = /^\s*([-*_])(\s*\1){2,}\s*$/

/** Splits the text into blocks. The article title is the page's h1, so '#' becomes h2 and so on. */
export function parseBlocks(markdown: string): MarkdownBlock[] {
  const blocks: MarkdownBlock[] = []
  let paragraph: string[] = []
  let list: { ordered: boolean; items: string[] } | null = null
  let quote: string[] = []

  const flush = () => {
    if (paragraph.length) blocks.push({ type: 'paragraph', text: paragraph.join('\n') })
    if (list) blocks.push({ type: 'list', ...list })
    if (quote.length) blocks.push({ type: 'quote', text: quote.join('\n') })
    paragraph = []
    list = null
    quote = []
  }

  // A blank line ends a list only when something other than the next item follows ("loose" lists).
  let blankAfterList = false

  for (const line of markdown.replace(/\r\n?/g, '\n').split('\n')) {
    if (!line.trim()) {
      if (list) blankAfterList = true
      else flush()
      continue
    }
    const continuesList = list !== null && (UNORDERED_ITEM.test(line) || ORDERED_ITEM.test(line))
    if (blankAfterList && !continuesList) flush()
    blankAfterList = false
    const heading = HEADING.exec(line)
    if (heading) {
      flush()
      const level = Math.min(heading[1].length + 1, 4) as 2 | 3 | 4
      blocks.push({ type: 'heading', level, text: heading[2] })
      continue
    }
    if (RULE.test(line)) {
      flush()
      blocks.push({ type: 'rule' })
      continue
    }
    const quoted = QUOTE.exec(line)
    if (quoted) {
      if (!quote.length) flush()
      quote.push(quoted[1])
      continue
    }
    const unordered = UNORDERED_ITEM.exec(line)
    const ordered = unordered ? null : ORDERED_ITEM.exec(line)
    const item = unordered ?? ordered
    if (item) {
      const isOrdered = Boolean(ordered)
      if (!list || list.ordered !== isOrdered) {
        flush()
        list = { ordered: isOrdered, items: [] }
      }
      list.items.push(item[1])
      continue
    }
    // A line following a list item continues that item; otherwise it belongs to a paragraph.
    if (list) {
      list.items[list.items.length - 1] += ` ${line.trim()}`
      continue
    }
    if (quote.length) flush()
    paragraph.push(line.trim())
  }
  flush()
  return blocks
}

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

// Inline syntax, tried at each position; the earliest match wins (images before links).
const INLINE =
  /!\[([^\]]*)\]\(([^)\s]*)\)|\[([^\]]+)\]\(([^)\s]*)\)|`([^`]+)`|\*\*(.+?)\*\*|__(.+?)__|\*([^*\s][^*]*?)\*|_([^_\s][^_]*?)_/

/** Inline markdown to React nodes (text is always text: React escapes it). */
export function renderInline(text: string, keyPrefix = 'i'): ReactNode[] {
  const nodes: ReactNode[] = []
  let rest = text
  let index = 0
  while (rest) {
    const match = INLINE.exec(rest)
    if (!match) {
      nodes.push(withLineBreaks(rest, `${keyPrefix}-${index}`))
      break
    }
    if (match.index > 0) nodes.push(withLineBreaks(rest.slice(0, match.index), `${keyPrefix}-${index}-t`))
    const key = `${keyPrefix}-${index}`
    const [, imageAlt, imageUrl, linkText, linkUrl, code, strong, strongAlt, em, emAlt] = match
    if (imageUrl !== undefined) {
      const src = safeUrl(imageUrl)
      nodes.push(
        src ? (
          <img
            key={key}
            src={src}
            alt={imageAlt}
            loading="lazy"
            className="my-4 max-h-[480px] rounded-lg border"
          />
        ) : (
          imageAlt
        ),
      )
    } else if (linkText !== undefined) {
      const href = safeUrl(linkUrl ?? '')
      const children = renderInline(linkText, `${key}-l`)
      nodes.push(
        href ? (
          <a
            key={key}
            href={href}
            className="font-medium text-primary underline underline-offset-4"
            {...(isExternal(href) ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
          >
            {children}
          </a>
        ) : (
          <Fragment key={key}>{children}</Fragment>
        ),
      )
    } else if (code !== undefined) {
      nodes.push(
        <code key={key} className="rounded bg-muted px-1 py-0.5 font-mono text-[0.9em]">
          {code}
        </code>,
      )
    } else if (strong !== undefined || strongAlt !== undefined) {
      nodes.push(<strong key={key}>{renderInline(strong ?? strongAlt ?? '', `${key}-b`)}</strong>)
    } else {
      nodes.push(<em key={key}>{renderInline(em ?? emAlt ?? '', `${key}-e`)}</em>)
    }
    rest = rest.slice(match.index + match[0].length)
    index += 1
  }
  return nodes
}

function withLineBreaks(text: string, key: string): ReactNode {
  const lines = text.split('\n')
  if (lines.length === 1) return text
  return (
    <Fragment key={key}>
      {lines.map((line, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: lines of a static text never reorder
        <Fragment key={index}>
          {index > 0 ? <br /> : null}
          {line}
        </Fragment>
      ))}
    </Fragment>
  )
}

const HEADING_CLASSES = {
  2: 'mt-8 text-xl font-semibold tracking-tight',
  3: 'mt-6 text-lg font-semibold',
  4: 'mt-5 font-semibold',
} as const

/** The article body as rich text. */
export function Markdown({ source, className }: { source: string; className?: string }) {
  return (
    <div className={className}>
      {parseBlocks(source).map((block, index) => {
        const key = `b${index}`
        switch (block.type) {
          case 'heading': {
            const Tag = `h${block.level}` as const
            return (
              <Tag key={key} className={HEADING_CLASSES[block.level]}>
                {renderInline(block.text, key)}
              </Tag>
            )
          }
          case 'list': {
            const Tag = block.ordered ? 'ol' : 'ul'
            return (
              <Tag
                key={key}
                className={`my-4 space-y-1 pl-6 ${block.ordered ? 'list-decimal' : 'list-disc'}`}
              >
                {block.items.map((item, itemIndex) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: items of a static text never reorder
                  <li key={itemIndex}>{renderInline(item, `${key}-${itemIndex}`)}</li>
                ))}
              </Tag>
            )
          }
          case 'quote':
            return (
              <blockquote key={key} className="my-4 border-l-4 pl-4 text-muted-foreground italic">
                {renderInline(block.text, key)}
              </blockquote>
            )
          case 'rule':
            return <hr key={key} className="my-6" />
          default:
            return (
              <p key={key} className="my-4 leading-7">
                {renderInline(block.text, key)}
              </p>
            )
        }
      })}
    </div>
  )
}
