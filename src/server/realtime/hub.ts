import type { RealtimeEvent } from '../../shared/realtime/events.ts'

export interface RealtimeSocket {
  send(data: string): void
}

/**
 * Delivers events to the sockets of the users they concern. In-process for one instance; the
 * scale-out work puts a cross-instance bus (LISTEN/NOTIFY or Redis) behind publish().
 */
export interface RealtimeHub {
  /** Registers a socket for a user; returns the function that unregisters it. */
  connect(userId: string, socket: RealtimeSocket): () => void
  publishToUsers(userIds: readonly string[], event: RealtimeEvent): void
  connectionCount(): number
}

export function createRealtimeHub(): RealtimeHub {
  const socketsByUser = new Map<string, Set<RealtimeSocket>>()

  return {
    connect(userId, socket) {
      let sockets = socketsByUser.get(userId)
      if (!sockets) {
        sockets = new Set()
        socketsByUser.set(userId, sockets)
      }
      sockets.add(socket)
      return () => {
        sockets.delete(socket)
        if (sockets.size === 0) socketsByUser.delete(userId)
      }
    },
    publishToUsers(userIds, event) {
      const frame = JSON.stringify(event)
      for (const userId of userIds) {
        for (const socket of socketsByUser.get(userId) ?? []) socket.send(frame)
      }
    },
    connectionCount() {
      let count = 0
      for (const sockets of socketsByUser.values()) count += sockets.size
      return count
    },
  }
}
