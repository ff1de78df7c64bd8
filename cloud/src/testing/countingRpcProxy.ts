/**
 * A loopback JSON-RPC proxy in front of a chain node that counts the methods it forwards (a
 * batch counts each of its calls): what a route costs the node, for tests.
 */
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface CountingRpcProxy {
  url: string
  /** Calls forwarded since the last reset, per JSON-RPC method. */
  calls(): Map<string, number>
  /** All calls forwarded since the last reset. */
  total(): number
  reset(): void
  stop(): Promise<void>
}

export async function startCountingRpcProxy(target: string): Promise<CountingRpcProxy> {
  let counts = new Map<string, number>()
  const server = createServer(async (request, response) => {
    const chunks: Buffer[] = []
    for await (const chunk of request) chunks.push(chunk as Buffer)
    const body = Buffer.concat(chunks).toString('utf8')
    try {
      const parsed = JSON.parse(body) as { method?: string } | { method?: string }[]
      for (const call of Array.isArray(parsed) ? parsed : [parsed]) {
        const method = call.method ?? '?'
        counts.set(method, (counts.get(method) ?? 0) + 1)
      }
    } catch {
      counts.set('(unreadable)', (counts.get('(unreadable)') ?? 0) + 1)
    }
    const answer = await fetch(target, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    })
    response.writeHead(answer.status, { 'content-type': 'application/json' })
    response.end(await answer.text())
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    calls: () => new Map(counts),
    total: () => [...counts.values()].reduce((a, b) => a + b, 0),
    reset: () => {
      counts = new Map()
    },
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
