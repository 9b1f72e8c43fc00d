import { describe, expect, it } from 'vitest'
import { FILE_MESSAGES } from '#shared/schemas/files'
import { ApiError } from '#web/lib/api-client.ts'
import filesEn from '#web/locales/en/files.json'
import filesNo from '#web/locales/no/files.json'
import { fileErrorText } from './file-error-text.ts'

/** A t() over one language file, enough for these keys (placeholders filled in). */
function tFor(strings: Record<string, unknown>) {
  return ((key: string, values: Record<string, string> = {}) => {
    const text = key
      .split('.')
      .reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], strings)
    return String(text).replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '')
  }) as never
}

describe('fileErrorText', () => {
  it('words every message the server sends about files in English exactly as the server does', () => {
    const t = tFor(filesEn)
    for (const message of Object.values(FILE_MESSAGES).filter((value) => typeof value === 'string')) {
      expect(fileErrorText(t, new ApiError(400, 'BAD_REQUEST', message))).toBe(message)
    }
  })

  it('drops the file name the server puts first, and translates the reason', () => {
    const t = tFor(filesNo)
    const error = new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE', `scan.pdf: ${FILE_MESSAGES.unsupportedType}`)
    expect(fileErrorText(t, error, 'scan.pdf')).toBe(filesNo.errors.unsupportedType)
    const tooLarge = new ApiError(413, 'PAYLOAD_TOO_LARGE', 'big.pdf: The file is larger than 25 MB.')
    expect(fileErrorText(t, tooLarge, 'big.pdf')).toBe('Filen er større enn 25 MB.')
    const mismatch = new ApiError(
      415,
      'UNSUPPORTED_MEDIA_TYPE',
      `fake.pdf: ${FILE_MESSAGES.contentMismatch('pdf')}`,
    )
    expect(fileErrorText(t, mismatch, 'fake.pdf')).toBe(
      'Innholdet er ikke en .pdf-fil. Last opp den riktige filen, eller gi den riktig navn.',
    )
  })

  it('says the server could not be reached for a network failure, and passes unknown messages through', () => {
    const t = tFor(filesEn)
    expect(fileErrorText(t, new ApiError(0, 'NETWORK_ERROR', 'x'))).toBe(filesEn.errors.network)
    expect(fileErrorText(t, new Error('Something else'))).toBe('Something else')
  })
})
