import { afterEach, expect, it } from 'vitest'
import { findFreePort } from '../ports.ts'
import { connectRelayClient, randomTopic } from './relayTestClient.ts'
import { type RelayProcess, spawnRelayProcess } from './spawnRelayProcess.ts'

let relay: RelayProcess | undefined
afterEach(async () => {
  await relay?.stop()
  relay = undefined
})

it('runs the relay in a process of its own, stopped by SIGTERM', async () => {
  const port = await findFreePort()
  const lines: string[] = []
  relay = await spawnRelayProcess({
    port,
    memoryStoreForTests: true,
    log: (line) => lines.push(line),
  })
  expect(relay.url).toBe(`ws://127.0.0.1:${port}`)
  expect(relay.process.pid).not.toBe(process.pid)
  const client = await connectRelayClient(relay.url)
  const { json } = await client.request('irn_subscribe', { topic: randomTopic() })
  expect(typeof json.result).toBe('string')
  await client.close()
  await relay.stop()
  expect(relay.process.exitCode).toBe(0)
  expect(lines).toContain('relay: stopped')
  relay = undefined
}, 30_000)

it('fails with the reason when the relay cannot start', async () => {
  await expect(spawnRelayProcess({ host: '127.0.0.1', port: 70_000 })).rejects.toThrow(
    /--port must be between 1 and 65535/,
  )
}, 30_000)
