import { Hono } from 'hono'
import type { AppEnv } from '#server/app-env'
import { authed, checkedByService, requireSession, rolesRule } from '#server/auth/guards'
import { idempotent } from '#server/lib/idempotency'
import { validate } from '#server/lib/validate'
import { isSupportLevel } from '#shared/auth/permissions'
import {
  botIdParamSchema,
  chatFeedbackInputSchema,
  chatStartersQuerySchema,
  choiceParamSchema,
  createChatSessionInputSchema,
  createTicketInputSchema,
  humanReplyInputSchema,
  idParamSchema,
  listChatSessionsQuerySchema,
  pickChoiceInputSchema,
  sendChatMessageInputSchema,
  typingInputSchema,
  updateChatSessionInputSchema,
} from '#shared/schemas/chat'
import {
  createChatSession,
  getChatBot,
  getChatSession,
  listChatBots,
  listChatMessages,
  listChatSessions,
  markSessionRead,
  setTyping,
  updateChatSession,
} from './chat.service.ts'
import { pickChoice } from './chat-choice.ts'
import { submitFeedback } from './chat-feedback.ts'
import { postHumanReply } from './chat-human-reply.ts'
import { sendChatMessage } from './chat-send.ts'
import { listChatStarters } from './chat-starters.ts'
import { createManualTicket, getSessionTicket, requestPerson } from './chat-tickets.ts'

/** The send route, which app.ts holds to a per-user rate limit (issue 12). */
export const CHAT_SEND_PATH = /^\/api\/chat\/messages\/?$/

// The user-facing chat (spec §2.7, §7 Chat): every signed-in user, with bot visibility (§6) and
// session ownership enforced in the services and queries. Managing bots is /api/bots.
export const chatRoutes = new Hono<AppEnv>()
  .use(requireSession)
  .get('/bots', async (c) => c.json(await listChatBots(authed(c.get('ctx')))))
  .get('/bots/:botId', validate('param', botIdParamSchema), async (c) =>
    c.json({ bot: await getChatBot(authed(c.get('ctx')), c.req.valid('param').botId) }),
  )
  .get(
    '/bots/:botId/starters',
    validate('param', botIdParamSchema),
    validate('query', chatStartersQuerySchema),
    async (c) =>
      c.json(await listChatStarters(authed(c.get('ctx')), c.req.valid('param').botId, c.req.valid('query'))),
  )
  .get('/sessions', validate('query', listChatSessionsQuerySchema), async (c) =>
    c.json(await listChatSessions(authed(c.get('ctx')), c.req.valid('query'))),
  )
  .post('/sessions', validate('json', createChatSessionInputSchema), async (c) =>
    c.json({ session: await createChatSession(authed(c.get('ctx')), c.req.valid('json')) }, 201),
  )
  .get('/sessions/:id', validate('param', idParamSchema), async (c) =>
    c.json(await getChatSession(authed(c.get('ctx')), c.req.valid('param').id)),
  )
  .patch(
    '/sessions/:id',
    validate('param', idParamSchema),
    validate('json', updateChatSessionInputSchema),
    async (c) =>
      c.json(await updateChatSession(authed(c.get('ctx')), c.req.valid('param').id, c.req.valid('json'))),
  )
  .get('/sessions/:id/messages', validate('param', idParamSchema), async (c) =>
    c.json(await listChatMessages(authed(c.get('ctx')), c.req.valid('param').id)),
  )
  .post('/sessions/:id/read', validate('param', idParamSchema), async (c) =>
    c.json(await markSessionRead(authed(c.get('ctx')), c.req.valid('param').id)),
  )
  .put(
    '/sessions/:id/typing',
    validate('param', idParamSchema),
    validate('json', typingInputSchema),
    async (c) =>
      c.json(await setTyping(authed(c.get('ctx')), c.req.valid('param').id, c.req.valid('json').isTyping)),
  )
  .get('/sessions/:id/ticket', validate('param', idParamSchema), async (c) =>
    c.json(await getSessionTicket(authed(c.get('ctx')), c.req.valid('param').id)),
  )
  .post(
    '/sessions/:id/tickets',
    validate('param', idParamSchema),
    validate('json', createTicketInputSchema),
    idempotent,
    async (c) => {
      const { ticket, created } = await createManualTicket(
        authed(c.get('ctx')),
        c.req.valid('param').id,
        c.req.valid('json'),
      )
      // 200: the session's open manual ticket, joined instead of opening a second one.
      return c.json({ ticket }, created ? 201 : 200)
    },
  )
  .post(
    '/sessions/:id/messages/:messageId/choice',
    validate('param', choiceParamSchema),
    validate('json', pickChoiceInputSchema),
    idempotent,
    async (c) => {
      const { id, messageId } = c.req.valid('param')
      return c.json(await pickChoice(authed(c.get('ctx')), id, messageId, c.req.valid('json')), 201)
    },
  )
  .post('/sessions/:id/escalate', validate('param', idParamSchema), async (c) =>
    c.json({ escalation: await requestPerson(authed(c.get('ctx')), c.req.valid('param').id) }, 201),
  )
  .post(
    '/sessions/:id/human-replies',
    checkedByService(rolesRule('Support-level staff', isSupportLevel)),
    validate('param', idParamSchema),
    validate('json', humanReplyInputSchema),
    async (c) =>
      c.json(await postHumanReply(authed(c.get('ctx')), c.req.valid('param').id, c.req.valid('json')), 201),
  )
  .post('/messages', validate('json', sendChatMessageInputSchema), idempotent, async (c) =>
    c.json(await sendChatMessage(authed(c.get('ctx')), c.req.valid('json')), 201),
  )
  .post(
    '/messages/:id/feedback',
    validate('param', idParamSchema),
    validate('json', chatFeedbackInputSchema),
    async (c) =>
      c.json(await submitFeedback(authed(c.get('ctx')), c.req.valid('param').id, c.req.valid('json')), 201),
  )
