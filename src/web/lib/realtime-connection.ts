import { type RealtimeCloseReason, realtimeCloseReasonOf } from '#shared/realtime/close-codes'
import type { RealtimeEvent } from '#shared/realtime/events'
import { chatSessionTopic, ESCALATIONS_DESK_TOPIC } from '#shared/realtime/topics'

/**
 * Issue 12: the events' schema (and zod with it, 25 KB gzip) loads when the socket opens, not with
 * the signed-in shell's first paint; every message still goes through it, in arrival order.
 */
let eventsModule: Promise<typeof import('#shared/realtime/events')> | undefined
function loadEvents() {
  eventsModule ??= import('#shared/realtime/events').catch((error: unknown) => {
    eventsModule = undefined
    throw error
  })
  return eventsModule
}

type Listener = (event: RealtimeEvent) => void
type StopListener = (reason: RealtimeCloseReason) => void

/**
 * Issue 12: the first socket waits until the page has loaded and the main thread is idle, so its
 * handshake and the schema's code do not compete with the page's own first requests on a slow
 * connection. Nothing is missed: on every (re)connect listeners get 'hello' or 'subscribed' and
 * refetch (see below). Later sockets (reconnects, new listeners) open at once.
 */
let pageSettled = false
function afterPageSettles(then: () => void) {
  const settle = () => {
    pageSettled = true
    then()
  }
  const whenIdle = () =>
    'requestIdleCallback' in window ? requestIdleCallback(settle, { timeout: 2000 }) : setTimeout(settle, 500)
  if (document.readyState === 'complete') whenIdle()
  else window.addEventListener('load', whenIdle, { once: true })
}

/** Reconnect delays after a dropped socket: quick at first, then at most every 10 s. */
const RETRY_DELAYS_MS = [500, 1000, 2000, 5000, 10_000]

/**
 * One WebSocket to /api/realtime per tab, shared by every live view (chat, notifications bell,
 * escalations desk). Topics are subscribed on the server and subscribed again after a reconnect;
 * the server's 'subscribed' answer reaches the topic's listeners, which refetch what they may have
 * missed while the socket was down. Events addressed to the user rather than a topic (e.g.
 * notification.created) reach the user listeners, which also get a 'hello' after each (re)connect.
 *
 * Issue 32: closed by the server with one of REALTIME_CLOSE_CODES (session ended, too many sockets,
 * too many subscribes), the connection stops instead of reconnecting, which would only be closed
 * again, and tells the stop listeners why. It stays stopped until nothing listens any more (the
 * signed-in shell is gone, as on the way to the sign-in page), so a sign-in starts it once afresh.
 */
class RealtimeConnection {
  private socket: WebSocket | null = null
  private attempts = 0
  private retryTimer: ReturnType<typeof setTimeout> | undefined
  private readonly topics = new Map<string, Set<Listener>>()
  private readonly userListeners = new Set<Listener>()
  /** Messages wait here for the schema, one after another, so they reach listeners in order. */
  private received: Promise<void> = Promise.resolve()
  private waitingForPage = false
  private stopped: RealtimeCloseReason | null = null
  private readonly stopListeners = new Set<StopListener>()

  /** Why the server ended the connection for good, once it does (see above). */
  onStop(listener: StopListener): () => void {
    this.stopListeners.add(listener)
    return () => {
      this.stopListeners.delete(listener)
    }
  }

  /** Events for the signed-in user (not tied to a topic); keeps the socket open while listening. */
  listen(listener: Listener): () => void {
    this.userListeners.add(listener)
    this.ensureOpen()
    return () => {
      this.userListeners.delete(listener)
      if (!this.isNeeded()) this.close()
    }
  }

  private isNeeded() {
    return this.topics.size > 0 || this.userListeners.size > 0
  }

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
      if (!this.isNeeded()) this.close()
    }
  }

  private ensureOpen() {
    if (this.socket || this.retryTimer || this.waitingForPage || this.stopped) return
    if (!pageSettled) {
      this.waitingForPage = true
      afterPageSettles(() => {
        this.waitingForPage = false
        if (this.isNeeded()) this.ensureOpen()
      })
      return
    }
    const protocol = window.location.protocol === 'https:' ? 'wss' : 'ws'
    void loadEvents().catch(() => {})
    const socket = new WebSocket(`${protocol}://${window.location.host}/api/realtime`)
    this.socket = socket
    socket.addEventListener('open', () => {
      this.attempts = 0
      for (const topic of this.topics.keys()) this.send({ type: 'subscribe', topic })
    })
    socket.addEventListener('message', (message) => {
      this.received = this.received
        .then(loadEvents)
        .then(
          (events) => this.dispatch(events, message.data),
          // The schema could not load: the message is dropped, as an invalid one would be.
          () => {},
        )
        // A listener's error is reported as before without stopping the messages after it.
        .catch((error: unknown) => reportError(error))
    })
    socket.addEventListener('close', (event) => {
      if (this.socket !== socket) return
      this.socket = null
      const stopped = realtimeCloseReasonOf(event.code)
      if (stopped) {
        this.stopped = stopped
        for (const listener of this.stopListeners) listener(stopped)
        return
      }
      if (!this.isNeeded()) return
      const delay = RETRY_DELAYS_MS[Math.min(this.attempts, RETRY_DELAYS_MS.length - 1)]
      this.attempts += 1
      this.retryTimer = setTimeout(() => {
        this.retryTimer = undefined
        if (this.isNeeded()) this.ensureOpen()
      }, delay)
    })
  }

  private close() {
    this.stopped = null
    clearTimeout(this.retryTimer)
    this.retryTimer = undefined
    const socket = this.socket
    this.socket = null
    socket?.close()
  }

  private send(message: { type: 'subscribe' | 'unsubscribe'; topic: string }) {
    if (this.socket?.readyState === WebSocket.OPEN) this.socket.send(JSON.stringify(message))
  }

  private dispatch({ realtimeEventSchema }: typeof import('#shared/realtime/events'), data: unknown) {
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
      event.type === 'subscribed' || event.type === 'unsubscribed'
        ? event.topic
        : 'sessionId' in event
          ? chatSessionTopic(event.sessionId)
          : event.type === 'ticket.changed'
            ? ESCALATIONS_DESK_TOPIC
            : null
    if (!topic) {
      for (const listener of this.userListeners) listener(event)
      return
    }
    for (const listener of this.topics.get(topic) ?? []) listener(event)
  }
}

export const realtimeConnection = new RealtimeConnection()

/** A connection of its own, for tests. */
export const createRealtimeConnection = () => new RealtimeConnection()
