import { createServer } from 'node:net'
import { describe, expect, it } from 'vitest'
import { assertPortFree, PortInUseError } from './ports.ts'

describe('assertPortFree', () => {
  it('passes for a free port and names the port and the part for a taken one', async () => {
    const server = createServer()
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()))
    const port = (server.address() as { port: number }).port
    const error = await assertPortFree(
      '127.0.0.1',
      port,
      'the cloud API (PORTICO_CLOUD_PORT)',
    ).catch((e) => e)
    expect(error).toBeInstanceOf(PortInUseError)
    expect(error.message).toContain(`Port ${port}`)
    expect(error.message).toContain('the cloud API (PORTICO_CLOUD_PORT)')
    await new Promise((resolve) => server.close(resolve))
    await expect(assertPortFree('127.0.0.1', port, 'x')).resolves.toBeUndefined()
  })
})
