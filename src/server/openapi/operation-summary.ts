const VERBS: Record<string, string> = {
  GET: 'Get',
  POST: 'Post to',
  PUT: 'Replace',
  PATCH: 'Update',
  DELETE: 'Delete',
}

/**
 * A one-line summary from the method and path: "Get dealers by id", "Post to files review".
 * Routes carry no prose of their own, and a summary made up from anything less certain could be
 * wrong; this one only restates the route in words, for the docs page and client generators.
 */
export function summarizeOperation(method: string, honoPath: string): string {
  const segments = honoPath.split('/').filter((segment) => segment && segment !== 'api')
  const words = segments
    .filter((segment) => !segment.startsWith(':'))
    .map((segment) => segment.replace(/[-_.]/g, ' '))
    .join(' ')
  const last = segments.at(-1) ?? ''
  const byParam = last.startsWith(':') ? ` by ${last.slice(1)}` : ''
  const text = `${VERBS[method] ?? method} ${words}${byParam}`
  return text.charAt(0).toUpperCase() + text.slice(1)
}
