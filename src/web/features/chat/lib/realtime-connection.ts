import { chatSessionTopic, type RealtimeEvent, realtimeEventSchema } from '#shared/realtime/events'

type Listener = (event: RealtimeEvent) => void

/** Reconnect delays after a dropped socket: quick at first, then at most every 10 s. */
const RETRY_DELAYS_MS = [500, 1000, 2000, 5000, 10_000]

/**
 * One WebSocket to /api/realtime per tab, shared by every chat view. Topics are subscribed on the
 * server and subscribed again after a reconnect; the server's 'subscribed' answer reaches the
 * topic's listeners, which refetch what they may have missed while the socket was down.
 * (The notifications issue can move this to src/web/lib when the bell needs it too.)
 */
class RealtimeConnection {
  private socket: WebSocket | null = null
  private attempts = 0
  private retryTimer: ReturnType<typeof setTimeout> | undefined
  private readonly topics = new Map<string, Set<Listener>>()

  subscribe(topic: string, listener: Listener): () => void {
    let listeners = this.topics.get(topic)
    if (!listeners) {
      listeners = new Set()
      this.topics.set(topic, listeners)
      this.send({ type: 'subscribe', topic })
    }
    listeners.add(listener)
    this.ensureOpen()
    return () => {
      const current = this.topics.get(topic)
      current?.delete(listener)
      if (current && current.size === 0) {
        this.topics.delete(topic)
        this.send({ type: 'unsubscribe', topic })
      }
      if (this.topics.size === 0) this.close()
    }
  }

  private ensureOpen() {
    if (this.socket || this.retryTimer) return
    const protocol = window.location.protocol === 'https:' ? 'wss' : 'ws'
    const socket = new WebSocket(`${protocol}://${window.location.host}/api/realtime`)
    this.socket = socket
    socket.addEventListener('open', () => {
      this.attempts = 0
      for (const topic of this.topics.keys()) this.send({ type: 'subscribe', topic })
    })
    socket.addEventListener('message', (message) => this.dispatch(message.data))
    socket.addEventListener('close', () => {
      if (this.socket !== socket) return
      this.socket = null
      if (this.topics.size === 0) return
      const delay = RETRY_DELAYS_MS[Math.min(this.attempts, RETRY_DELAYS_MS.length - 1)]
      this.attempts += 1
      this.retryTimer = setTimeout(() => {
        this.retryTimer = undefined
        if (this.topics.size > 0) this.ensureOpen()
      }, delay)
    })
  }

  private close() {
    clearTimeout(this.retryTimer)
    this.retryTimer = undefined
    const socket = this.socket
    this.socket = null
    socket?.close()
  }

  private send(message: { type: 'subscribe' | 'unsubscribe'; topic: string }) {
    if (this.socket?.readyState === WebSocket.OPEN) this.socket.send(JSON.stringify(message))
  }

  private dispatch(data: unknown) {
    let parsed: unknown
    try {
      parsed = JSON.parse(String(data))
    } catch {
      return
    }
    const result = realtimeEventSchema.safeParse(parsed)
    if (!result.success) return
    const event = result.data
    const topic =
      event.type === 'subscribed'
        ? event.topic
        : 'sessionId' in event
          ? chatSessionTopic(event.sessionId)
          : null
    if (!topic) return
    for (const listener of this.topics.get(topic) ?? []) listener(event)
  }
}

export const realtimeConnection = new RealtimeConnection()
