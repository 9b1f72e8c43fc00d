import type { FieldValues, Path, UseFormSetError } from 'react-hook-form'
import { isApiError } from '#web/lib/api-client.ts'

/**
 * A 400 from the server carries every problem with its field path (src/server/lib/validate.ts);
 * shows each under its field. Returns whether any matched a field of this form.
 */
export function applyServerIssues<Values extends FieldValues>(
  error: unknown,
  fields: readonly Path<Values>[],
  setError: UseFormSetError<Values>,
): boolean {
  if (!isApiError(error) || error.status !== 400) return false
  const issues = (error.details as { issues?: { path?: unknown; message?: unknown }[] } | undefined)?.issues
  let matched = false
  for (const issue of issues ?? []) {
    const field = fields.find((candidate) => candidate === issue.path)
    if (field && typeof issue.message === 'string') {
      setError(field, { type: 'server', message: issue.message })
      matched = true
    }
  }
  return matched
}
