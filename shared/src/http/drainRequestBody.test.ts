import { createServer, request as httpRequest, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { drainRequestBody } from './drainRequestBody.ts'

/** A server that refuses every body with 413 after draining it with `cap`; reports the outcome. */
async function refusingServer(cap: number) {
  const outcomes: boolean[] = []
  const server = createServer(async (req: IncomingMessage, res) => {
    outcomes.push(await drainRequestBody(req, { capBytes: cap, timeoutMs: 5_000 }))
    res.writeHead(413, { connection: 'close' }).end('too large')
  })
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  const port = (server.address() as AddressInfo).port
  return { server, port, outcomes }
}

function post(port: number, body: Buffer, chunkedEncoding: boolean): Promise<number | string> {
  return new Promise((resolve) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        headers: chunkedEncoding ? {} : { 'content-length': body.length },
      },
      (res) => {
        res.resume()
        resolve(res.statusCode ?? 0)
      },
    )
    req.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message))
    for (let i = 0; i < body.length; i += 64 * 1024) req.write(body.subarray(i, i + 64 * 1024))
    req.end()
  })
}

describe('drainRequestBody', () => {
  let close = () => {}
  afterEach(() => close())

  it('reads a refused body to its end, so the client receives the 413', async () => {
    const { server, port, outcomes } = await refusingServer(16 * 1024 * 1024)
    close = () => server.close()
    const body = Buffer.alloc(4 * 1024 * 1024, 0x20)
    expect(await post(port, body, false)).toBe(413)
    expect(await post(port, body, true)).toBe(413)
    expect(outcomes).toEqual([true, true])
  })

  it('reads nothing of a declared length over the cap, and stops a chunked body at the cap', async () => {
    const { server, port, outcomes } = await refusingServer(1024 * 1024)
    close = () => server.close()
    const body = Buffer.alloc(4 * 1024 * 1024, 0x20)
    await post(port, body, false)
    await post(port, body, true)
    expect(outcomes).toEqual([false, false])
  })
})
