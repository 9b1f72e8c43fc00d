import { THUMBNAIL_SIZE, THUMBNAIL_WIDTHS } from '#shared/schemas/files'

/** The authorised routes that serve a version's bytes (no public path exists). */
const base = (id: string, version: number) => `/api/files/${encodeURIComponent(id)}/versions/${version}`

export const downloadUrl = (id: string, version: number) => `${base(id, version)}/content`
export const previewUrl = (id: string, version: number) => `${base(id, version)}/content?disposition=inline`

/**
 * The thumbnail for an image wanted `width` px wide: the narrowest rendition the server makes that
 * covers it, up to the stored THUMBNAIL_SIZE one (asked for without a width). Pass the width
 * through `imageWidthFor`, so low-end mode asks for the smaller renditions.
 */
export function thumbnailUrl(id: string, version: number, width: number = THUMBNAIL_SIZE) {
  const rendition = THUMBNAIL_WIDTHS.find((candidate) => candidate >= width) ?? THUMBNAIL_SIZE
  const url = `${base(id, version)}/thumbnail`
  return rendition === THUMBNAIL_SIZE ? url : `${url}?width=${rendition}`
}
