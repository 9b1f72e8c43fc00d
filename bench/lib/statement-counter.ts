import { createServer, type Server, type Socket, connect as tcpConnect } from 'node:net'

/**
 * A TCP proxy in front of PostgreSQL that counts the statements its clients run (issue 34 item 5),
 * without pg_stat_statements and without touching the server under test: point its DATABASE_URL at
 * `url` and read `count()`. It counts the frontend messages that run a statement: Execute ('E', one
 * per extended-protocol query, which is how pg sends parameterised queries) and Query ('Q', a simple
 * query such as LISTEN or a transaction's BEGIN/COMMIT).
 */
export interface StatementCounter {
  url: string
  count(): number
  close(): Promise<void>
}

/** Protocol codes of the untyped messages a connection may open with (SSL, GSSAPI encryption). */
const NEGOTIATION_CODES = new Set([80877103, 80877104])

export async function createStatementCounter(databaseUrl: string): Promise<StatementCounter> {
  const target = new URL(databaseUrl)
  let statements = 0
  const sockets = new Set<Socket>()

  function countFrontendMessages() {
    let buffered = Buffer.alloc(0)
    let startup = true
    return (chunk: Buffer) => {
      buffered = Buffer.concat([buffered, chunk])
      for (;;) {
        if (startup) {
          if (buffered.length < 8) return
          const length = buffered.readInt32BE(0)
          if (buffered.length < length) return
          startup = NEGOTIATION_CODES.has(buffered.readInt32BE(4))
          buffered = buffered.subarray(length)
          continue
        }
        if (buffered.length < 5) return
        const length = buffered.readInt32BE(1) + 1
        if (buffered.length < length) return
        const type = String.fromCharCode(buffered[0])
        if (type === 'E' || type === 'Q') statements += 1
        buffered = buffered.subarray(length)
      }
    }
  }

  const server: Server = createServer((client) => {
    const upstream = tcpConnect(Number(target.port || 5432), target.hostname)
    for (const socket of [client, upstream]) {
      sockets.add(socket)
      socket.on('close', () => sockets.delete(socket))
      socket.on('error', () => {
        client.destroy()
        upstream.destroy()
      })
    }
    const count = countFrontendMessages()
    client.on('data', (chunk: Buffer) => {
      count(chunk)
      upstream.write(chunk)
    })
    upstream.on('data', (chunk: Buffer) => client.write(chunk))
    client.on('end', () => upstream.end())
    upstream.on('end', () => client.end())
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : 0
  const proxied = new URL(databaseUrl)
  proxied.hostname = '127.0.0.1'
  proxied.port = String(port)
  return {
    url: proxied.toString(),
    count: () => statements,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy()
        server.close(() => resolve())
      }),
  }
}
