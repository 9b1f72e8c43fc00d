// The bots' values the pages need without zod (schemas/bots.ts loads it).

/** Spec §9: 8 preset avatars, stored as avatar_url 'preset:<n>'. */
export const AVATAR_PRESET_COUNT = 8
export const AVATAR_PRESET_PREFIX = 'preset:'
