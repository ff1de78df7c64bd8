/**
 * Test helpers: hand-made relay auth JWTs and a raw `ws` client that speaks the relay protocol
 * (requests with 19-digit string ids, deliveries, acks), for the relay's socket tests.
 */
import { generateKeyPairSync, type KeyObject, randomBytes, sign } from 'node:crypto'
import WebSocket from 'ws'
import { encodeBase58btc } from './base58btc.ts'
import { DID_KEY_PREFIX } from './verifyRelayJwt.ts'

export interface TestIdentity {
  clientId: string
  privateKey: KeyObject
}

export function createTestIdentity(): TestIdentity {
  const { privateKey, publicKey } = generateKeyPairSync('ed25519')
  const x = publicKey.export({ format: 'jwk' }).x ?? ''
  const raw = Buffer.from(x, 'base64url')
  return {
    clientId: DID_KEY_PREFIX + encodeBase58btc(Uint8Array.from([0xed, 0x01, ...raw])),
    privateKey,
  }
}

export interface TestJwtClaims {
  aud: string
  iss?: string
  iat?: number
  exp?: number
  header?: Record<string, unknown>
  /** Sign with this key instead of the identity's own (a bad signature). */
  signWith?: KeyObject
}

export function signRelayJwt(identity: TestIdentity, claims: TestJwtClaims): string {
  const now = Math.floor(Date.now() / 1000)
  const header = claims.header ?? { alg: 'EdDSA', typ: 'JWT' }
  const payload = {
    iss: claims.iss ?? identity.clientId,
    sub: randomBytes(32).toString('hex'),
    aud: claims.aud,
    iat: claims.iat ?? now,
    exp: claims.exp ?? now + 86_400,
  }
  const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')
  const data = `${b64(header)}.${b64(payload)}`
  const signature = sign(null, Buffer.from(data), claims.signWith ?? identity.privateKey)
  return `${data}.${signature.toString('base64url')}`
}

export interface RelayFrameIn {
  text: string
  json: {
    id?: unknown
    method?: string
    params?: { id: string; data: Record<string, unknown> } & Record<string, unknown>
    result?: unknown
    error?: { code: number; message: string }
  }
}

export interface TestRelayClient {
  identity: TestIdentity
  socket: WebSocket
  frames: RelayFrameIn[]
  /** Sends a request with a 19-digit string id (or `id`) and resolves with its response. */
  request(method: string, params?: unknown, id?: string | number): Promise<RelayFrameIn>
  /** Sends raw text and resolves with the next response (a frame without a method). */
  sendRaw(text: string): Promise<RelayFrameIn>
  /** Resolves with the first frame (already received or coming) that matches. */
  waitFor(match: (frame: RelayFrameIn) => boolean, timeoutMs?: number): Promise<RelayFrameIn>
  /** Every `irn_subscription` delivery received so far. */
  deliveries(): RelayFrameIn[]
  ack(deliveryId: unknown): void
  close(): Promise<void>
}

export interface ConnectOptions {
  identity?: TestIdentity
  projectId?: string | null
  /** The whole token, instead of a fresh valid one. */
  auth?: string
  /** Acknowledge every delivery at once (default true). */
  autoAck?: boolean
}

let lastId = 1_732_000_000_000_000_000n

/** Opens an authenticated socket; rejects with `{status}` when the relay refuses the upgrade. */
export function connectRelayClient(
  relayUrl: string,
  options: ConnectOptions = {},
): Promise<TestRelayClient> {
  const identity = options.identity ?? createTestIdentity()
  const auth = options.auth ?? signRelayJwt(identity, { aud: relayUrl })
  const query = new URLSearchParams({ auth })
  if (options.projectId !== null) query.set('projectId', options.projectId ?? 'portico-test')
  const socket = new WebSocket(`${relayUrl}/?${query}`)
  const frames: RelayFrameIn[] = []
  const waiters = new Set<(frame: RelayFrameIn) => void>()
  const autoAck = options.autoAck ?? true

  socket.on('message', (data) => {
    const text = String(data)
    const frame: RelayFrameIn = { text, json: JSON.parse(text) }
    frames.push(frame)
    if (autoAck && frame.json.method === 'irn_subscription')
      socket.send(JSON.stringify({ id: frame.json.id, jsonrpc: '2.0', result: true }))
    for (const waiter of [...waiters]) waiter(frame)
  })

  // 10 s: a relay answering 100-message batches beside other test files has taken over 2 s.
  // No test waits for a frame that should not come, so this only bounds a missing one.
  const waitFor: TestRelayClient['waitFor'] = (match, timeoutMs = 10_000) => {
    const found = frames.find(match)
    if (found) return Promise.resolve(found)
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        waiters.delete(waiter)
        reject(new Error('timed out waiting for a relay frame'))
      }, timeoutMs)
      const waiter = (frame: RelayFrameIn) => {
        if (!match(frame)) return
        clearTimeout(timer)
        waiters.delete(waiter)
        resolve(frame)
      }
      waiters.add(waiter)
    })
  }
  const nextResponse = (after: number, match: (frame: RelayFrameIn) => boolean) =>
    waitFor((frame) => frames.indexOf(frame) >= after && !frame.json.method && match(frame))

  const client: TestRelayClient = {
    identity,
    socket,
    frames,
    request(method, params, id) {
      lastId += 1n
      const requestId = id ?? lastId.toString()
      const after = frames.length
      socket.send(JSON.stringify({ id: requestId, jsonrpc: '2.0', method, params }))
      return nextResponse(after, (frame) => frame.json.id === requestId)
    },
    sendRaw(text) {
      const after = frames.length
      socket.send(text)
      return nextResponse(after, () => true)
    },
    waitFor,
    deliveries: () => frames.filter((frame) => frame.json.method === 'irn_subscription'),
    ack(deliveryId) {
      socket.send(JSON.stringify({ id: deliveryId, jsonrpc: '2.0', result: true }))
    },
    close() {
      if (socket.readyState === WebSocket.CLOSED) return Promise.resolve()
      return new Promise((resolve) => {
        socket.once('close', () => resolve())
        socket.close()
      })
    },
  }

  return new Promise((resolve, reject) => {
    socket.once('open', () => resolve(client))
    socket.once('unexpected-response', (req, res) => {
      reject(
        Object.assign(new Error(`relay refused: ${res.statusCode}`), { status: res.statusCode }),
      )
      req.destroy()
    })
    socket.once('error', reject)
    socket.on('error', () => {})
  })
}

/** A random topic: 64 lowercase hex characters. */
export function randomTopic(): string {
  return randomBytes(32).toString('hex')
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms))
}
