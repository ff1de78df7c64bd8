import { randomInt } from 'node:crypto'
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
    // A port the kernel chose, so that no earlier findFreePort has handed it out.
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()))
    const taken = (server.address() as { port: number }).port
    const only = { min: taken, max: taken }
    await expect(findFreePort('127.0.0.1', only)).rejects.toBeInstanceOf(PortInUseError)
    await new Promise((resolve) => server.close(resolve))
  })

  it('gives a port to one caller only, though its server does not listen yet', async () => {
    // Parallel test files are separate processes; the claim is a file that all of them see.
    let port = 0
    for (let i = 0; i < 20 && !port; i++) {
      const candidate = randomInt(TEST_PORT_RANGE.min, TEST_PORT_RANGE.max + 1)
      port = await findFreePort('127.0.0.1', { min: candidate, max: candidate }).catch(() => 0)
    }
    expect(port).toBeGreaterThan(0)
    await expect(
      findFreePort('127.0.0.1', { min: port, max: port }),
      'the same port again, within a minute',
    ).rejects.toBeInstanceOf(PortInUseError)
    await expect(assertPortFree('127.0.0.1', port, 'x')).resolves.toBeUndefined()
  })
})
