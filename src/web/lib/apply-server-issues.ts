import type { FieldValues, Path, UseFormSetError } from 'react-hook-form'
import { isApiError } from './api-client.ts'

/**
 * A 400 from the server carries every problem with its field path (src/server/lib/validate.ts);
 * shows each under its field. `aliases` names the form field of a server path the form holds
 * differently (the bot form's threshold percentage is the API's `escalation_rules.confidence_threshold`).
 * Returns whether any matched a field of this form.
 */
export function applyServerIssues<Values extends FieldValues>(
  error: unknown,
  fields: readonly Path<Values>[],
  setError: UseFormSetError<Values>,
  aliases: Readonly<Record<string, Path<Values>>> = {},
): boolean {
  if (!isApiError(error) || error.status !== 400) return false
  const issues = (error.details as { issues?: { path?: unknown; message?: unknown }[] } | undefined)?.issues
  let matched = false
  for (const issue of issues ?? []) {
    const path = String(issue.path)
    const field = aliases[path] ?? fields.find((candidate) => candidate === path)
    if (field && typeof issue.message === 'string') {
      setError(field, { type: 'server', message: issue.message })
      matched = true
    }
  }
  return matched
}
