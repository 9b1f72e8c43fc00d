import { upgradeWebSocket } from '@hono/node-server'
import { Hono } from 'hono'
import { realtimeClientMessageSchema } from '../../shared/realtime/events.ts'
import type { AppEnv } from '../app-env.ts'
import { authed, requireSession } from '../auth/guards.ts'

/** The realtime socket: signed-in users only; the hub sends them the events that concern them. */
export const realtimeRoutes = new Hono<AppEnv>().get(
  '/',
  requireSession,
  upgradeWebSocket((c) => {
    const { actor, realtime } = authed(c.var.ctx)
    let disconnect: (() => void) | undefined
    return {
      onOpen(_event, ws) {
        disconnect = realtime.connect(actor.userId, { send: (data) => ws.send(data) })
        ws.send(JSON.stringify({ type: 'hello', userId: actor.userId }))
      },
      onMessage(event, ws) {
        let parsed: unknown
        try {
          parsed = JSON.parse(String(event.data))
        } catch {
          return
        }
        const message = realtimeClientMessageSchema.safeParse(parsed)
        if (message.success && message.data.type === 'ping')
          ws.send(JSON.stringify({ type: 'pong', at: message.data.at }))
      },
      onClose() {
        disconnect?.()
      },
    }
  }),
)
