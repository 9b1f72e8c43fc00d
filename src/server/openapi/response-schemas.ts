import { type ZodType, z } from 'zod'
import { METRICS_CONTENT_TYPE } from '#server/lib/metrics'
import { actionItemsResponseSchema } from '#shared/schemas/action-items'
import { auditFilterOptionsResponseSchema, listAuditResponseSchema } from '#shared/schemas/audit-log'
import {
  botAnalyticsResponseSchema,
  botDetailJsonSchema,
  botExportResponseSchema,
  botListResponseSchema,
} from '#shared/schemas/bots'
import {
  chatBotResponseSchema,
  chatBotsResponseSchema,
  chatEscalationResponseSchema,
  chatFeedbackResponseSchema,
  chatMessageListResponseSchema,
  chatSessionResponseSchema,
  chatSessionsResponseSchema,
  chatStartersResponseSchema,
  chatTicketResponseSchema,
  sendChatMessageResponseSchema,
} from '#shared/schemas/chat'
import { dealerAnalyticsResponseSchema } from '#shared/schemas/dealer-analytics'
import {
  dealerActivityResponseSchema,
  dealerDetailResponseSchema,
  dealerEmployeesResponseSchema,
  dealerListResponseSchema,
} from '#shared/schemas/dealers'
import {
  equipmentDealerOptionsResponseSchema,
  equipmentResponseSchema,
  listEquipmentResponseSchema,
  listSchedulesResponseSchema,
  serviceLogResponseSchema,
} from '#shared/schemas/equipment'
import {
  deskOptionsResponseSchema,
  sessionTicketResponseSchema,
  ticketDetailResponseSchema,
  ticketListResponseSchema,
} from '#shared/schemas/escalations'
import {
  documentFilterOptionsSchema,
  documentItemResponseSchema,
  documentResponseSchema,
  documentStatusCountsSchema,
  listDocumentsResponseSchema,
} from '#shared/schemas/files'
import { glossaryListJsonSchema } from '#shared/schemas/glossary'
import { invitationListResponseSchema } from '#shared/schemas/invitations'
import {
  knowledgeEntryDetailResponseSchema,
  knowledgeEntryListResponseSchema,
  knowledgeFileListResponseSchema,
  knowledgeTagListResponseSchema,
  suggestionGroupListResponseSchema,
  suggestionListResponseSchema,
} from '#shared/schemas/knowledge'
import { languageModelStatusSchema } from '#shared/schemas/language-model'
import { mobileSummarySchema, mobileTicketsResponseSchema } from '#shared/schemas/mobile'
import {
  listManagedNewsResponseSchema,
  listNewsResponseSchema,
  managedNewsResponseSchema,
  markNewsReadResponseSchema,
  newsArticleDetailSchema,
  newsDealerOptionSchema,
  newsReadStatsResponseSchema,
  unreadNewsCountResponseSchema,
} from '#shared/schemas/news'
import {
  markAllNotificationsReadResponseSchema,
  notificationListResponseSchema,
  notificationPreferencesResponseSchema,
  notificationResponseSchema,
} from '#shared/schemas/notifications'
import {
  assignableDealersResponseSchema,
  certificateViewSchema,
  designChatResponseSchema,
  onboardingListResponseSchema,
  reviewQueueResponseSchema as onboardingReviewQueueResponseSchema,
  onboardingViewSchema,
  overviewResponseSchema,
  programListResponseSchema,
  programStepsResponseSchema,
  submissionDetailSchema,
} from '#shared/schemas/onboarding'
import { listOutboxResponseSchema } from '#shared/schemas/outbox'
import { platformAnalyticsResponseSchema } from '#shared/schemas/platform-analytics'
import { currentUserSchema } from '#shared/schemas/profile'
import { searchResponseSchema } from '#shared/schemas/search'
import { appSettingsSchema, authConfigSchema } from '#shared/schemas/settings'
import {
  healthHistoryResponseSchema,
  healthOverviewResponseSchema,
  livenessResponseSchema,
  logsResponseSchema,
  readinessResponseSchema,
} from '#shared/schemas/system-health'
import {
  reviewConversationResponseSchema,
  reviewQueueResponseSchema as trainingReviewQueueResponseSchema,
} from '#shared/schemas/training'
import { userAuditResponseSchema, userListResponseSchema } from '#shared/schemas/users'

