import { upgradeWebSocket } from '@hono/node-server'
import { Hono } from 'hono'
import { realtimeClientMessageSchema } from '../../shared/realtime/events.ts'
import type { AppEnv } from '../app-env.ts'
import { authed, requireSession } from '../auth/guards.ts'
import type { RealtimeSocket } from './hub.ts'
import { maySubscribe } from './topics.ts'

/**
 * The realtime socket: signed-in users only; the hub sends them the events that concern them. A
 * handshake from a foreign Origin never reaches here: csrfGuard (lib/csrf.ts) refuses it with 403.
 */
export const realtimeRoutes = new Hono<AppEnv>().get(
  '/',
  requireSession,
  upgradeWebSocket((c) => {
    const ctx = authed(c.get('ctx'))
    const { actor, realtime } = ctx
    let disconnect: (() => void) | undefined
    let socket: RealtimeSocket | undefined
    let closed = false
    return {
      onOpen(_event, ws) {
        socket = { send: (data) => ws.send(data) }
        disconnect = realtime.connect(actor.userId, socket)
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
        if (!message.success) return
        const data = message.data
        if (data.type === 'ping') ws.send(JSON.stringify({ type: 'pong', at: data.at }))
        else if (data.type === 'unsubscribe' && socket) realtime.unsubscribe(socket, data.topic)
        else if (data.type === 'subscribe') {
          void maySubscribe(ctx, data.topic)
            .then((allowed) => {
              // A refused topic is ignored like an unknown one: nothing tells a prober whether it exists.
              if (!allowed || !socket || closed) return
              realtime.subscribe(socket, data.topic)
              ws.send(JSON.stringify({ type: 'subscribed', topic: data.topic }))
            })
            .catch((error) => ctx.logger.warn({ err: error, topic: data.topic }, 'realtime subscribe failed'))
        }
      },
      onClose() {
        closed = true
        disconnect?.()
      },
    }
  }),
)
