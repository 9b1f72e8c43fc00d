import {
  BookOpenIcon,
  BotIcon,
  CarIcon,
  HammerIcon,
  HeadphonesIcon,
  type LucideIcon,
  MessageCircleIcon,
  WrenchIcon,
  ZapIcon,
} from 'lucide-react'
import { AVATAR_PRESET_COUNT, AVATAR_PRESET_PREFIX } from '#shared/constants/bots'

/**
 * Spec §2.15: 8 preset avatars, stored as 'preset:<n>'. Each is a drawn icon on its colour: an
 * emoji needs a colour-emoji font, which many machines lack (they showed empty boxes, issue 36).
 */
export const AVATAR_PRESETS = [
  { icon: BotIcon, className: 'bg-sky-100 text-sky-700 dark:bg-sky-900/50 dark:text-sky-200' },
  { icon: WrenchIcon, className: 'bg-amber-100 text-amber-800 dark:bg-amber-900/50 dark:text-amber-200' },
  { icon: CarIcon, className: 'bg-rose-100 text-rose-700 dark:bg-rose-900/50 dark:text-rose-200' },
  {
    icon: MessageCircleIcon,
    className: 'bg-emerald-100 text-emerald-700 dark:bg-emerald-900/50 dark:text-emerald-200',
  },
  {
    icon: BookOpenIcon,
    className: 'bg-indigo-100 text-indigo-700 dark:bg-indigo-900/50 dark:text-indigo-200',
  },
  { icon: ZapIcon, className: 'bg-yellow-100 text-yellow-800 dark:bg-yellow-900/50 dark:text-yellow-200' },
  { icon: HammerIcon, className: 'bg-slate-200 text-slate-700 dark:bg-slate-800 dark:text-slate-200' },
  {
    icon: HeadphonesIcon,
    className: 'bg-fuchsia-100 text-fuchsia-700 dark:bg-fuchsia-900/50 dark:text-fuchsia-200',
  },
] as const satisfies readonly { icon: LucideIcon; className: string }[]

if (AVATAR_PRESETS.length !== AVATAR_PRESET_COUNT)
  throw new Error('Avatar presets out of step with the schema')

export const presetValue = (index: number) => `${AVATAR_PRESET_PREFIX}${index + 1}`

/** The preset of an avatar_url, or null for an uploaded image or none. */
export function presetOf(avatarUrl: string | null | undefined) {
  if (!avatarUrl?.startsWith(AVATAR_PRESET_PREFIX)) return null
  return AVATAR_PRESETS[Number(avatarUrl.slice(AVATAR_PRESET_PREFIX.length)) - 1] ?? null
}
