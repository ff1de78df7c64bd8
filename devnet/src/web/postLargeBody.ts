/**
 * Test support: POSTs a large JSON body with fetch from a separate Node process and reports what
 * the client saw, one string per attempt (`413 PAYLOAD_TOO_LARGE`, or `failed: EPIPE`). A client
 * in another process is what a real one is: within the test's own event loop the server's close
 * never races the client's writes, and a connection reset would go unseen.
 */
import { execFile } from 'node:child_process'
import { z } from 'zod'

export interface LargeBodyPost {
  url: string
  bytes: number
  /** `length`: sent with a content-length; `chunked`: streamed without one. */
  encoding: 'length' | 'chunked'
  attempts: number
  headers?: Record<string, string>
}

const CLIENT = `
const [url, bytes, encoding, attempts, headers] = JSON.parse(process.argv[1])
const out = []
for (let i = 0; i < attempts; i++) {
  let body = Buffer.alloc(bytes, 0x20)
  if (encoding === 'chunked') {
    let sent = 0
    body = new ReadableStream({
      pull(c) {
        if (sent >= bytes) return c.close()
        const n = Math.min(65536, bytes - sent)
        sent += n
        c.enqueue(new Uint8Array(n).fill(0x20))
      },
    })
  }
  try {
    const res = await fetch(url, { method: 'POST', headers, body, duplex: 'half' })
    const text = await res.text()
    let code = ''
    try { code = JSON.parse(text).code ?? '' } catch {}
    out.push(res.status + ' ' + code)
  } catch (error) {
    out.push('failed: ' + (error.cause?.code ?? error.message))
  }
}
console.log(JSON.stringify(out))
`

export function postLargeBody(post: LargeBodyPost): Promise<string[]> {
  const args = JSON.stringify([
    post.url,
    post.bytes,
    post.encoding,
    post.attempts,
    { 'content-type': 'application/json', ...post.headers },
  ])
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      ['--input-type=module', '-e', CLIENT, args],
      { timeout: 60_000 },
      (error, stdout) => {
        if (error) return reject(error)
        resolve(z.array(z.string()).parse(JSON.parse(stdout)))
      },
    )
  })
}
