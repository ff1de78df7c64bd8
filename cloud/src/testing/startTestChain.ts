/**
 * devnet's chain for tests and the bench: two anvil chains (31337 with WETH9, Uniswap V2, tUSD
 * and PTK deployed by devnet's `deployDevnet`; 31338 bare) on the given loopback ports, with
 * compiled contracts cached in the temp dir per port.
 */
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type Deployments, readStackConfig, startStack } from '@portico/devnet'
import type { CloudChain } from '../chain/cloudChains.ts'

export interface TestChain {
  deployments: Deployments
  chains: CloudChain[]
  stop(): Promise<void>
}

export async function startTestChain(anvilPort: number): Promise<TestChain> {
  const config = readStackConfig({
    PORTICO_ANVIL_PORT: String(anvilPort),
    PORTICO_ANVIL2_PORT: String(anvilPort + 1),
    PORTICO_DATA_DIR: join(tmpdir(), `portico-cloud-devnet-${anvilPort}`),
  })
  const stack = await startStack(config, { parts: ['chain'], ephemeral: true })
  if (!stack.deployments) {
    await stack.stop()
    throw new Error('devnet started without deployments')
  }
  return { deployments: stack.deployments, chains: config.chains, stop: stack.stop }
}
