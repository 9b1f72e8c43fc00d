import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import pg from 'pg'
import { type WebSocket, WebSocketServer } from 'ws'
import { PEER_CHANNEL } from './peer-channel.ts'

/**
 * The benchmarks' peer: the least a server can do for the same work, with no framework, auth,
 * validation, logging or metrics. `node:http` + `pg` (pool of 10, like the app) or PGlite in
 * DATA_DIR, plus a bare `ws` server. Run as its own process (processes.ts spawnPeerServer):
 *   GET  /dealers/:id             one indexed select of the dealer row
 *   GET  /sessions/:id/messages   the session's last 50 messages (one indexed select)
 *   POST /messages                {sessionId, content}: stores the message and a canned answer,
 *                                 pushes both ids to the session's sockets, answers with both
 *   WS   /ws?topic=...            subscribes to a topic; on PostgreSQL, NOTIFYs on PEER_CHANNEL
 *                                 ({topic, event}) are sent to that topic's sockets
 */
type Query = (text: string, params: unknown[]) => Promise<Record<string, unknown>[]>

async function openQuery(): Promise<{
  query: Query
  listen?: (onPayload: (payload: string) => void) => Promise<void>
}> {
  const url = process.env.DATABASE_URL
  if (!url) {
    // The app keeps its PGlite files in DATA_DIR/pgdata (src/server/db/client.ts).
    const db = await PGlite.create({ dataDir: path.resolve(process.env.DATA_DIR ?? '.', 'pgdata') })
    return { query: async (text, params) => (await db.query<Record<string, unknown>>(text, params)).rows }
  }
  const pool = new pg.Pool({ connectionString: url, max: 10 })
  return {
    query: async (text, params) => (await pool.query(text, params)).rows,
    async listen(onPayload) {
      const client = new pg.Client({ connectionString: url })
      await client.connect()
      client.on('notification', (message) => message.payload && onPayload(message.payload))
      await client.query(`listen ${PEER_CHANNEL}`)
    },
  }
}

const { query, listen } = await openQuery()
const sockets = new Map<string, Set<WebSocket>>()

function publish(topic: string, frame: string) {
  for (const socket of sockets.get(topic) ?? []) socket.send(frame)
}

function json(res: ServerResponse, status: number, body: unknown, started?: number) {
  const headers: Record<string, string> = { 'content-type': 'application/json' }
  if (started !== undefined) headers['server-timing'] = `app;dur=${(performance.now() - started).toFixed(2)}`
  res.writeHead(status, headers)
  res.end(JSON.stringify(body))
}

async function readBody(req: IncomingMessage): Promise<string> {
  let body = ''
  for await (const chunk of req) body += chunk
  return body
}

async function handle(req: IncomingMessage, res: ServerResponse) {
  const started = performance.now()
  const url = req.url ?? '/'
  let match = /^\/dealers\/([\w-]+)$/.exec(url)
  if (req.method === 'GET' && match) {
    const [dealer] = await query('select * from dealers where id = $1', [match[1]])
    return dealer ? json(res, 200, { dealer }) : json(res, 404, { error: 'not found' })
  }
  match = /^\/sessions\/([\w-]+)\/messages$/.exec(url)
  if (req.method === 'GET' && match) {
    const messages = await query(
      'select * from chat_messages where session_id = $1 order by created_at desc limit 50',
      [match[1]],
    )
    return json(res, 200, { messages: messages.reverse() })
  }
  if (req.method === 'POST' && url === '/messages') {
    const { sessionId, content } = JSON.parse(await readBody(req)) as { sessionId: string; content: string }
    // The events carry the stored rows, as the app's do (issue 34 item 5).
    const insert = 'insert into chat_messages (session_id, content, is_user) values ($1, $2, $3) returning *'
    const [question] = await query(insert, [sessionId, content, true])
    const topic = `chat-session:${sessionId}`
    publish(topic, JSON.stringify({ type: 'chat.message', sessionId, message: question }))
    const [answer] = await query(insert, [sessionId, 'A canned answer.', false])
    publish(topic, JSON.stringify({ type: 'chat.message', sessionId, message: answer }))
    return json(res, 201, { userMessage: question, botMessage: answer }, started)
  }
  if (url === '/api/health') return json(res, 200, { ok: true })
  json(res, 404, { error: 'not found' })
}

const server = createServer((req, res) => {
  handle(req, res).catch((error: unknown) => json(res, 500, { error: String(error) }))
})
const wss = new WebSocketServer({ server, path: '/ws' })
wss.on('connection', (socket, req) => {
  const topic = new URL(req.url ?? '/', 'http://peer').searchParams.get('topic') ?? ''
  let set = sockets.get(topic)
  if (!set) {
    set = new Set()
    sockets.set(topic, set)
  }
  set.add(socket)
  socket.on('close', () => set.delete(socket))
  socket.send(JSON.stringify({ type: 'subscribed', topic }))
})
await listen?.((payload) => {
  const { topic, event } = JSON.parse(payload) as { topic: string; event: unknown }
  publish(topic, JSON.stringify(event))
})
server.listen(Number(process.env.PORT), '127.0.0.1')
process.on('SIGTERM', () => process.exit(0))
