import { upgradeWebSocket } from '@hono/node-server'
import { Hono } from 'hono'
import type { AppEnv } from '#server/app-env'
import { authed, requireSession } from '#server/auth/guards'
import { realtimeClientMessageSchema } from '#shared/realtime/events'
import type { SessionSocket, SocketSessions } from './socket-sessions.ts'

/**
 * The realtime socket: signed-in users only; the hub sends them the events that concern them. A
 * handshake from a foreign Origin never reaches here: csrfGuard (lib/csrf.ts) refuses it with 403.
 * The socket lives no longer than its session, and each user's sockets and subscribe messages are
 * limited (socket-sessions.ts, issue 32).
 */
export function createRealtimeRoutes(sessions: SocketSessions) {
  return new Hono<AppEnv>().get(
    '/',
    requireSession,
    upgradeWebSocket((c) => {
      const ctx = authed(c.get('ctx'))
      // requireSession found a session, so the request carried its cookie.
      const cookie = c.req.header('cookie') ?? ''
      let session: SessionSocket | undefined
      return {
        onOpen(_event, ws) {
          session = sessions.open({ ctx, cookie, end: ws })
          session?.socket.send(JSON.stringify({ type: 'hello', userId: ctx.actor.userId }))
        },
        onMessage(event, ws) {
          if (!session) return
          let parsed: unknown
          try {
            parsed = JSON.parse(String(event.data))
          } catch {
            return
          }
          const message = realtimeClientMessageSchema.safeParse(parsed)
          if (!message.success) return
          const data = message.data
          const current = session
          if (data.type === 'ping') ws.send(JSON.stringify({ type: 'pong', at: data.at }))
          else if (data.type === 'unsubscribe')
            current.context().realtime.unsubscribe(current.socket, data.topic)
          else if (data.type === 'subscribe') {
            void current
              .subscribe(data.topic)
              .then((subscribed) => {
                // A refused topic is ignored like an unknown one: nothing tells a prober whether it exists.
                if (subscribed) ws.send(JSON.stringify({ type: 'subscribed', topic: data.topic }))
              })
              .catch((error) =>
                ctx.logger.warn({ err: error, topic: data.topic }, 'realtime subscribe failed'),
              )
          }
        },
        onClose() {
          session?.closed()
        },
      }
    }),
  )
}
