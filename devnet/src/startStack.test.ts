import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Connection } from '@solana/web3.js'
import { http } from 'viem'
import { createBundlerClient } from 'viem/account-abstraction'
import { describe, expect, it } from 'vitest'
import { readStackConfig } from './config.ts'
import { readDeployments } from './deployments.ts'
import { assertPortsFree, findFreePort } from './ports.ts'
import { startStack } from './startStack.ts'

/** The chain and Solana parts on free ports, their data in the temp dir's `dataDirName`. */
async function chainAndSolanaConfig(dataDirName: string) {
  return readStackConfig({
    PORTICO_ANVIL_PORT: String(await findFreePort()),
    PORTICO_ANVIL2_PORT: String(await findFreePort()),
    PORTICO_SOLANA_PORT: String(await findFreePort()),
    PORTICO_SOLANA_WS_PORT: String(await findFreePort()),
    PORTICO_SOLANA2_PORT: String(await findFreePort()),
    PORTICO_SOLANA2_WS_PORT: String(await findFreePort()),
    PORTICO_DATA_DIR: join(tmpdir(), dataDirName),
  })
}

describe('startStack with the Solana part', () => {
  it('lists the two clusters among its services and records them in the deployments file', async () => {
    const config = await chainAndSolanaConfig('portico-devnet-stack-solana')
    const stack = await startStack(config, { parts: ['chain', 'solana'], ephemeral: true })
    try {
      expect(stack.services.filter((s) => s.part === 'solana').map((s) => s.url)).toEqual([
        config.solanaRpcUrl,
        config.solanaWsUrl,
        config.solana2RpcUrl,
        config.solana2WsUrl,
      ])
      const { solana, solana2 } = readDeployments(stack.deploymentsFile)
      expect(solana?.rpcUrl).toBe(config.solanaRpcUrl)
      expect(solana?.mints.map((m) => m.decimals)).toEqual([6, 9])
      expect(await new Connection(config.solanaRpcUrl).getGenesisHash()).toBe(solana?.genesisHash)
      // The second cluster: its own genesis hash, so its own CAIP-2 id.
      expect(solana2?.rpcUrl).toBe(config.solana2RpcUrl)
      expect(await new Connection(config.solana2RpcUrl).getGenesisHash()).toBe(solana2?.genesisHash)
      expect(solana2?.caip2).not.toBe(solana?.caip2)
    } finally {
      await stack.stop()
    }
  }, 120_000)
})

describe('startStack with the bundler part', () => {
  it('starts Alto and the sponsor service and records their URLs in the deployments file', async () => {
    const config = readStackConfig({
      PORTICO_ANVIL_PORT: String(await findFreePort()),
      PORTICO_ANVIL2_PORT: String(await findFreePort()),
      PORTICO_BUNDLER_PORT: String(await findFreePort()),
      PORTICO_PAYMASTER_PORT: String(await findFreePort()),
      PORTICO_DATA_DIR: join(tmpdir(), 'portico-devnet-stack-bundler'),
    })
    const stack = await startStack(config, { parts: ['chain', 'bundler'], ephemeral: true })
    try {
      expect(stack.services.filter((s) => s.part === 'bundler').map((s) => s.url)).toEqual([
        config.bundlerUrl,
        config.paymasterUrl,
      ])
      const deployments = readDeployments(stack.deploymentsFile)
      expect(deployments.accountAbstraction).toEqual({
        bundlerUrl: config.bundlerUrl,
        paymasterUrl: config.paymasterUrl,
      })
      const bundler = createBundlerClient({ transport: http(config.bundlerUrl) })
      expect(await bundler.getSupportedEntryPoints()).toEqual([deployments.contracts.entryPoint])
    } finally {
      await stack.stop()
    }
    // Stopped: nothing answers on the bundler's port any more.
    await expect(fetch(config.bundlerUrl, { method: 'POST' })).rejects.toThrow()
  }, 180_000)
})

describe('startStack stopped while it starts (Ctrl+C during npm start)', () => {
  it('stops every part it had started and rejects with the abort reason', async () => {
    const config = await chainAndSolanaConfig('portico-devnet-stack-abort')
    const stopping = new AbortController()
    const reason = new Error('Ctrl+C')
    const start = startStack(config, {
      parts: ['chain', 'solana'],
      ephemeral: true,
      signal: stopping.signal,
      // The chain is deployed, the Solana clusters run: stop now.
      log: (line) => line.startsWith('chain ready') && stopping.abort(reason),
    })
    await expect(start).rejects.toBe(reason)
    const { anvil, anvil2, solana, solanaWs, solana2, solana2Ws } = config.ports
    await assertPortsFree(config.host, { anvil, anvil2, solana, solanaWs, solana2, solana2Ws })
  }, 120_000)
})
