import { z } from 'zod'
import { userTicketTitleSchema } from './user-tickets.ts'

// Issue 35 item 4: a notification stores what it is about as a kind with parameters beside its
// English message; the web reads it as a sentence in the UI language (notifications.json
// `messages.<kind>`) and falls back to the message for rows without a subject or a kind it does not
// know. Every spec §3 type has at least one kind.

const subject = <Kind extends string, Params extends z.ZodRawShape>(kind: Kind, params: Params) =>
  z.object({ kind: z.literal(kind), params: z.object(params) })

export const notificationSubjectSchema = z.discriminatedUnion('kind', [
  /** new_escalation, to support staff: the desk's title of the new ticket. */
  subject('new_escalation', { title: z.string() }),
  /** escalation_assigned, to the assignee. */
  subject('escalation_assigned', { title: z.string() }),
  /** escalation_resolved, to the user who raised it: their title, and whether a note was shared. */
  subject('escalation_resolved', { ticket: userTicketTitleSchema, shared: z.boolean() }),
  // 'other': document and onboarding reviews, a new onboarding program.
  subject('document_approved', { title: z.string() }),
  subject('document_rejected', { title: z.string(), comment: z.string() }),
  subject('onboarding_step_approved', { step: z.string() }),
  subject('onboarding_step_changes_requested', { step: z.string() }),
  subject('onboarding_program_assigned', { program: z.string() }),
  // Spec §3 types nothing in the product sends yet; worded so that a sender needs no web change.
  subject('system_maintenance', { details: z.string() }),
  subject('translation_ready', { title: z.string() }),
])
export type NotificationSubject = z.infer<typeof notificationSubjectSchema>
export type NotificationSubjectKind = NotificationSubject['kind']

export const NOTIFICATION_SUBJECT_KINDS = notificationSubjectSchema.options.map(
  (option) => option.shape.kind.value,
) as readonly NotificationSubjectKind[]
