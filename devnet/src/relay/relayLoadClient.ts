/**
 * A lean raw relay client for the load and fault harness (relayLoad.ts). It authenticates as
 * relayTestClient.ts does (an EdDSA JWT from an ed25519 did:key, `aud` = the URL it dials, a
 * projectId), acks every delivery at once, keeps no frame history (a thousand of them run in one
 * process for minutes), and can dial again with the same identity, as a client whose relay node
 * died moves to another one.
 */
import { PorticoError } from '@portico/shared'
import WebSocket from 'ws'
import { z } from 'zod'
import { createTestIdentity, signRelayJwt, type TestIdentity } from './relayTestClient.ts'

/** The socket closed (or never opened) before the relay answered. */
export class RelayLoadClientError extends PorticoError {
  override name = 'RelayLoadClientError'
  constructor(message: string, options: { cause?: unknown } = {}) {
    super(message, { code: 'RELAY_LOAD_CLIENT', ...options })
  }
}

const frameSchema = z.object({
  id: z.union([z.string(), z.number()]).optional(),
  method: z.string().optional(),
  params: z
    .object({ data: z.object({ topic: z.string(), message: z.string() }).optional() })
    .optional(),
  result: z.unknown().optional(),
  error: z.object({ code: z.number(), message: z.string() }).optional(),
})

export interface RelayResponse {
  result?: unknown
  error?: { code: number; message: string }
}

export interface LoadClient {
  readonly identity: TestIdentity
  /** The URL of the node this client is (or was last) connected to. */
  readonly url: string | undefined
  readonly isOpen: boolean
  /** Opens a socket to `url` (closing any previous one first). Rejects when refused. */
  connect(url: string, timeoutMs?: number): Promise<void>
  /** Sends a request; resolves with its response, rejects if the socket goes first. */
  request(method: string, params: unknown): Promise<RelayResponse>
  /** Every `irn_subscription` delivery (already acked). */
  onDelivery: (topic: string, message: string) => void
  /** The socket closed without `close()` being called. */
  onDrop: () => void
  close(): Promise<void>
}

let lastId = 1_733_000_000_000_000_000n

export function createLoadClient(identity: TestIdentity = createTestIdentity()): LoadClient {
  let socket: WebSocket | undefined
  let url: string | undefined
  const pending = new Map<string, (response: RelayResponse | Error) => void>()

  const failPending = (why: string) => {
    for (const settle of pending.values()) settle(new RelayLoadClientError(why))
    pending.clear()
  }

  const client: LoadClient = {
    identity,
    get url() {
      return url
    },
    get isOpen() {
      return socket?.readyState === WebSocket.OPEN
    },
    onDelivery: () => {},
    onDrop: () => {},
    async connect(target, timeoutMs = 10_000) {
      if (socket) detach(socket)
      url = target
      const auth = signRelayJwt(identity, { aud: target })
      const query = new URLSearchParams({ auth, projectId: 'portico-load' })
      const ws = new WebSocket(`${target}/?${query}`)
      socket = ws
      ws.on('message', (data) => onFrame(ws, String(data)))
      ws.on('error', () => {})
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => {
          ws.terminate()
          reject(new RelayLoadClientError(`no connection to ${target} within ${timeoutMs} ms`))
        }, timeoutMs)
        ws.once('open', () => {
          clearTimeout(timer)
          resolve()
        })
        ws.once('unexpected-response', (req, res) => {
          clearTimeout(timer)
          req.destroy()
          reject(new RelayLoadClientError(`relay refused the socket: HTTP ${res.statusCode}`))
        })
        ws.once('close', () => {
          clearTimeout(timer)
          reject(new RelayLoadClientError(`socket to ${target} closed before it opened`))
        })
      })
      ws.on('close', () => {
        if (socket !== ws) return
        socket = undefined
        failPending('socket closed before the response')
        client.onDrop()
      })
    },
    request(method, params) {
      const ws = socket
      if (ws?.readyState !== WebSocket.OPEN)
        return Promise.reject(new RelayLoadClientError('socket not open'))
      lastId += 1n
      const id = lastId.toString()
      return new Promise((resolve, reject) => {
        pending.set(id, (response) => {
          pending.delete(id)
          if (response instanceof Error) reject(response)
          else resolve(response)
        })
        ws.send(JSON.stringify({ id, jsonrpc: '2.0', method, params }))
      })
    },
    async close() {
      const ws = socket
      if (!ws) return
      detach(ws)
      if (ws.readyState === WebSocket.CLOSED) return
      await new Promise<void>((resolve) => {
        const timer = setTimeout(() => ws.terminate(), 2_000)
        ws.once('close', () => {
          clearTimeout(timer)
          resolve()
        })
        ws.close()
      })
    },
  }

  /** Forgets a socket without reporting a drop: its pending requests fail. */
  function detach(ws: WebSocket) {
    if (socket === ws) socket = undefined
    failPending('socket replaced or closed')
    if (ws.readyState === WebSocket.CONNECTING) ws.terminate()
  }

  function onFrame(ws: WebSocket, text: string) {
    let frame: z.infer<typeof frameSchema>
    try {
      frame = frameSchema.parse(JSON.parse(text))
    } catch {
      return
    }
    if (frame.method === 'irn_subscription') {
      ws.send(JSON.stringify({ id: frame.id, jsonrpc: '2.0', result: true }))
      const data = frame.params?.data
      if (data) client.onDelivery(data.topic, data.message)
      return
    }
    if (frame.method !== undefined || frame.id === undefined) return
    pending.get(String(frame.id))?.({ result: frame.result, error: frame.error })
  }

  return client
}
