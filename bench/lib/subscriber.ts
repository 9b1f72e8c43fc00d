import WebSocket from 'ws'

/**
 * Another client of a conversation, as the web app behaves: a socket subscribed to the session's
 * topic that, on every `chat.message` event, adds the message the event carries to what it shows
 * (issue 34 item 5: 'patch', no request), or, as the web app did before, refetches the session's
 * messages ('refetch'). It notes when each message id was first shown ("visible") and when its
 * event arrived.
 */
export interface Subscriber {
  subscribe(topic: string): Promise<void>
  /** performance.now() when the message's event arrived / it first appeared in a refetch. */
  eventAt: Map<string, number>
  visibleAt: Map<string, number>
  waitVisible(messageId: string, timeoutMs: number): Promise<number | undefined>
  close(): void
}

export interface SubscriberOptions {
  wsUrl: string
  headers?: Record<string, string>
  /** Subscribes over the open socket (the app) or opens one socket per topic (the peer). */
  mode: 'message' | 'socket-per-topic'
  /** What a `chat.message` event makes the client do. */
  onMessage: 'patch' | 'refetch'
  messagesUrl: (sessionId: string) => string
  fetchHeaders?: Record<string, string>
}

export function openSocket(url: string, headers?: Record<string, string>): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, { headers })
    socket.once('open', () => resolve(socket))
    socket.once('error', reject)
    socket.once('unexpected-response', (_request, response) =>
      reject(new Error(`socket refused: ${response.statusCode}`)),
    )
  })
}

export async function createSubscriber(options: SubscriberOptions): Promise<Subscriber> {
  const eventAt = new Map<string, number>()
  const visibleAt = new Map<string, number>()
  const sockets: WebSocket[] = []
  const waiting = new Map<string, (topic: string) => void>()

  async function refetch(sessionId: string) {
    const response = await fetch(options.messagesUrl(sessionId), { headers: options.fetchHeaders })
    const body = (await response.json()) as { messages: { id: string }[] }
    const now = performance.now()
    for (const message of body.messages) if (!visibleAt.has(message.id)) visibleAt.set(message.id, now)
  }

  function listen(socket: WebSocket) {
    socket.on('message', (data) => {
      const event = JSON.parse(String(data)) as {
        type: string
        topic?: string
        sessionId?: string
        message?: { id: string }
      }
      if (event.type === 'subscribed' && event.topic) waiting.get(event.topic)?.(event.topic)
      if (event.type === 'chat.message' && event.message && event.sessionId) {
        const now = performance.now()
        eventAt.set(event.message.id, now)
        if (options.onMessage === 'refetch') void refetch(event.sessionId)
        else if (!visibleAt.has(event.message.id)) visibleAt.set(event.message.id, now)
      }
    })
  }

  const main = options.mode === 'message' ? await openSocket(options.wsUrl, options.headers) : undefined
  if (main) {
    sockets.push(main)
    listen(main)
  }

  return {
    eventAt,
    visibleAt,
    async subscribe(topic) {
      const acknowledged = new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no 'subscribed' for ${topic}`)), 5000)
        waiting.set(topic, () => {
          clearTimeout(timer)
          waiting.delete(topic)
          resolve()
        })
      })
      if (main) main.send(JSON.stringify({ type: 'subscribe', topic }))
      else {
        const socket = new WebSocket(`${options.wsUrl}?topic=${encodeURIComponent(topic)}`)
        sockets.push(socket)
        listen(socket)
      }
      await acknowledged
    },
    async waitVisible(messageId, timeoutMs) {
      const deadline = performance.now() + timeoutMs
      while (performance.now() < deadline) {
        const at = visibleAt.get(messageId)
        if (at !== undefined) return at
        await new Promise((resolve) => setTimeout(resolve, 2))
      }
      return undefined
    },
    close() {
      for (const socket of sockets) socket.close()
    },
  }
}
