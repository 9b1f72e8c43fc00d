import { Hono } from 'hono'
import type { AppEnv } from '#server/app-env'
import { authed, checkedByService, requireSession, rolesRule } from '#server/auth/guards'
import { validate } from '#server/lib/validate'
import { isSupportLevel } from '#shared/auth/permissions'
import {
  assignTicketInputSchema,
  listTicketsQuerySchema,
  mergeTicketInputSchema,
  resolveTicketInputSchema,
  ticketIdParamSchema,
  ticketNoteInputSchema,
  ticketReplyInputSchema,
  updateTicketInputSchema,
} from '#shared/schemas/escalations'
import { getTicketDetail, listDeskOptions, listDeskTickets } from './escalations.service.ts'
import {
  addTicketNote,
  assignTicket,
  draftKnowledgeEntry,
  mergeTicket,
  replyToTicket,
  resolveTicket,
  updateTicket,
} from './escalations-actions.ts'

// The escalations desk (issue 9): support-level staff only (checked in every service call), every
// ticket from the assistants and from users.
const param = validate('param', ticketIdParamSchema)
const supportDesk = checkedByService(rolesRule('Support-level staff', isSupportLevel))

export const escalationRoutes = new Hono<AppEnv>()
  .use(requireSession, supportDesk)
  .get('/', validate('query', listTicketsQuerySchema), async (c) =>
    c.json(await listDeskTickets(authed(c.get('ctx')), c.req.valid('query'))),
  )
  .get('/options', async (c) => c.json(await listDeskOptions(authed(c.get('ctx')))))
  .get('/:id', param, async (c) =>
    c.json({ ticket: await getTicketDetail(authed(c.get('ctx')), c.req.valid('param').id) }),
  )
  .patch('/:id', param, validate('json', updateTicketInputSchema), async (c) =>
    c.json({
      ticket: await updateTicket(authed(c.get('ctx')), c.req.valid('param').id, c.req.valid('json')),
    }),
  )
  .post('/:id/assign', param, validate('json', assignTicketInputSchema), async (c) =>
    c.json({
      ticket: await assignTicket(
        authed(c.get('ctx')),
        c.req.valid('param').id,
        c.req.valid('json').assigneeId,
      ),
    }),
  )
  .post('/:id/notes', param, validate('json', ticketNoteInputSchema), async (c) =>
    c.json(
      {
        ticket: await addTicketNote(authed(c.get('ctx')), c.req.valid('param').id, c.req.valid('json').body),
      },
      201,
    ),
  )
  .post('/:id/replies', param, validate('json', ticketReplyInputSchema), async (c) =>
    c.json(
      { ticket: await replyToTicket(authed(c.get('ctx')), c.req.valid('param').id, c.req.valid('json')) },
      201,
    ),
  )
  .post('/:id/resolve', param, validate('json', resolveTicketInputSchema), async (c) =>
    c.json({
      ticket: await resolveTicket(authed(c.get('ctx')), c.req.valid('param').id, c.req.valid('json')),
    }),
  )
  .post('/:id/merge', param, validate('json', mergeTicketInputSchema), async (c) =>
    c.json({
      ticket: await mergeTicket(authed(c.get('ctx')), c.req.valid('param').id, c.req.valid('json').intoId),
    }),
  )
  .post('/:id/knowledge-entry', param, async (c) =>
    c.json(await draftKnowledgeEntry(authed(c.get('ctx')), c.req.valid('param').id), 201),
  )
