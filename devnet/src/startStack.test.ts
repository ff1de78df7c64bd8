import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Connection } from '@solana/web3.js'
import { describe, expect, it } from 'vitest'
import { readStackConfig } from './config.ts'
import { readDeployments } from './deployments.ts'
import { findFreePort } from './ports.ts'
import { startStack } from './startStack.ts'

describe('startStack with the Solana part', () => {
  it('lists the cluster among its services and records it in the deployments file', async () => {
    const config = readStackConfig({
      PORTICO_ANVIL_PORT: String(await findFreePort()),
      PORTICO_ANVIL2_PORT: String(await findFreePort()),
      PORTICO_SOLANA_PORT: String(await findFreePort()),
      PORTICO_SOLANA_WS_PORT: String(await findFreePort()),
      PORTICO_DATA_DIR: join(tmpdir(), 'portico-devnet-stack-solana'),
    })
    const stack = await startStack(config, { parts: ['chain', 'solana'], ephemeral: true })
    try {
      expect(stack.services.filter((s) => s.part === 'solana').map((s) => s.url)).toEqual([
        config.solanaRpcUrl,
        config.solanaWsUrl,
      ])
      const solana = readDeployments(stack.deploymentsFile).solana
      expect(solana?.rpcUrl).toBe(config.solanaRpcUrl)
      expect(solana?.mints.map((m) => m.decimals)).toEqual([6, 9])
      const connection = new Connection(config.solanaRpcUrl)
      expect(await connection.getGenesisHash()).toBe(solana?.genesisHash)
    } finally {
      await stack.stop()
    }
  }, 120_000)
})
