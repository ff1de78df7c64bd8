/**
 * A loopback TCP front for several relay nodes, as the load balancer in front of them: each new
 * connection goes to the first node in the list that accepts it, bytes pass untouched (so the
 * Host header, and with it the JWT `aud` check, is the front's own), and a connection whose node
 * dies is closed, so the client reconnects through the front and lands on a node that is alive.
 * For tests and the bench: it lets one `relayUrl` survive the death of a node.
 */
import { connect, createServer, type Socket } from 'node:net'

export interface RelayFront {
  /** ws://127.0.0.1:<port>, the relayUrl to give clients. */
  url: string
  port: number
  /** How many connections went to each backend port. */
  routed: Map<number, number>
  stop(): Promise<void>
}

export async function startRelayFailoverFront(options: {
  /** Backend ports on 127.0.0.1, in order of preference. */
  backends: number[]
  port?: number
}): Promise<RelayFront> {
  const sockets = new Set<Socket>()
  const routed = new Map<number, number>()
  const track = (socket: Socket) => {
    sockets.add(socket)
    socket.once('close', () => sockets.delete(socket))
  }

  /** The first backend that accepts a TCP connection, or undefined. */
  const dial = async (): Promise<{ upstream: Socket; port: number } | undefined> => {
    for (const port of options.backends) {
      const upstream = await new Promise<Socket | undefined>((resolve) => {
        const socket = connect({ host: '127.0.0.1', port })
        socket.once('connect', () => resolve(socket))
        socket.once('error', () => {
          socket.destroy()
          resolve(undefined)
        })
      })
      if (upstream) return { upstream, port }
    }
    return undefined
  }

  const server = createServer((client) => {
    track(client)
    client.pause()
    client.on('error', () => client.destroy())
    void dial().then((found) => {
      if (!found || client.destroyed) {
        found?.upstream.destroy()
        client.destroy()
        return
      }
      const { upstream, port } = found
      routed.set(port, (routed.get(port) ?? 0) + 1)
      track(upstream)
      upstream.on('error', () => upstream.destroy())
      upstream.once('close', () => client.destroy())
      client.once('close', () => upstream.destroy())
      client.pipe(upstream)
      upstream.pipe(client)
      client.resume()
    })
  })
  const port = await new Promise<number>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 0, '127.0.0.1', () => {
      const address = server.address()
      resolve(typeof address === 'object' && address ? address.port : 0)
    })
  })
  return {
    url: `ws://127.0.0.1:${port}`,
    port,
    routed,
    stop: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy()
        server.close(() => resolve())
      }),
  }
}
