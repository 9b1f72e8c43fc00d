import { z } from 'zod'

export const AUDIT_PAGE_SIZE = 25
/** The CSV export stops here so one request cannot stream an unbounded table. */
export const AUDIT_EXPORT_MAX_ROWS = 10_000

/**
 * What an audit entry is about (audit_log.entity_type). Issue 11: the log records every
 * administrative change, so besides the users issue's dealers, users, invitations and documents it
 * covers news, tickets, bots, knowledge entries and onboarding programs and reviews.
 */
export const AUDIT_ENTITY_TYPES = [
  'dealer',
  'user',
  'invitation',
  'document',
  'news_article',
  'ticket',
  'bot',
  'kb_entry',
  'glossary_group',
  'onboarding_program',
  'onboarding_step',
  'onboarding_submission',
  'app_setting',
] as const
export type AuditEntityType = (typeof AUDIT_ENTITY_TYPES)[number]

/** Bot administration (issue 6): entity type 'bot'; `kb_entry.import` is one row per import, about the bot. */
export const BOT_AUDIT_ACTIONS = [
  'bot.create',
  'bot.update',
  'bot.duplicate',
  'bot.delete',
  'bot.activate',
  'bot.deactivate',
] as const
export type BotAuditAction = (typeof BOT_AUDIT_ACTIONS)[number]

/** Knowledge entries (entity type 'kb_entry'), whichever screen made the change. */
export const KNOWLEDGE_AUDIT_ACTIONS = [
  'kb_entry.create',
  'kb_entry.update',
  'kb_entry.approve',
  'kb_entry.delete',
  'kb_entry.import',
] as const
export type KnowledgeAuditAction = (typeof KNOWLEDGE_AUDIT_ACTIONS)[number]

/** Glossary groups (issue 33, entity type 'glossary_group'); `details.botId` is null for the global glossary. */
export const GLOSSARY_AUDIT_ACTIONS = [
  'glossary_group.create',
  'glossary_group.update',
  'glossary_group.delete',
] as const
export type GlossaryAuditAction = (typeof GLOSSARY_AUDIT_ACTIONS)[number]

/**
 * Onboarding: programs (entity type 'onboarding_program'), step edits ('onboarding_step') and step
 * reviews ('onboarding_submission'). Edits are audited so a stale save can name who changed it.
 */
export const ONBOARDING_AUDIT_ACTIONS = [
  'onboarding_program.create',
  'onboarding_program.update',
  'onboarding_program.delete',
  'onboarding_step.update',
  'onboarding_step.approve',
  'onboarding_step.reject',
] as const
export type OnboardingAuditAction = (typeof ONBOARDING_AUDIT_ACTIONS)[number]

/** Issue 32: an administrator changed run-time settings (entity type 'app_setting', one row per save). */
export const SETTINGS_AUDIT_ACTIONS = ['settings.update'] as const
export type SettingsAuditAction = (typeof SETTINGS_AUDIT_ACTIONS)[number]

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/
const isoDate = z
  .string()
  .trim()
  .refine((value) => {
    if (!ISO_DATE.test(value)) return false
    const parsed = new Date(`${value}T00:00:00Z`)
    return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value
  }, 'Enter a valid date (YYYY-MM-DD)')

/** Filters shared by the list and the CSV export: actor, action, entity type and an inclusive date range (UTC days). */
export const auditFilterSchema = z
  .object({
    actorId: z.string().trim().min(1).max(100).optional(),
    action: z.string().trim().min(1).max(100).optional(),
    entityType: z.enum(AUDIT_ENTITY_TYPES).optional(),
    from: isoDate.optional(),
    to: isoDate.optional(),
  })
  .refine((filter) => !filter.from || !filter.to || filter.from <= filter.to, {
    message: 'The start date must be on or before the end date',
    path: ['to'],
  })
export type AuditFilter = z.infer<typeof auditFilterSchema>

export const listAuditQuerySchema = z.intersection(
  auditFilterSchema,
  z.object({
    offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
    limit: z.coerce.number().int().min(1).max(100).default(AUDIT_PAGE_SIZE),
  }),
)
export type ListAuditQuery = z.infer<typeof listAuditQuerySchema>

// ---------------------------------------------------------------------------------------------
// Response shapes (issue 34): the audit service returns these, the web reads them.
// ---------------------------------------------------------------------------------------------

const auditActorSchema = z.object({
  id: z.string(),
  email: z.string().nullable(),
  name: z.string().nullable(),
})

export const auditLogEntrySchema = z.object({
  id: z.string(),
  action: z.string(),
  entityType: z.string(),
  entityId: z.string().nullable(),
  dealerId: z.string().nullable(),
  dealerName: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
  actor: auditActorSchema.nullable(),
})
export type AuditLogEntry = z.infer<typeof auditLogEntrySchema>

/** GET /api/audit: one page, newest first, with the total of the filter. */
export const listAuditResponseSchema = z.object({
  entries: z.array(auditLogEntrySchema),
  total: z.number(),
  offset: z.number(),
  limit: z.number(),
})
export type ListAuditResponse = z.infer<typeof listAuditResponseSchema>

/** GET /api/audit/filters: the actions, entity types and actors that occur in the log. */
export const auditFilterOptionsResponseSchema = z.object({
  actions: z.array(z.string()),
  entityTypes: z.array(z.string()),
  actors: z.array(auditActorSchema),
})
export type AuditFilterOptionsResponse = z.infer<typeof auditFilterOptionsResponseSchema>
