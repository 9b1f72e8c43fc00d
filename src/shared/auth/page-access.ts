import { SIGNED_IN_PAGES } from '#shared/routes/route-table'
import type { Role } from './roles.ts'

export interface PageAccessRule {
  /** A react-router path pattern. */
  pattern: string
  roles: readonly Role[]
  /** Open to every signed-in user, even one with no role yet (self sign-up, spec §2.5 'No roles assigned'). */
  everyone?: true
}

/** The URL patterns of a route path: an optional segment ('chat/:botId?') gives one without it and one with. */
function urlPatterns(path: string): string[] {
  let patterns = ['']
  for (const segment of path.split('/')) {
    const required = segment.replace(/\?$/, '')
    const withSegment = patterns.map((prefix) => `${prefix}/${required}`)
    patterns = segment.endsWith('?') ? [...patterns, ...withSegment] : withSegment
  }
  return patterns.map((pattern) => pattern || '/')
}

/**
 * Who may open each protected page of spec §2.1: the roles of its row in the route table. The router
 * lists every sub-route ('news/:id/edit', 'bots/:botId/config', 'mobile/files') as a page of its own,
 * side by side under the signed-in shell, so each URL the shell renders has a rule of its own here.
 */
export const PAGE_ACCESS: readonly PageAccessRule[] = SIGNED_IN_PAGES.flatMap((page) =>
  urlPatterns(page.path).map((pattern) => ({
    pattern,
    roles: page.roles,
    ...('everyone' in page ? { everyone: page.everyone } : {}),
  })),
)

/** A path's segments as react-router compares them: decoded, and regardless of case. */
function segmentsOf(pathname: string): string[] | undefined {
  try {
    return pathname
      .split('/')
      .filter(Boolean)
      .map((segment) => decodeURIComponent(segment).toLowerCase())
  } catch {
    return undefined
  }
}

const isParameter = (part: string) => part.startsWith(':')

function matches(pattern: string, segments: readonly string[]): boolean {
  const parts = pattern.split('/').filter(Boolean)
  return (
    parts.length === segments.length &&
    parts.every((part, index) => isParameter(part) || part.toLowerCase() === segments[index])
  )
}

const staticSegments = (pattern: string) =>
  pattern.split('/').filter((part) => part && !isParameter(part)).length

/**
 * The rule for a path, or undefined for paths the table does not know (the router's not-found page).
 * Like the router, a static segment wins over a parameter ('/news/new' is the editor, not an article).
 */
export function pageAccessRule(pathname: string): PageAccessRule | undefined {
  const segments = segmentsOf(pathname)
  if (!segments) return undefined
  return PAGE_ACCESS.filter((rule) => matches(rule.pattern, segments)).sort(
    (a, b) => staticSegments(b.pattern) - staticSegments(a.pattern),
  )[0]
}

/**
 * Whether the roles may open the page at a path. A path without a rule is refused: the shell renders
 * only pages of the route table, so such a path means this matcher and the router disagree.
 */
export function canOpenPage(roles: readonly string[], pathname: string): boolean {
  const rule = pageAccessRule(pathname)
  if (!rule) return false
  return rule.everyone === true || roles.some((role) => (rule.roles as readonly string[]).includes(role))
}
