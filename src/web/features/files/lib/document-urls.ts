/** The authorised routes that serve a version's bytes (no public path exists). */
const base = (id: string, version: number) => `/api/files/${encodeURIComponent(id)}/versions/${version}`

export const downloadUrl = (id: string, version: number) => `${base(id, version)}/content`
export const previewUrl = (id: string, version: number) => `${base(id, version)}/content?disposition=inline`
export const thumbnailUrl = (id: string, version: number) => `${base(id, version)}/thumbnail`
