// Spec §9 business constants shared by the server and the web app.
export const MIN_PASSWORD_LENGTH = 6
export const MAX_PASSWORD_LENGTH = 128
export const MAGIC_LINK_TTL_SECONDS = 10 * 60
export const SEARCH_DEBOUNCE_MS = 300
