import { AVATAR_PRESET_COUNT, AVATAR_PRESET_PREFIX } from '#shared/constants/bots'

/** Spec §2.15: 8 preset emoji and colour combinations, stored as 'preset:<n>'. */
export const AVATAR_PRESETS = [
  { emoji: '🤖', className: 'bg-sky-100 dark:bg-sky-900/50' },
  { emoji: '🔧', className: 'bg-amber-100 dark:bg-amber-900/50' },
  { emoji: '🚗', className: 'bg-rose-100 dark:bg-rose-900/50' },
  { emoji: '💬', className: 'bg-emerald-100 dark:bg-emerald-900/50' },
  { emoji: '📘', className: 'bg-indigo-100 dark:bg-indigo-900/50' },
  { emoji: '⚡', className: 'bg-yellow-100 dark:bg-yellow-900/50' },
  { emoji: '🛠️', className: 'bg-slate-200 dark:bg-slate-800' },
  { emoji: '🎧', className: 'bg-fuchsia-100 dark:bg-fuchsia-900/50' },
] as const satisfies readonly { emoji: string; className: string }[]

if (AVATAR_PRESETS.length !== AVATAR_PRESET_COUNT)
  throw new Error('Avatar presets out of step with the schema')

export const presetValue = (index: number) => `${AVATAR_PRESET_PREFIX}${index + 1}`

/** The preset of an avatar_url, or null for an uploaded image or none. */
export function presetOf(avatarUrl: string | null | undefined) {
  if (!avatarUrl?.startsWith(AVATAR_PRESET_PREFIX)) return null
  return AVATAR_PRESETS[Number(avatarUrl.slice(AVATAR_PRESET_PREFIX.length)) - 1] ?? null
}
