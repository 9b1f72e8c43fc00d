import net from 'node:net'

/**
 * A TCP proxy between the app and PostgreSQL that a test can cut and restore: `cut()` destroys
 * every open connection and refuses new ones (the port is closed), `restore()` listens again on
 * the same port. What the app sees is what it sees when the database server goes away and comes back.
 */
export interface TcpProxy {
  port: number
  /** Connections currently open through the proxy. */
  openConnections(): number
  cut(): Promise<void>
  restore(): Promise<void>
  close(): Promise<void>
}

export async function startTcpProxy(target: { host: string; port: number }, port = 0): Promise<TcpProxy> {
  const sockets = new Set<net.Socket>()
  let server: net.Server | undefined

  async function listen(onPort: number): Promise<number> {
    const next = net.createServer((client) => {
      const upstream = net.connect(target.port, target.host)
      sockets.add(client)
      sockets.add(upstream)
      const drop = () => {
        client.destroy()
        upstream.destroy()
        sockets.delete(client)
        sockets.delete(upstream)
      }
      client.on('error', drop).on('close', drop)
      upstream.on('error', drop).on('close', drop)
      client.pipe(upstream)
      upstream.pipe(client)
    })
    await new Promise<void>((resolve, reject) => {
      next.once('error', reject)
      next.listen(onPort, '127.0.0.1', () => resolve())
    })
    server = next
    return (next.address() as net.AddressInfo).port
  }

  async function stopListening() {
    const current = server
    server = undefined
    if (current) await new Promise<void>((resolve) => current.close(() => resolve()))
  }

  const boundPort = await listen(port)
  return {
    port: boundPort,
    openConnections: () => sockets.size / 2,
    async cut() {
      const closing = stopListening()
      for (const socket of sockets) socket.destroy()
      sockets.clear()
      await closing
    },
    async restore() {
      await listen(boundPort)
    },
    async close() {
      const closing = stopListening()
      for (const socket of sockets) socket.destroy()
      await closing
    },
  }
}
