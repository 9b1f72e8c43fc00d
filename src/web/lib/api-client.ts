/** An API failure: the server's `{ error: { code, message } }` body, with the HTTP status. */
export class ApiError extends Error {
  readonly status: number
  readonly code: string
  readonly details?: unknown
  /** The whole answer: a 409 STALE_EDIT carries the current record beside the error (issue 32). */
  readonly body?: unknown

  constructor(status: number, code: string, message: string, details?: unknown, body?: unknown) {
    super(message)
    this.name = 'ApiError'
    this.status = status
    this.code = code
    this.details = details
    this.body = body
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError
}

/** True for 4xx answers: the request itself is wrong, so repeating it cannot help. */
export function isClientError(error: unknown): boolean {
  return isApiError(error) && error.status >= 400 && error.status < 500
}

/** The header the server's creating routes read (tickets, chat messages, invitations, uploads). */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key'

/**
 * A key for one user action (issue 32): made when the user acts, sent with every attempt of that
 * action (a double submit, a retry, an upload sent later from the offline queue), so the server
 * answers them all with the one record the first made. A new action gets a new key.
 */
export function newActionKey(): string {
  return crypto.randomUUID()
}

/** An answer's JSON, or undefined when it has no body (204), or its text when it is not JSON. */
export async function readAnswer(response: Response): Promise<unknown> {
  const text = await response.text()
  if (!text) return undefined
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}

function toApiError(response: Response, body: unknown): ApiError {
  const error = (body as { error?: { code?: unknown; message?: unknown; details?: unknown } } | undefined)
    ?.error
  const code = typeof error?.code === 'string' ? error.code : `HTTP_${response.status}`
  const message =
    typeof error?.message === 'string' && error.message
      ? error.message
      : response.statusText || `Request failed with status ${response.status}`
  return new ApiError(response.status, code, message, error?.details, body)
}

/**
 * The transport under every API call (the typed client in api.ts):
 * same-origin cookies, JSON asked for in the interface language, and every non-2xx answer turned
 * into an ApiError once, here.
 * A network failure is an ApiError with status 0; an aborted request rejects with its AbortError.
 */
export async function apiTransport(input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers)
  if (!headers.has('Accept')) headers.set('Accept', 'application/json')
  // Issue 35 item 5: content comes in the interface language (the document's, which lib/i18n.ts
  // keeps in step with it), not in whatever the browser would ask for.
  const interfaceLanguage = typeof document === 'undefined' ? '' : document.documentElement.lang
  if (interfaceLanguage && !headers.has('Accept-Language')) headers.set('Accept-Language', interfaceLanguage)
  let response: Response
  try {
    response = await fetch(input, { credentials: 'include', ...init, headers })
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause
    throw new ApiError(0, 'NETWORK_ERROR', 'Could not reach the server. Check your connection and try again.')
  }
  if (!response.ok) throw toApiError(response, await readAnswer(response))
  return response
}
