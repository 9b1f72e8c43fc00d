import { Hono } from 'hono'
import type { AppEnv } from '#server/app-env'
import { authed, requirePermission } from '#server/auth/guards'
import { validate } from '#server/lib/validate'
import {
  reviewQueueQuerySchema,
  trainingChatInputSchema,
  trainingRecordInputSchema,
} from '#shared/schemas/training'
import { recordTraining, sendTrainingChat } from './training.service.ts'
import { getReviewConversation, listReviewQueue } from './training-review.service.ts'

/**
 * The bot test chat and training mode (spec §2.17) and the /training review queue (§2.5: admin and
 * trainer; BOT_MANAGEMENT adds super_admin). Conversations are read here only by bot managers.
 */
export const trainingRoutes = new Hono<AppEnv>()
  .use(requirePermission('BOT_MANAGEMENT'))
  .post('/bots/:botId/chat', validate('json', trainingChatInputSchema), async (c) =>
    c.json(await sendTrainingChat(authed(c.get('ctx')), c.req.param('botId'), c.req.valid('json'))),
  )
  .post('/bots/:botId/records', validate('json', trainingRecordInputSchema), async (c) =>
    c.json(await recordTraining(authed(c.get('ctx')), c.req.param('botId'), c.req.valid('json')), 201),
  )
  .get('/review-queue', validate('query', reviewQueueQuerySchema), async (c) =>
    c.json(await listReviewQueue(authed(c.get('ctx')), c.req.valid('query'))),
  )
  .get('/conversations/:sessionId', async (c) =>
    c.json(await getReviewConversation(authed(c.get('ctx')), c.req.param('sessionId'))),
  )
