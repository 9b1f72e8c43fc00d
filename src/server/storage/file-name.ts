/**
 * File names as users send them are labels, never paths: storage keys are generated (see
 * file-storage.ts). These helpers keep a name safe to store, show and send back in a header.
 */
const MAX_FILE_NAME = 255

/** The last path segment, without control characters, trimmed; 'file' when nothing is left. */
export function safeFileName(name: string): string {
  const lastSegment = name.split(/[\\/]/).pop() ?? ''
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point.
  const cleaned = lastSegment.replace(/[\u0000-\u001f\u007f]/g, '').trim()
  const withoutDots = cleaned.replace(/^\.+$/, '')
  return (withoutDots || 'file').slice(0, MAX_FILE_NAME)
}

/** A Content-Disposition header with an ASCII fallback and the UTF-8 name (RFC 6266, 5987). */
export function contentDisposition(fileName: string, type: 'attachment' | 'inline' = 'attachment'): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_')
  return `${type}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`
}
