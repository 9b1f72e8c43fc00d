import { buffer } from 'node:stream/consumers'
import sharp from 'sharp'
import type { Logger } from '#server/lib/logger'
import type { FileStorage } from '#server/storage/file-storage'
import { SNIFFED_TYPES } from '#server/storage/sniff-content-type'
import { THUMBNAIL_SIZE } from '#shared/schemas/files'

export interface ProcessingResult {
  pageCount: number | null
  /** A WebP thumbnail for images. */
  thumbnail: Buffer | null
}

const IMAGE_TYPES: ReadonlySet<string> = new Set([
  SNIFFED_TYPES.png,
  SNIFFED_TYPES.jpeg,
  SNIFFED_TYPES.gif,
  SNIFFED_TYPES.webp,
])

export const isImageType = (mimeType: string) => IMAGE_TYPES.has(mimeType)
/** Images and PDFs are shown inline by browsers; everything else is only downloaded. */
export const isPreviewableType = (mimeType: string) => isImageType(mimeType) || mimeType === SNIFFED_TYPES.pdf

/**
 * What the server learns from a new version while it is 'processing' (issue 10): a thumbnail for
 * an image, the page count of a PDF. A file that cannot be read this way (a damaged image, a PDF
 * whose page tree is compressed) is still kept for review, just without those extras.
 */
export async function processFile(
  storage: FileStorage,
  file: { storageKey: string; mimeType: string },
  logger: Logger,
): Promise<ProcessingResult> {
  if (!isPreviewableType(file.mimeType)) return { pageCount: null, thumbnail: null }
  const bytes = await buffer(await storage.get(file.storageKey))
  if (file.mimeType === SNIFFED_TYPES.pdf) return { pageCount: countPdfPages(bytes), thumbnail: null }
  try {
    const thumbnail = await sharp(bytes, { animated: false, limitInputPixels: 100_000_000 })
      .rotate()
      .resize(THUMBNAIL_SIZE, THUMBNAIL_SIZE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 75 })
      .toBuffer()
    return { pageCount: null, thumbnail }
  } catch (error) {
    logger.warn({ err: error }, 'thumbnail failed; the image is kept without one')
    return { pageCount: null, thumbnail: null }
  }
}

/**
 * A narrower rendition of a stored thumbnail, for low-end mode. Made on request: the source is a
 * WebP of at most THUMBNAIL_SIZE px, so this takes milliseconds and needs no second stored file.
 */
export function narrowThumbnail(thumbnail: Buffer, width: number): Promise<Buffer> {
  return sharp(thumbnail).resize({ width, withoutEnlargement: true }).webp({ quality: 70 }).toBuffer()
}

/**
 * Pages of a PDF, read from its page tree: the largest /Count of a /Type /Pages node (the root
 * counts every page), else the number of /Type /Page objects. Undefined structure gives null.
 */
export function countPdfPages(bytes: Buffer): number | null {
  const text = bytes.toString('latin1')
  let rootCount = 0
  for (const match of text.matchAll(
    /\/Type\s*\/Pages\b[^>]*?\/Count\s+(\d+)|\/Count\s+(\d+)[^>]*?\/Type\s*\/Pages\b/g,
  )) {
    rootCount = Math.max(rootCount, Number(match[1] ?? match[2]))
  }
  if (rootCount > 0) return rootCount
  const pages = text.match(/\/Type\s*\/Page(?![a-zA-Z])/g)?.length ?? 0
  return pages > 0 ? pages : null
}
