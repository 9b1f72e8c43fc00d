import type { FieldValues, Path, UseFormSetError } from 'react-hook-form'
import { isApiError } from '#web/lib/api-client.ts'

/**
 * Puts the server's problems under their fields: 400 and 422 answers carry `{ issues: [{ path,
 * message }] }`; a 409 on equipment is the serial number (its `details.field`). Returns whether any
 * problem landed on a field of this form, so the caller only toasts what the form cannot show.
 */
export function applyServerFieldErrors<Values extends FieldValues>(
  error: unknown,
  fields: readonly Path<Values>[],
  setError: UseFormSetError<Values>,
  conflictMessage?: string,
): boolean {
  if (!isApiError(error)) return false
  const details = error.details as
    | { issues?: { path?: unknown; message?: unknown }[]; field?: unknown }
    | undefined
  if (error.status === 409 && conflictMessage) {
    const field = fields.find((candidate) => candidate === 'serialNumber')
    if (field) {
      setError(field, { type: 'server', message: conflictMessage })
      return true
    }
  }
  if (error.status !== 400 && error.status !== 422) return false
  let matched = false
  for (const issue of details?.issues ?? []) {
    const field = fields.find((candidate) => candidate === issue.path)
    if (field && typeof issue.message === 'string') {
      setError(field, { type: 'server', message: issue.message })
      matched = true
    }
  }
  return matched
}
