/** The stack's Bitcoin part: the regtest node, mined and funded, with its deployments entry. */
import { mkdirSync, mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { DEVNET_MNEMONIC } from '../chain/startAnvil.ts'
import type { StackConfig } from '../config.ts'
import type { BitcoinDeployment } from './bitcoinDeployment.ts'
import { deployBitcoin } from './deployBitcoin.ts'
import { startBitcoinNode } from './startBitcoinNode.ts'

export interface RunningBitcoinStack {
  url: string
  deployment: BitcoinDeployment
  stop(): Promise<void>
}

export async function startBitcoinStack(
  config: StackConfig,
  ephemeral: boolean,
): Promise<RunningBitcoinStack> {
  // The chain itself stays in memory; the dir holds bcoin's log.
  const dataDir = ephemeral
    ? mkdtempSync(join(tmpdir(), 'portico-bcoin-'))
    : join(config.dataDir, 'bitcoin')
  mkdirSync(dataDir, { recursive: true })
  const node = await startBitcoinNode({ host: config.host, port: config.ports.bitcoin, dataDir })
  try {
    const deployment = await deployBitcoin(node.url, DEVNET_MNEMONIC)
    return { url: node.url, deployment, stop: node.stop }
  } catch (error) {
    await node.stop()
    throw error
  }
}
