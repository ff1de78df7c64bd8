/**
 * The bench's load: run as a separate process, it sends GET requests to each target over
 * keep-alive loopback connections (after `warmup` requests to every target), `concurrency` in flight, until `maxRequests` have been
 * answered or `maxSeconds` have passed, and prints one JSON line of figures per target.
 * Input: one JSON argument {targets: [{name, urls}], concurrency, maxRequests, maxSeconds}.
 */
import { Agent, request } from 'node:http'
import { z } from 'zod'

const inputSchema = z.object({
  targets: z.array(z.object({ name: z.string(), urls: z.array(z.url()).min(1) })),
  concurrency: z.number().int().min(1).max(256),
  maxRequests: z.number().int().min(1).max(100_000),
  maxSeconds: z.number().min(1).max(60),
  warmup: z.number().int().min(0).max(1000).default(200),
})

const input = inputSchema.parse(JSON.parse(process.argv[2] ?? '{}'))
const agent = new Agent({ keepAlive: true, maxSockets: input.concurrency })

function get(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(url, { agent }, (res) => {
      res.resume()
      res.on('end', () => resolve(res.statusCode ?? 0))
    })
    req.on('error', reject)
    req.end()
  })
}

/** The nearest-rank percentile: the smallest value with at least p% of them at or below it. */
const percentile = (sorted: number[], p: number) =>
  sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0

// Every route warmed first (the server's shared paths compiled), then each measured in turn.
for (const target of input.targets)
  for (let i = 0; i < input.warmup; i++) await get(target.urls[i % target.urls.length] ?? '')
for (const target of input.targets) {
  const latencies: number[] = []
  let sent = 0
  let errors = 0
  const started = performance.now()
  const deadline = started + input.maxSeconds * 1000
  const worker = async () => {
    while (sent < input.maxRequests && performance.now() < deadline) {
      const url = target.urls[sent % target.urls.length] ?? ''
      sent++
      const t0 = performance.now()
      const status = await get(url).catch(() => 0)
      latencies.push(performance.now() - t0)
      if (status !== 200) errors++
    }
  }
  await Promise.all(Array.from({ length: input.concurrency }, worker))
  const seconds = (performance.now() - started) / 1000
  latencies.sort((a, b) => a - b)
  process.stdout.write(
    `${JSON.stringify({
      name: target.name,
      requests: latencies.length,
      errors,
      seconds,
      rps: latencies.length / seconds,
      p50: percentile(latencies, 50),
      p99: percentile(latencies, 99),
    })}\n`,
  )
}
agent.destroy()
