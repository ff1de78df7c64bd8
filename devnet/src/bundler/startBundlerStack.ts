/**
 * The devnet's ERC-4337 path: Alto (the bundler, its own process) and the sponsor service of the
 * verifying paymaster, for the contracts deployDevnet put on chain. The bundler's executor and
 * utility keys are new at each start and funded on anvil; the sponsor's key is given.
 */
import { createPublicClient, createTestClient, type Hex, http, parseEther } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import type { Deployments } from '../deployments.ts'
import { spawnAltoBundler } from './spawnAltoBundler.ts'
import { startPaymasterService } from './startPaymasterService.ts'

export interface BundlerStackOptions {
  host: string
  bundlerPort: number
  paymasterPort: number
  deployments: Deployments
  /** The verifying paymaster's signer (set on chain by deployDevnet). */
  paymasterSignerKey: Hex
  log?(line: string): void
}

export interface RunningBundlerStack {
  bundlerUrl: string
  paymasterUrl: string
  stop(): Promise<void>
}

/** What the bundler's executor holds to pay for handleOps (refunded by the EntryPoint). */
const EXECUTOR_BALANCE = parseEther('1000')
const UTILITY_BALANCE = parseEther('10')

export async function startBundlerStack(o: BundlerStackOptions): Promise<RunningBundlerStack> {
  const { deployments } = o
  const transport = http(deployments.rpcUrl)
  const anvil = createTestClient({ mode: 'anvil', transport })
  const client = createPublicClient({ transport })
  const executorKey = generatePrivateKey()
  const utilityKey = generatePrivateKey()
  await anvil.setBalance({
    address: privateKeyToAccount(executorKey).address,
    value: EXECUTOR_BALANCE,
  })
  await anvil.setBalance({
    address: privateKeyToAccount(utilityKey).address,
    value: UTILITY_BALANCE,
  })

  const paymaster = await startPaymasterService({
    host: o.host,
    port: o.paymasterPort,
    client,
    chainId: deployments.chainId,
    entryPoint: deployments.contracts.entryPoint,
    paymaster: deployments.contracts.verifyingPaymaster,
    smartAccountFactory: deployments.contracts.smartAccountFactory,
    sessionAccountImplementation: deployments.contracts.sessionAccountImplementation,
    sponsor: privateKeyToAccount(o.paymasterSignerKey),
  })
  try {
    const bundler = await spawnAltoBundler({
      host: o.host,
      port: o.bundlerPort,
      rpcUrl: deployments.rpcUrl,
      entryPoint: deployments.contracts.entryPoint,
      executorKey,
      utilityKey,
      log: o.log,
    })
    return {
      bundlerUrl: bundler.url,
      paymasterUrl: paymaster.url,
      stop: async () => {
        await bundler.stop()
        await paymaster.stop()
      },
    }
  } catch (error) {
    await paymaster.stop()
    throw error
  }
}
