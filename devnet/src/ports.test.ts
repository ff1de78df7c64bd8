import { createServer } from 'node:net'
import { describe, expect, it } from 'vitest'
import { assertPortFree, findFreePort, PortInUseError, TEST_PORT_RANGE } from './ports.ts'

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

describe('findFreePort', () => {
  it('gives free ports below the ephemeral range, which a client is never given as its own', async () => {
    const ports = await Promise.all(Array.from({ length: 20 }, () => findFreePort()))
    for (const port of ports) {
      expect(port).toBeGreaterThanOrEqual(TEST_PORT_RANGE.min)
      expect(port).toBeLessThanOrEqual(TEST_PORT_RANGE.max)
      await expect(assertPortFree('127.0.0.1', port, 'x')).resolves.toBeUndefined()
    }
    // Drawn at random: parallel test files do not all get the same port.
    expect(new Set(ports).size).toBeGreaterThan(1)
  })

  it('never gives a port something listens on', async () => {
    const server = createServer()
    const taken = await findFreePort()
    await new Promise<void>((resolve) => server.listen(taken, '127.0.0.1', () => resolve()))
    const only = { min: taken, max: taken }
    await expect(findFreePort('127.0.0.1', only)).rejects.toBeInstanceOf(PortInUseError)
    const next = { min: taken, max: taken + 1 }
    await expect(findFreePort('127.0.0.1', next)).resolves.toBe(taken + 1)
    await new Promise((resolve) => server.close(resolve))
  })
})
