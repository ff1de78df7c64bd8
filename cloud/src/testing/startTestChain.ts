/**
 * devnet's chain for tests and the bench: two anvil chains (31337 with WETH9, Uniswap V2, tUSD,
 * PTK and the Portico Collectibles NFTs deployed by devnet's `deployDevnet`; 31338 bare) on free
 * loopback ports the system hands out, so suites running at once never meet on a port; the
 * compiled contracts are cached in the temp dir under `cacheName` (one name per test file).
 */
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type Deployments, findFreePort, readStackConfig, startStack } from '@portico/devnet'
import type { CloudChain } from '../chain/cloudChains.ts'

export interface TestChain {
  deployments: Deployments
  chains: CloudChain[]
  stop(): Promise<void>
}

export async function startTestChain(cacheName: string): Promise<TestChain> {
  const config = readStackConfig({
    PORTICO_ANVIL_PORT: String(await findFreePort()),
    PORTICO_ANVIL2_PORT: String(await findFreePort()),
    PORTICO_DATA_DIR: join(tmpdir(), `portico-cloud-devnet-${cacheName}`),
  })
  const stack = await startStack(config, { parts: ['chain'], ephemeral: true })
  if (!stack.deployments) {
    await stack.stop()
    throw new Error('devnet started without deployments')
  }
  return { deployments: stack.deployments, chains: config.chains, stop: stack.stop }
}
