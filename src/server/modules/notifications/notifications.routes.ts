import { Hono } from 'hono'
import type { AppEnv } from '#server/app-env'
import { authed, requireSession } from '#server/auth/guards'
import { validate } from '#server/lib/validate'
import { notificationIdParamSchema, notificationPreferencesInputSchema } from '#shared/schemas/notifications'
import {
  getNotificationPreferences,
  listMyNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  saveNotificationPreferences,
} from './notifications.service.ts'

// Spec §2.3 bell and §7 Notifications: every signed-in user reads and marks only their own rows.
export const notificationRoutes = new Hono<AppEnv>()
  .use(requireSession)
  .get('/', async (c) => c.json(await listMyNotifications(authed(c.get('ctx')))))
  .post('/read-all', async (c) => c.json(await markAllNotificationsRead(authed(c.get('ctx')))))
  .get('/preferences', async (c) => c.json(await getNotificationPreferences(authed(c.get('ctx')))))
  .put('/preferences', validate('json', notificationPreferencesInputSchema), async (c) =>
    c.json(await saveNotificationPreferences(authed(c.get('ctx')), c.req.valid('json'))),
  )
  .post('/:id/read', validate('param', notificationIdParamSchema), async (c) =>
    c.json({ notification: await markNotificationRead(authed(c.get('ctx')), c.req.valid('param').id) }),
  )
