import { AppError } from '#server/lib/app-error'
import { FILE_MESSAGES } from '#shared/schemas/files'

/**
 * The content type of an upload, decided from its first bytes (never from the client's claim or
 * the file name alone): pdf, png, jpeg, gif, webp, docx (a zip holding a Word document) and plain
 * text. Anything else is undefined, and the upload is refused.
 */
export const SNIFFED_TYPES = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  txt: 'text/plain; charset=utf-8',
} as const

export type SniffedType = (typeof SNIFFED_TYPES)[keyof typeof SNIFFED_TYPES]

/**
 * Issue 35 item 7: what a file's name says it is. A text file may be named .txt, .csv, .md or .log;
 * a name without an extension claims nothing. Any other extension is not on the allow-list.
 */
const TYPE_OF_EXTENSION: Record<string, SniffedType> = {
  pdf: SNIFFED_TYPES.pdf,
  png: SNIFFED_TYPES.png,
  jpg: SNIFFED_TYPES.jpeg,
  jpeg: SNIFFED_TYPES.jpeg,
  gif: SNIFFED_TYPES.gif,
  webp: SNIFFED_TYPES.webp,
  docx: SNIFFED_TYPES.docx,
  txt: SNIFFED_TYPES.txt,
  csv: SNIFFED_TYPES.txt,
  md: SNIFFED_TYPES.txt,
  log: SNIFFED_TYPES.txt,
}

/** The extension of a file name, lower case, or null when it has none. */
export function extensionOf(fileName: string): string | null {
  return /\.([a-z0-9]{1,8})$/i.exec(fileName)?.[1]?.toLowerCase() ?? null
}

export type UploadTypeCheck =
  | { ok: true; mimeType: SniffedType }
  /** Not a type on the allow-list, by its content or by its name. */
  | { ok: false; reason: 'unsupported' }
  /** An allowed type whose name says another one: a text file named fake.pdf, a PDF named notes.txt. */
  | { ok: false; reason: 'mismatch'; extension: string }

/**
 * The type an upload is stored as: its content must be on the allow-list and agree with its name,
 * so what a reviewer downloads is what the file list says it is.
 */
export function checkUploadType(head: Buffer, fileName: string): UploadTypeCheck {
  const sniffed = sniffContentType(head, fileName)
  const extension = extensionOf(fileName)
  if (!sniffed) return { ok: false, reason: 'unsupported' }
  if (extension === null) return { ok: true, mimeType: sniffed }
  const claimed = TYPE_OF_EXTENSION[extension]
  if (!claimed) return { ok: false, reason: 'unsupported' }
  if (claimed !== sniffed) return { ok: false, reason: 'mismatch', extension }
  return { ok: true, mimeType: sniffed }
}

/**
 * checkUploadType for an upload route: the type to store, or a 415 whose message (prefixed with
 * `prefix`, e.g. the file's name) the web app shows in the user's language (file-error-text.ts).
 */
export function requireUploadType(head: Buffer, fileName: string, prefix = ''): SniffedType {
  const check = checkUploadType(head, fileName)
  if (check.ok) return check.mimeType
  const message =
    check.reason === 'mismatch'
      ? FILE_MESSAGES.contentMismatch(check.extension)
      : FILE_MESSAGES.unsupportedType
  throw new AppError('UNSUPPORTED_MEDIA_TYPE', `${prefix}${message}`, { fileName })
}

const startsWith = (head: Buffer, bytes: number[], offset = 0) =>
  head.length >= offset + bytes.length && bytes.every((byte, index) => head[offset + index] === byte)

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0))

export function sniffContentType(head: Buffer, fileName: string): SniffedType | undefined {
  if (head.length === 0) return undefined
  if (startsWith(head, ascii('%PDF-'))) return SNIFFED_TYPES.pdf
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return SNIFFED_TYPES.png
  if (startsWith(head, [0xff, 0xd8, 0xff])) return SNIFFED_TYPES.jpeg
  if (startsWith(head, ascii('GIF87a')) || startsWith(head, ascii('GIF89a'))) return SNIFFED_TYPES.gif
  if (startsWith(head, ascii('RIFF')) && startsWith(head, ascii('WEBP'), 8)) return SNIFFED_TYPES.webp
  if (startsWith(head, [0x50, 0x4b, 0x03, 0x04]))
    return isWordDocument(head, fileName) ? SNIFFED_TYPES.docx : undefined
  if (isPlainText(head)) return SNIFFED_TYPES.txt
  return undefined
}

/**
 * A docx is a zip whose first entries are `[Content_Types].xml`, `_rels/` or `word/`; a zip of
 * anything else (or named otherwise) is refused.
 */
function isWordDocument(head: Buffer, fileName: string): boolean {
  if (!/\.docx$/i.test(fileName)) return false
  const text = head.toString('latin1')
  return text.includes('[Content_Types].xml') || text.includes('word/') || text.includes('_rels/')
}

/** UTF-8 without NUL or other control characters than tab, line feed, carriage return and form feed. */
function isPlainText(head: Buffer): boolean {
  for (const byte of head) {
    if (byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0d && byte !== 0x0c) return false
    if (byte === 0x7f) return false
  }
  // The head may end inside a multi-byte character: drop up to 3 trailing bytes before checking.
  for (let cut = 0; cut <= 3 && cut < head.length; cut++) {
    if (isUtf8(head.subarray(0, head.length - cut))) return true
  }
  return false
}

function isUtf8(bytes: Buffer): boolean {
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes)
    return true
  } catch {
    return false
  }
}
