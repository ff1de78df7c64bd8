import { PorticoError } from '@portico/shared'
import { describe, expect, it } from 'vitest'
import { findFreePort } from '../ports.ts'
import { BundlerStartError, spawnAltoBundler } from './spawnAltoBundler.ts'

describe('spawnAltoBundler', () => {
  it('fails with a PorticoError, and leaves nothing listening, when there is no chain', async () => {
    const port = await findFreePort()
    const start = spawnAltoBundler({
      host: '127.0.0.1',
      port,
      rpcUrl: `http://127.0.0.1:${await findFreePort()}`,
      entryPoint: '0x4337084D9E255Ff0702461CF8895CE9E3b5Ff108',
      executorKey: `0x${'11'.repeat(32)}`,
      utilityKey: `0x${'22'.repeat(32)}`,
    })
    const error = await start.catch((e: unknown) => e)
    expect(error).toBeInstanceOf(BundlerStartError)
    expect(error).toBeInstanceOf(PorticoError)
    expect((error as BundlerStartError).code).toBe('BUNDLER_START_FAILED')
    // It says what Alto said (here: the RPC it could not reach), never the keys it was given.
    expect((error as Error).message).toContain('eth_chainId')
    expect((error as Error).message).not.toContain('11'.repeat(32))
    expect((error as Error).message).not.toContain('22'.repeat(32))
    await expect(fetch(`http://127.0.0.1:${port}/`, { method: 'POST' })).rejects.toThrow()
  }, 90_000)
})
