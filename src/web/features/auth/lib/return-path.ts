import { paths } from '#web/config/paths.ts'

/** The query parameter that carries the page a signed-out visitor asked for through sign-in. */
export const NEXT_PARAM = 'next'

// Longer than any in-app address; a longer value is someone else's making.
const MAX_RETURN_PATH_LENGTH = 2048
const ENCODED_SEPARATOR = /%2f|%5c/i
const PARSE_ORIGIN = 'https://dealerpilot.invalid'

/** C0 and C1 control characters (tab, newline, …), which URL parsers silently drop. */
function hasControlCharacter(value: string): boolean {
  for (let index = 0; index < value.length; index++) {
    const code = value.charCodeAt(index)
    if (code < 0x20 || (code >= 0x7f && code <= 0x9f)) return true
  }
  return false
}

// Landing on a sign-in page after signing in would loop; the dashboard is where sign-in goes anyway.
const NOT_A_RETURN_PATH = new Set<string>([paths.auth, paths.login, paths.authCallback, paths.dashboard])

/**
 * The path to return to after sign-in, or undefined when the value is not a relative in-app path.
 * Only "/path?query#hash" passes: no other origin ("https://…", "//host", "/\host"), no backslash
 * or control character (browsers read "\" as "/" and drop tabs and newlines, which turns
 * "/\t/host" into "//host"), no encoded slash in the path. This is the whole open-redirect guard.
 */
export function safeReturnPath(value: string | null | undefined): string | undefined {
  if (!value || value.length > MAX_RETURN_PATH_LENGTH) return undefined
  if (!value.startsWith('/') || value.startsWith('//')) return undefined
  if (value.includes('\\') || hasControlCharacter(value)) return undefined
  const pathEnd = value.search(/[?#]/)
  if (ENCODED_SEPARATOR.test(pathEnd === -1 ? value : value.slice(0, pathEnd))) return undefined
  let url: URL
  try {
    url = new URL(value, PARSE_ORIGIN)
  } catch {
    return undefined
  }
  if (url.origin !== PARSE_ORIGIN) return undefined
  if (NOT_A_RETURN_PATH.has(url.pathname.replace(/\/+$/, '') || '/')) return undefined
  return value
}

/** The sign-in page with the page to return to (spec §2.1: signed-out visitors go to /auth). */
export function signInPath(signInPage: string, returnPath: string | undefined): string {
  const next = safeReturnPath(returnPath)
  return next ? `${signInPage}?${new URLSearchParams({ [NEXT_PARAM]: next })}` : signInPage
}

/** Where a successful sign-in goes: the requested page when there is a safe one, else the dashboard. */
export function afterSignInPath(searchParams: URLSearchParams): string {
  return safeReturnPath(searchParams.get(NEXT_PARAM)) ?? paths.dashboard
}

// Spec §2.9: the onboarding pages have their own sign-in message.
const ONBOARDING_PATHS = new Set(['/my-onboarding', '/mobile/onboarding'])

/** The 'auth' key of the notice shown above the sign-in form for a return path. */
export function returnNoticeKey(returnPath: string): string {
  const pathname = new URL(returnPath, PARSE_ORIGIN).pathname.replace(/\/+$/, '')
  return ONBOARDING_PATHS.has(pathname) ? 'returnTo.onboardingLoginRequired' : 'returnTo.signInToContinue'
}
