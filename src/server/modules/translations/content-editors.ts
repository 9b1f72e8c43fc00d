import { PERMISSION_ROLES } from '#shared/auth/permissions'
import type { Role } from '#shared/auth/roles'
import { NEWS_MANAGER_ROLES } from '#shared/constants/news'
import { ONBOARDING_MANAGER_ROLES } from '#shared/constants/onboarding'

// Issue 35 item 5: who edits each kind of translated content, and so may ask for a translation draft.

export const CONTENT_EDITOR_ROLES_OF = {
  news: NEWS_MANAGER_ROLES,
  program: ONBOARDING_MANAGER_ROLES,
  step: ONBOARDING_MANAGER_ROLES,
  bot: PERMISSION_ROLES.BOT_MANAGEMENT,
} as const satisfies Record<string, readonly Role[]>

/** Everyone who edits one of the kinds. */
export const CONTENT_EDITOR_ROLES: readonly Role[] = [
  ...new Set(Object.values(CONTENT_EDITOR_ROLES_OF).flat()),
]