/**
 * The operations whose modules keep a zod schema of their answer (`*ResponseSchema` in
 * src/shared/schemas, or the schema their service's return type is inferred from). Routes do not
 * name their response schema, so this is the one list kept by hand; the OpenAPI test fails when an
 * entry names no route, so it cannot point at a removed one. Every other operation is described as
 * a JSON object.
 */
export const RESPONSE_SCHEMAS: Record<string, ZodType> = {
  'GET /api/search': searchResponseSchema,
  'GET /api/mobile/summary': mobileSummarySchema,
  'GET /api/mobile/tickets': mobileTicketsResponseSchema,
  'GET /api/news': listNewsResponseSchema,
  'GET /api/news/unread-count': unreadNewsCountResponseSchema,
  // NewsArticleResponse, the service's return type, is this shape.
  'GET /api/news/{id}': z.object({ article: newsArticleDetailSchema }),
  'POST /api/news/{id}/read': markNewsReadResponseSchema,
  'GET /api/news/manage': listManagedNewsResponseSchema,
  'GET /api/news/manage/{id}': managedNewsResponseSchema,
  'GET /api/news/manage/{id}/stats': newsReadStatsResponseSchema,
  'GET /api/news/manage/dealer-options': z.object({ dealers: z.array(newsDealerOptionSchema) }),
  // Issue 34: the services' return types are these schemas' types.
  'GET /api/me': currentUserSchema,
  'GET /api/dealers': dealerListResponseSchema,
  'GET /api/dealers/{id}': dealerDetailResponseSchema,
  'GET /api/dealers/{id}/employees': dealerEmployeesResponseSchema,
  'GET /api/dealers/{id}/activity': dealerActivityResponseSchema,
  'GET /api/equipment': listEquipmentResponseSchema,
  'GET /api/invitations': invitationListResponseSchema,
  'GET /api/users': userListResponseSchema,
  'GET /api/users/{id}/audit': userAuditResponseSchema,
  // bots, knowledge, training, settings, health, analytics
  'GET /api/bots': botListResponseSchema,
  'GET /api/bots/language-model': languageModelStatusSchema,
  'GET /api/bots/{botId}': botDetailJsonSchema,
  'GET /api/bots/{botId}/export': botExportResponseSchema,
  'GET /api/bot-analytics/{botId}': botAnalyticsResponseSchema,
  'GET /api/bots/{botId}/glossary': glossaryListJsonSchema,
  'GET /api/bots/{botId}/suggestions': suggestionListResponseSchema,
  'GET /api/bots/{botId}/suggestions/groups': suggestionGroupListResponseSchema,
  'GET /api/knowledge/entries': knowledgeEntryListResponseSchema,
  'GET /api/knowledge/entries/{id}': knowledgeEntryDetailResponseSchema,
  'GET /api/knowledge/files': knowledgeFileListResponseSchema,
  'GET /api/knowledge/tags': knowledgeTagListResponseSchema,
  'GET /api/knowledge/glossary': glossaryListJsonSchema,
  'GET /api/training/review-queue': trainingReviewQueueResponseSchema,
  'GET /api/training/conversations/{sessionId}': reviewConversationResponseSchema,
  // The settings in force are the answer, stored or from the environment.
  'GET /api/settings': appSettingsSchema,
  'GET /api/auth-config': authConfigSchema,
  'GET /api/health': livenessResponseSchema,
  'GET /api/health/ready': readinessResponseSchema,
  'GET /api/health/checks': healthOverviewResponseSchema,
  'GET /api/health/history': healthHistoryResponseSchema,
  'GET /api/health/logs': logsResponseSchema,
  'GET /api/analytics': platformAnalyticsResponseSchema,
  'GET /api/dealer-analytics': dealerAnalyticsResponseSchema,
  // onboarding, escalations, files, notifications, chat, audit, equipment
  'GET /api/onboarding/my': onboardingListResponseSchema,
  'GET /api/onboarding/onboardings': onboardingListResponseSchema,
  'GET /api/onboarding/onboardings/{onboardingId}': onboardingViewSchema,
  'GET /api/onboarding/onboardings/{onboardingId}/certificate': certificateViewSchema,
  'GET /api/onboarding/overview': overviewResponseSchema,
  'GET /api/onboarding/programs': programListResponseSchema,
  'GET /api/onboarding/programs/{programId}/steps': programStepsResponseSchema,
  'GET /api/onboarding/programs/{programId}/dealers': assignableDealersResponseSchema,
  'GET /api/onboarding/review-queue': onboardingReviewQueueResponseSchema,
  'GET /api/onboarding/submissions/{submissionId}': submissionDetailSchema,
  'POST /api/onboarding/design-chat': designChatResponseSchema,
  'GET /api/escalations': ticketListResponseSchema,
  'GET /api/escalations/options': deskOptionsResponseSchema,
  'GET /api/escalations/{id}': ticketDetailResponseSchema,
  'PATCH /api/escalations/{id}': ticketDetailResponseSchema,
  'POST /api/escalations/{id}/notes': ticketDetailResponseSchema,
  'POST /api/escalations/{id}/merge': ticketDetailResponseSchema,
  'GET /api/files': listDocumentsResponseSchema,
  'GET /api/files/counts': documentStatusCountsSchema,
  'GET /api/files/options': documentFilterOptionsSchema,
  'GET /api/files/{id}': documentResponseSchema,
  'POST /api/files/{id}/review': documentItemResponseSchema,
  'GET /api/notifications': notificationListResponseSchema,
  'GET /api/notifications/preferences': notificationPreferencesResponseSchema,
  'PUT /api/notifications/preferences': notificationPreferencesResponseSchema,
  'POST /api/notifications/{id}/read': notificationResponseSchema,
  'POST /api/notifications/read-all': markAllNotificationsReadResponseSchema,
  'GET /api/chat/bots': chatBotsResponseSchema,
  'GET /api/chat/bots/{botId}': chatBotResponseSchema,
  'GET /api/chat/bots/{botId}/starters': chatStartersResponseSchema,
  'GET /api/chat/sessions': chatSessionsResponseSchema,
  'POST /api/chat/sessions': chatSessionResponseSchema,
  'GET /api/chat/sessions/{id}': chatSessionResponseSchema,
  'PATCH /api/chat/sessions/{id}': chatSessionResponseSchema,
  'GET /api/chat/sessions/{id}/messages': chatMessageListResponseSchema,
  'GET /api/chat/sessions/{id}/ticket': sessionTicketResponseSchema,
  'POST /api/chat/sessions/{id}/tickets': chatTicketResponseSchema,
  'POST /api/chat/sessions/{id}/escalate': chatEscalationResponseSchema,
  'POST /api/chat/messages': sendChatMessageResponseSchema,
  'POST /api/chat/messages/{id}/feedback': chatFeedbackResponseSchema,
  'GET /api/audit': listAuditResponseSchema,
  'GET /api/audit/filters': auditFilterOptionsResponseSchema,
  'GET /api/equipment/{id}': equipmentResponseSchema,
  'PUT /api/equipment/{id}/maintenance-plan': equipmentResponseSchema,
  'POST /api/equipment/{id}/services': equipmentResponseSchema,
  'GET /api/equipment/schedules': listSchedulesResponseSchema,
  'GET /api/equipment/service-log': serviceLogResponseSchema,
  'GET /api/equipment/dealer-options': equipmentDealerOptionsResponseSchema,
  'GET /api/outbox': listOutboxResponseSchema,
  // issue 35: the dashboard's to-do list
  'GET /api/action-items': actionItemsResponseSchema,
}

/**
 * Operations that answer something other than JSON, so a client does not try to parse them as
 * JSON (kept by hand like the list above, and checked the same way). The CSV exports and file
 * downloads are not listed yet.
 */
export const NON_JSON_RESPONSES: Record<string, { mediaType: string; description: string }> = {
  'GET /api/metrics': {
    mediaType: METRICS_CONTENT_TYPE,
    description: "This instance's metrics in the Prometheus text exposition format (version 0.0.4).",
  },
  'GET /api/docs': { mediaType: 'text/html', description: 'This documentation as an HTML page.' },
}
