import { CONTENT_EDITOR_ROLES } from '#server/modules/translations/content-editors'
import {
  canReadAllDealers,
  canReadKnowledgeBase,
  PERMISSION_ROLES,
  SIDEBAR_ENTRIES,
} from '#shared/auth/permissions'
import { ADMIN_LEVEL, DEALER_ROLES, ROLES, type Role, SUPPORT_LEVEL } from '#shared/auth/roles'
import { NEWS_MANAGER_ROLES } from '#shared/constants/news'
import { ONBOARDING_MANAGER_ROLES } from '#shared/constants/onboarding'

/**
 * Who may call an API route. `roles`: exactly these roles pass, every other signed-in role gets 403.
 * `signedIn`: every role passes (lists are filtered to what the caller may see). `scoped`: every role
 * is signed in, and whether the row is theirs decides (403 or 404 outside it; the cross-dealer test
 * checks that part). `public`: no session needed.
 */
export type AccessRule =
  | { kind: 'public' }
  | { kind: 'signedIn' }
  | { kind: 'scoped'; why: string }
  | {
      kind: 'roles'
      roles: readonly Role[]
      source: string
      anonymousStatus?: 401 | 403
      /** Why a denied role may get 404 instead: the row lies outside everything it may see. */
      deniedMayBe404?: string
    }

const roles = (list: readonly Role[], source: string): AccessRule => ({ kind: 'roles', roles: list, source })
const permission = (name: keyof typeof PERMISSION_ROLES): AccessRule =>
  roles(PERMISSION_ROLES[name], `spec §6 ${name}`)
const sidebar = (key: string): AccessRule => {
  const entry = SIDEBAR_ENTRIES.find((candidate) => candidate.key === key)
  if (!entry) throw new Error(`no sidebar entry ${key}`)
  return roles(entry.roles, `spec §2.3 sidebar ${entry.label}`)
}
const matching = (test: (roles: string[]) => boolean, source: string): AccessRule =>
  roles(
    ROLES.filter((role) => test([role])),
    source,
  )

const PUBLIC: AccessRule = { kind: 'public' }
const SIGNED_IN: AccessRule = { kind: 'signedIn' }
const scoped = (why: string): AccessRule => ({ kind: 'scoped', why })

const ADMIN = roles(ADMIN_LEVEL, 'spec §6 admin-level (/system-health, /audit)')
const SUPPORT_DESK = roles(SUPPORT_LEVEL, 'spec §2.3 Escalations, §6 support-level')
const BOTS = permission('BOT_MANAGEMENT')
const KNOWLEDGE_READ = matching(canReadKnowledgeBase, 'spec §6 BOT_MANAGEMENT + §2.5 Knowledge Base module')
const DEALERS_WRITE = permission('DEALER_MANAGEMENT')
const USERS = permission('USER_MANAGEMENT')
const ALL_DEALERS_READ = matching(canReadAllDealers, 'spec §2.3 Dealer Management')
const NEWS_MANAGERS = roles(NEWS_MANAGER_ROLES, 'spec §6 trainer-level (issue 9 news management)')
const ONBOARDING_MANAGERS = roles(ONBOARDING_MANAGER_ROLES, 'spec §2.3/§2.10 Onboarding Management')
const CONTENT_EDITORS = roles(CONTENT_EDITOR_ROLES, 'issue 35 item 5: editors of news, programs or bots')

/**
 * Every API route and who may call it. A route the app registers that is missing here fails the
 * matrix test, so a new route cannot ship without someone deciding who may call it.
 */
