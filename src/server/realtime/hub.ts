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
  /** Adds a connected socket to a topic (e.g. `chat-session:<id>`); the caller has checked access. */
  subscribe(socket: RealtimeSocket, topic: string): void
  unsubscribe(socket: RealtimeSocket, topic: string): void
  publishToTopic(topic: string, event: RealtimeEvent): void
  connectionCount(): number
}

export function createRealtimeHub(): RealtimeHub {
  const socketsByUser = new Map<string, Set<RealtimeSocket>>()
  const socketsByTopic = new Map<string, Set<RealtimeSocket>>()
  const topicsBySocket = new Map<RealtimeSocket, Set<string>>()

  function unsubscribe(socket: RealtimeSocket, topic: string) {
    const sockets = socketsByTopic.get(topic)
    sockets?.delete(socket)
    if (sockets?.size === 0) socketsByTopic.delete(topic)
    topicsBySocket.get(socket)?.delete(topic)
  }

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
        for (const topic of [...(topicsBySocket.get(socket) ?? [])]) unsubscribe(socket, topic)
        topicsBySocket.delete(socket)
      }
    },
    publishToUsers(userIds, event) {
      const frame = JSON.stringify(event)
      for (const userId of userIds) {
        for (const socket of socketsByUser.get(userId) ?? []) socket.send(frame)
      }
    },
    subscribe(socket, topic) {
      let sockets = socketsByTopic.get(topic)
      if (!sockets) {
        sockets = new Set()
        socketsByTopic.set(topic, sockets)
      }
      sockets.add(socket)
      let topics = topicsBySocket.get(socket)
      if (!topics) {
        topics = new Set()
        topicsBySocket.set(socket, topics)
      }
      topics.add(topic)
    },
    unsubscribe,
    publishToTopic(topic, event) {
      const frame = JSON.stringify(event)
      for (const socket of socketsByTopic.get(topic) ?? []) socket.send(frame)
    },
    connectionCount() {
      let count = 0
      for (const sockets of socketsByUser.values()) count += sockets.size
      return count
    },
  }
}
