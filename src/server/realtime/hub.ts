import type { RealtimeEvent } from '#shared/realtime/events'

export interface RealtimeSocket {
  send(data: string): void
}

/**
 * Delivers events to the sockets of the users they concern. The sockets are this instance's;
 * with a cross-instance bus (pg-bus.ts, when the app runs on PostgreSQL) every publish also
 * reaches the sockets of the other app instances.
 */
export interface RealtimeHub {
  /** Registers a socket for a user; returns the function that unregisters it. */
  connect(userId: string, socket: RealtimeSocket): () => void
  publishToUsers(userIds: readonly string[], event: RealtimeEvent): void
  /** Adds a connected socket to a topic (e.g. `chat-session:<id>`); the caller has checked access. */
  subscribe(socket: RealtimeSocket, topic: string): void
  unsubscribe(socket: RealtimeSocket, topic: string): void
  /** The topics a socket is subscribed to (re-checked when its user's access changes). */
  topicsOf(socket: RealtimeSocket): string[]
  publishToTopic(topic: string, event: RealtimeEvent): void
  /** This instance's sockets only. */
  connectionCount(): number
  /**
   * Sends a probe through the cross-instance bus and reports whether it came back in time (the
   * system-health realtime check). True at once when the hub has no bus.
   */
  busRoundTrip(timeoutMs: number): Promise<boolean>
  /** Stops the cross-instance bus, if any (server shutdown). */
  close(): Promise<void>
}

/** One publish as it travels between instances. */
export type RealtimeDelivery =
  | { kind: 'users'; userIds: readonly string[]; event: RealtimeEvent }
  | { kind: 'topic'; topic: string; event: RealtimeEvent }

/** Carries publishes to the other app instances. The hub has already delivered them locally. */
export interface RealtimeBus {
  publish(delivery: RealtimeDelivery): void
  roundTrip(timeoutMs: number): Promise<boolean>
  close(): Promise<void>
}

/** What a bus calls on its hub. */
export interface RealtimeBusTarget {
  /** A publish from another instance: delivered to this instance's sockets, never passed on. */
  deliver(delivery: RealtimeDelivery): void
  /**
   * The bus was down and events from other instances may be lost: every socket gets the frames a
   * reconnect gives ('hello', and 'subscribed' per topic), on which clients refetch.
   */
  resync(): void
}

export interface RealtimeHubOptions {
  /** Connects the cross-instance bus; without one the hub is in-process only (PGlite, tests). */
  bus?: (target: RealtimeBusTarget) => RealtimeBus
}

export function createRealtimeHub(options: RealtimeHubOptions = {}): RealtimeHub {
  const socketsByUser = new Map<string, Set<RealtimeSocket>>()
  const socketsByTopic = new Map<string, Set<RealtimeSocket>>()
  const topicsBySocket = new Map<RealtimeSocket, Set<string>>()

  function unsubscribe(socket: RealtimeSocket, topic: string) {
    const sockets = socketsByTopic.get(topic)
    sockets?.delete(socket)
    if (sockets?.size === 0) socketsByTopic.delete(topic)
    topicsBySocket.get(socket)?.delete(topic)
  }

  function deliverToUsers(userIds: readonly string[], event: RealtimeEvent) {
    const frame = JSON.stringify(event)
    for (const userId of userIds) {
      for (const socket of socketsByUser.get(userId) ?? []) socket.send(frame)
    }
  }

  function deliverToTopic(topic: string, event: RealtimeEvent) {
    const frame = JSON.stringify(event)
    for (const socket of socketsByTopic.get(topic) ?? []) socket.send(frame)
  }

  const bus = options.bus?.({
    deliver(delivery) {
      if (delivery.kind === 'users') deliverToUsers(delivery.userIds, delivery.event)
      else deliverToTopic(delivery.topic, delivery.event)
    },
    resync() {
      for (const [userId, sockets] of socketsByUser) {
        const hello = JSON.stringify({ type: 'hello', userId } satisfies RealtimeEvent)
        for (const socket of sockets) {
          socket.send(hello)
          for (const topic of topicsBySocket.get(socket) ?? [])
            socket.send(JSON.stringify({ type: 'subscribed', topic } satisfies RealtimeEvent))
        }
      }
    },
  })

  return {
    connect(userId, socket) {
      let sockets = socketsByUser.get(userId)
      if (!sockets) {
        sockets = new Set()
        socketsByUser.set(userId, sockets)
      }
      sockets.add(socket)
      return () => {
        // Once only: a second call must not drop a set the user's newer sockets live in.
        if (!sockets.delete(socket)) return
        if (sockets.size === 0 && socketsByUser.get(userId) === sockets) socketsByUser.delete(userId)
        for (const topic of [...(topicsBySocket.get(socket) ?? [])]) unsubscribe(socket, topic)
        topicsBySocket.delete(socket)
      }
    },
    // Local sockets get the event at once; the bus carries it to the other instances.
    publishToUsers(userIds, event) {
      deliverToUsers(userIds, event)
      if (bus && userIds.length > 0) bus.publish({ kind: 'users', userIds, event })
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
    topicsOf: (socket) => [...(topicsBySocket.get(socket) ?? [])],
    publishToTopic(topic, event) {
      deliverToTopic(topic, event)
      bus?.publish({ kind: 'topic', topic, event })
    },
    connectionCount() {
      let count = 0
      for (const sockets of socketsByUser.values()) count += sockets.size
      return count
    },
    busRoundTrip: async (timeoutMs) => (bus ? bus.roundTrip(timeoutMs) : true),
    close: async () => bus?.close(),
  }
}