export const ACCESS_RULES: Record<string, AccessRule> = {
  'GET /api/auth/*': PUBLIC,
  'POST /api/auth/*': PUBLIC,
  // Issue 32: opened from the e-mail the owner of a locked account receives; the token is the key.
  'GET /api/auth/unlock-account': PUBLIC,
  'GET /api/health': PUBLIC,
  // Issue 32: the sign-in page reads the sign-up mode before anyone signs in; the settings are admin-level.
  'GET /api/auth-config': PUBLIC,
  'GET /api/settings': ADMIN,
  'PATCH /api/settings': ADMIN,
  'GET /api/openapi.json': PUBLIC,
  'GET /api/docs': PUBLIC,
  'GET /api/health/ready': PUBLIC,
  'GET /api/health/checks': ADMIN,
  'POST /api/health/checks/run': ADMIN,
  'GET /api/health/history': ADMIN,
  'GET /api/health/logs': ADMIN,
  // docs/operations.md: without a METRICS_TOKEN anyone not on this host is refused with 403, signed in or not.
  'GET /api/metrics': {
    ...(ADMIN as { kind: 'roles'; roles: readonly Role[]; source: string }),
    anonymousStatus: 403,
  },
  'GET /api/audit': ADMIN,
  'GET /api/audit/export.csv': ADMIN,
  'GET /api/audit/filters': ADMIN,
  'GET /api/me': SIGNED_IN,
  'PATCH /api/me': SIGNED_IN,
  'POST /api/me/password': SIGNED_IN,
  // Without ?dealerId the list spans every dealer: user managers only (dealer managers pass a dealerId).
  'GET /api/invitations': USERS,
  // The matrix invites a dealer_user to dealer A: user and dealer managers, and A's dealer manager.
  // Roles that cannot see dealer A at all are told it does not exist (404), like every dealer-scoped route.
  'POST /api/invitations': {
    ...(roles(
      [
        ...new Set<Role>([
          ...PERMISSION_ROLES.USER_MANAGEMENT,
          ...PERMISSION_ROLES.DEALER_MANAGEMENT,
          'dealer_manager',
        ]),
      ],
      'issue 8 delegated administration',
    ) as Extract<AccessRule, { kind: 'roles' }>),
    deniedMayBe404: 'dealer outside the caller scope',
  },
  'POST /api/invitations/:id/resend': scoped('the invitation dealer'),
  'POST /api/invitations/:id/revoke': scoped('the invitation dealer'),
  'GET /api/invitations/:token': PUBLIC,
  'POST /api/invitations/:token/accept': PUBLIC,
  'GET /api/bot-analytics/:botId': BOTS,
  'GET /api/bots': KNOWLEDGE_READ,
  'POST /api/bots': BOTS,
  'GET /api/bots/language-model': KNOWLEDGE_READ,
  'GET /api/bots/:botId': KNOWLEDGE_READ,
  'PATCH /api/bots/:botId': BOTS,
  'DELETE /api/bots/:botId': BOTS,
  'POST /api/bots/:botId/avatar': BOTS,
  'GET /api/bots/:botId/avatar/:fileId': SIGNED_IN,
  'POST /api/bots/:botId/duplicate': BOTS,
  'GET /api/bots/:botId/export': KNOWLEDGE_READ,
  'POST /api/bots/:botId/knowledge/import': BOTS,
  'POST /api/bots/:botId/knowledge/import/preview': BOTS,
  'POST /api/bots/:botId/answer-preview': BOTS,
  'GET /api/bots/:botId/suggestions': KNOWLEDGE_READ,
  'GET /api/bots/:botId/suggestions/groups': KNOWLEDGE_READ,
  'POST /api/bots/:botId/suggestions/dismiss': BOTS,
  'POST /api/bots/:botId/suggestions/link': BOTS,
  'POST /api/bots/:botId/suggestions/resolve': BOTS,
  'GET /api/bots/:botId/glossary': KNOWLEDGE_READ,
  'POST /api/bots/:botId/glossary': BOTS,
  'PATCH /api/bots/:botId/glossary/:groupId': BOTS,
  'DELETE /api/bots/:botId/glossary/:groupId': BOTS,
  'GET /api/chat/bots': SIGNED_IN,
  'GET /api/chat/bots/:botId': scoped('a bot may require roles'),
  'GET /api/chat/bots/:botId/starters': scoped('a bot may require roles'),
  'POST /api/chat/messages': scoped('a bot may require roles'),
  'POST /api/chat/messages/:id/feedback': scoped('the message owner'),
  'GET /api/chat/sessions': SIGNED_IN,
  'POST /api/chat/sessions': scoped('a bot may require roles'),
  'GET /api/chat/sessions/:id': scoped('the session owner or support staff'),
  'PATCH /api/chat/sessions/:id': scoped('the session owner'),
  'POST /api/chat/sessions/:id/escalate': scoped('the session owner'),
  'POST /api/chat/sessions/:id/human-replies': SUPPORT_DESK,
  'POST /api/chat/sessions/:id/messages/:messageId/choice': scoped('the session owner'),
  'GET /api/chat/sessions/:id/messages': scoped('the session owner or support staff'),
  'POST /api/chat/sessions/:id/read': scoped('the session owner or support staff'),
  'GET /api/chat/sessions/:id/ticket': scoped('the session owner'),
  'POST /api/chat/sessions/:id/tickets': scoped('the session owner'),
  'PUT /api/chat/sessions/:id/typing': scoped('the session owner or support staff'),
  'GET /api/dealers': SIGNED_IN,
  'POST /api/dealers': DEALERS_WRITE,
  'GET /api/dealers/:id': scoped("the caller's dealers"),
  'PATCH /api/dealers/:id': DEALERS_WRITE,
  'GET /api/dealers/:id/activity': scoped("the caller's dealers"),
  'GET /api/dealers/:id/employees': scoped("the caller's dealers"),
  'GET /api/dealer-analytics': sidebar('dealer-analytics'),
  'GET /api/dealer-analytics/export.csv': sidebar('dealer-analytics'),
  'GET /api/analytics': sidebar('analytics'),
  'GET /api/analytics/export.csv': sidebar('analytics'),
  'GET /api/equipment': SIGNED_IN,
  'POST /api/equipment': DEALERS_WRITE,
  'GET /api/equipment/:id': scoped("the caller's dealers"),
  'PATCH /api/equipment/:id': DEALERS_WRITE,
  'DELETE /api/equipment/:id/maintenance-plan': DEALERS_WRITE,
  'PUT /api/equipment/:id/maintenance-plan': DEALERS_WRITE,
  'POST /api/equipment/:id/services': DEALERS_WRITE,
  'PATCH /api/equipment/:id/status': DEALERS_WRITE,
  'GET /api/equipment/dealer-options': DEALERS_WRITE,
  'GET /api/equipment/export.csv': SIGNED_IN,
  'GET /api/equipment/schedules': SIGNED_IN,
  'GET /api/equipment/service-log': SIGNED_IN,
  'GET /api/escalations': SUPPORT_DESK,
  'GET /api/escalations/:id': SUPPORT_DESK,
  'PATCH /api/escalations/:id': SUPPORT_DESK,
  'POST /api/escalations/:id/assign': SUPPORT_DESK,
  'POST /api/escalations/:id/knowledge-entry': SUPPORT_DESK,
  'POST /api/escalations/:id/merge': SUPPORT_DESK,
  'POST /api/escalations/:id/notes': SUPPORT_DESK,
  'POST /api/escalations/:id/replies': SUPPORT_DESK,
  'POST /api/escalations/:id/resolve': SUPPORT_DESK,
  'GET /api/escalations/options': SUPPORT_DESK,
  'GET /api/files': SIGNED_IN,
  'POST /api/files': SIGNED_IN,
  'DELETE /api/files/:id': scoped('the uploader or a reviewer'),
  'GET /api/files/:id': scoped("the caller's dealers"),
  'POST /api/files/:id/review': DEALERS_WRITE,
  'POST /api/files/:id/versions': scoped("the caller's dealers"),
  'GET /api/files/:id/versions/:version/content': scoped("the caller's dealers"),
  'GET /api/files/:id/versions/:version/thumbnail': scoped("the caller's dealers"),
  'GET /api/files/counts': SIGNED_IN,
  'GET /api/files/options': SIGNED_IN,
  'GET /api/knowledge/entries': KNOWLEDGE_READ,
  'POST /api/knowledge/entries': BOTS,
  'DELETE /api/knowledge/entries/:id': BOTS,
  'GET /api/knowledge/entries/:id': KNOWLEDGE_READ,
  'PATCH /api/knowledge/entries/:id': BOTS,
  'POST /api/knowledge/entries/:id/approve': BOTS,
  'POST /api/knowledge/entries/:id/versions/:versionId/restore': BOTS,
  'DELETE /api/knowledge/entries/:id/pending': BOTS,
  'POST /api/knowledge/entries/approve': BOTS,
  'GET /api/knowledge/entries/export': KNOWLEDGE_READ,
  'GET /api/knowledge/files': KNOWLEDGE_READ,
  'POST /api/knowledge/files': BOTS,
  'DELETE /api/knowledge/files/:id': BOTS,
  'GET /api/knowledge/files/:id/download': KNOWLEDGE_READ,
  'GET /api/knowledge/tags': KNOWLEDGE_READ,
  'POST /api/knowledge/tags': BOTS,
  'DELETE /api/knowledge/tags/:id': BOTS,
  'PATCH /api/knowledge/tags/:id': BOTS,
  'GET /api/knowledge/glossary': KNOWLEDGE_READ,
  'POST /api/knowledge/glossary': BOTS,
  'PATCH /api/knowledge/glossary/:id': BOTS,
  'DELETE /api/knowledge/glossary/:id': BOTS,
  'GET /api/action-items': SIGNED_IN,
  'GET /api/mobile/summary': SIGNED_IN,
  'GET /api/mobile/tickets': SIGNED_IN,
  'GET /api/news': SIGNED_IN,
  'GET /api/news/:id': scoped('news targeted by role or dealer'),
  'POST /api/news/:id/read': scoped('news targeted by role or dealer'),
  'GET /api/news/unread-count': SIGNED_IN,
  'GET /api/news/manage': NEWS_MANAGERS,
  'POST /api/news/manage': NEWS_MANAGERS,
  'DELETE /api/news/manage/:id': NEWS_MANAGERS,
  'GET /api/news/manage/:id': NEWS_MANAGERS,
  'PUT /api/news/manage/:id': NEWS_MANAGERS,
  'POST /api/news/manage/:id/publish': NEWS_MANAGERS,
  'GET /api/news/manage/:id/stats': NEWS_MANAGERS,
  'POST /api/news/manage/:id/unpublish': NEWS_MANAGERS,
  'GET /api/news/manage/dealer-options': NEWS_MANAGERS,
  'GET /api/notifications': SIGNED_IN,
  'POST /api/notifications/:id/read': scoped('the notification owner'),
  'GET /api/notifications/preferences': SIGNED_IN,
  'PUT /api/notifications/preferences': SIGNED_IN,
  'POST /api/notifications/read-all': SIGNED_IN,
  // Spec §6 own onboarding: staff are pointed to Dealers and users without a dealer are refused; in
  // the matrix only the dealer roles belong to a dealer.
  'GET /api/onboarding/my': roles(DEALER_ROLES, 'spec §6 own onboarding'),
  'GET /api/onboarding/onboardings': ALL_DEALERS_READ,
  'GET /api/onboarding/onboardings/:onboardingId': scoped("the caller's dealers"),
  'GET /api/onboarding/onboardings/:onboardingId/certificate': scoped("the caller's dealers"),
  'DELETE /api/onboarding/onboardings/:onboardingId/files/:fileId': scoped("the caller's dealers"),
  'POST /api/onboarding/onboardings/:onboardingId/steps/:stepId/confirm': scoped("the caller's dealers"),
  'POST /api/onboarding/onboardings/:onboardingId/steps/:stepId/files': scoped("the caller's dealers"),
  'POST /api/onboarding/onboardings/:onboardingId/steps/:stepId/start': scoped("the caller's dealers"),
  'POST /api/onboarding/onboardings/:onboardingId/steps/:stepId/submit': scoped("the caller's dealers"),
  'GET /api/onboarding/files/:fileId': scoped("the caller's dealers"),
  'POST /api/onboarding/design-chat': ONBOARDING_MANAGERS,
  'GET /api/onboarding/overview': ONBOARDING_MANAGERS,
  'GET /api/onboarding/programs': ONBOARDING_MANAGERS,
  'POST /api/onboarding/programs': ONBOARDING_MANAGERS,
  'DELETE /api/onboarding/programs/:programId': ONBOARDING_MANAGERS,
  'PATCH /api/onboarding/programs/:programId': ONBOARDING_MANAGERS,
  'POST /api/onboarding/programs/:programId/assignments': ONBOARDING_MANAGERS,
  'GET /api/onboarding/programs/:programId/dealers': ONBOARDING_MANAGERS,
  'GET /api/onboarding/programs/:programId/steps': ONBOARDING_MANAGERS,
  'POST /api/onboarding/programs/:programId/steps': ONBOARDING_MANAGERS,
  'DELETE /api/onboarding/programs/:programId/steps/:stepId': ONBOARDING_MANAGERS,
  'PATCH /api/onboarding/programs/:programId/steps/:stepId': ONBOARDING_MANAGERS,
  'PUT /api/onboarding/programs/:programId/steps/order': ONBOARDING_MANAGERS,
  'GET /api/onboarding/review-queue': ONBOARDING_MANAGERS,
  'GET /api/onboarding/submissions/:submissionId': ONBOARDING_MANAGERS,
  'POST /api/onboarding/submissions/:submissionId/approve': ONBOARDING_MANAGERS,
  'POST /api/onboarding/submissions/:submissionId/reject': ONBOARDING_MANAGERS,
  'GET /api/outbox': USERS,
  'GET /api/realtime': SIGNED_IN,
  'GET /api/search': SIGNED_IN,
  'POST /api/training/bots/:botId/chat': BOTS,
  'POST /api/training/bots/:botId/records': BOTS,
  'GET /api/training/conversations/:sessionId': BOTS,
  'GET /api/training/review-queue': BOTS,
  // Without a language model (the matrix app has none) the allowed roles get 409, never 403.
  'POST /api/translations/draft': CONTENT_EDITORS,
  'GET /api/users': USERS,
  'GET /api/users/:id/audit': USERS,
  'POST /api/users/:id/roles': USERS,
  'DELETE /api/users/:id/roles/:role': USERS,
  // The matrix targets a staff account: only user managers may change it (dealer managers only their staff).
  'POST /api/users/:id/deactivate': USERS,
  'POST /api/users/:id/reactivate': USERS,
}
