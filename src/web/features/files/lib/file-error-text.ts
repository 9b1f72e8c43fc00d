import type { TFunction } from 'i18next'
import { contentMismatchExtension, FILE_MESSAGES } from '#shared/schemas/files'
import { isApiError } from '#web/lib/api-client.ts'

const KNOWN: Record<string, string> = {
  [FILE_MESSAGES.unsupportedType]: 'errors.unsupportedType',
  [FILE_MESSAGES.empty]: 'errors.empty',
  [FILE_MESSAGES.noFile]: 'errors.noFile',
  [FILE_MESSAGES.tooMany]: 'errors.tooMany',
  [FILE_MESSAGES.notFound]: 'errors.notFound',
  [FILE_MESSAGES.notPending]: 'errors.notPending',
  [FILE_MESSAGES.notRejected]: 'errors.notRejected',
  [FILE_MESSAGES.reasonRequired]: 'review.reasonRequired',
}

/**
 * The server names the refused file ("scan.pdf: The file is empty."); the row already shows the
 * name, so only the reason is shown, in the interface language when it is one we know.
 */
export function fileErrorText(t: TFunction<'files'>, error: unknown, fileName?: string): string {
  const raw = isApiError(error) ? error.message : error instanceof Error ? error.message : String(error)
  if (isApiError(error) && error.status === 0) return t('errors.network')
  const reason = fileName && raw.startsWith(`${fileName}: `) ? raw.slice(fileName.length + 2) : raw
  const key = KNOWN[reason]
  if (key) return t(key as 'errors.empty')
  const tooLarge = /^The file is larger than (.+)\.$/.exec(reason)
  if (tooLarge) return t('errors.tooLarge', { size: tooLarge[1] })
  const mismatch = contentMismatchExtension(reason)
  if (mismatch) return t('errors.contentMismatch', { extension: mismatch })
  return reason
}
