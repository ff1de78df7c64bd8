/**
 * Test-only: a real HTTP server on 127.0.0.1 (port 0) that misbehaves on purpose. Each test
 * scripts the replies; the server records every request it saw, with its arrival time.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface SeenRequest {
  method: string
  url: string
  headers: IncomingMessage['headers']
  body: string
  at: number
}

export type Reply = (
  request: SeenRequest,
  raw: { req: IncomingMessage; res: ServerResponse },
) => void | Promise<void>

export interface TestServer {
  url: string
  seen: SeenRequest[]
  /** Replaces the reply function. */
  reply(handler: Reply): void
  close(): Promise<void>
}

/** Replies with `status` and a JSON body. */
export function json(res: ServerResponse, status: number, body: unknown, headers = {}): void {
  res.writeHead(status, { 'content-type': 'application/json', ...headers })
  res.end(JSON.stringify(body))
}

/** Replies from a script: the n-th request gets the n-th step (the last step repeats). */
export function sequence(...steps: Reply[]): Reply {
  let index = 0
  return (request, raw) => {
    const step = steps[Math.min(index++, steps.length - 1)]
    return step?.(request, raw)
  }
}

export const status =
  (code: number, headers: Record<string, string> = {}, body: unknown = { error: code }): Reply =>
  (_request, { res }) =>
    json(res, code, body, headers)

export const ok =
  (body: unknown = { ok: true }): Reply =>
  (_request, { res }) =>
    json(res, 200, body)

/** Drops the connection without a response: the client sees a network error. */
export const drop: Reply = (_request, { req }) => {
  req.socket.destroy()
}

export async function startTestServer(initial: Reply = ok()): Promise<TestServer> {
  let handler = initial
  const seen: SeenRequest[] = []
  const server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      const request: SeenRequest = {
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
        at: performance.now(),
      }
      seen.push(request)
      Promise.resolve(handler(request, { req, res })).catch(() => req.socket.destroy())
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    seen,
    reply(next) {
      handler = next
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
