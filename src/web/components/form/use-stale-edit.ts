import { useState } from 'react'
import { staleEditBodySchema } from '#shared/schemas/stale-edit'
import { isApiError } from '#web/lib/api-client.ts'

/** A save refused because someone else saved first (409 STALE_EDIT, decision 029). */
export interface StaleEditConflict<Values> {
  /** The record's values now, as the form would show them. */
  theirs: Values
  /** What the user had typed when they saved. */
  mine: Values
  changedBy: string | null
  changedAt: string
  /** The version the record is at now: 'Keep mine' saves on it. */
  version: string
}

/**
 * Issue 32, one hook for every form that edits a shared record: it holds the version the form
 * started from and, when a save comes back stale, the conflict to show. The form keeps what was
 * typed; 'Keep mine' saves it again on the new version, 'Use theirs' gives the current values.
 */
export function useStaleEdit<Values, Current = unknown>(options: {
  /** The `updated_at` of the record the form was filled from (undefined for a new record). */
  startedFrom: string | undefined
  /** The record from the 409 as the form's values. */
  toValues: (current: Current) => Values
  /** Defaults to the record's `updated_at`. */
  versionOf?: (current: Current) => string
}) {
  const [version, setVersion] = useState(options.startedFrom)
  const [conflict, setConflict] = useState<StaleEditConflict<Values> | null>(null)
  const versionOf =
    options.versionOf ?? ((current: Current) => (current as { updated_at: string }).updated_at)

  return {
    /** The version to send with the next save. */
    version,
    conflict,
    /** True when the error was a stale save: the conflict is then shown instead of a failure. */
    capture(error: unknown, mine: Values): boolean {
      if (!isApiError(error) || error.code !== 'STALE_EDIT') return false
      const body = staleEditBodySchema.safeParse(error.body)
      if (!body.success) return false
      const current = body.data.current as Current
      setConflict({
        theirs: options.toValues(current),
        mine,
        changedBy: body.data.changedBy.name,
        changedAt: body.data.changedAt,
        version: versionOf(current),
      })
      return true
    },
    /** Returns the version to save the typed values on. */
    keepMine(): string | undefined {
      if (!conflict) return version
      setVersion(conflict.version)
      setConflict(null)
      return conflict.version
    },
    /** Returns the current values for the form to show. */
    takeTheirs(): Values | undefined {
      if (!conflict) return undefined
      setVersion(conflict.version)
      setConflict(null)
      return conflict.theirs
    },
    /** After a save the form stays on: its next save starts from the saved version. */
    saved(newVersion: string) {
      setVersion(newVersion)
    },
  }
}
