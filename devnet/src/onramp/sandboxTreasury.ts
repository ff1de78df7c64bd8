/**
 * The sandbox's treasury: a funded devnet account (mnemonic index SANDBOX_TREASURY_INDEX) that
 * pays out what buyers bought, as real transactions (ETH by a transfer, tUSD by the token's
 * `transfer`), so the cloud's indexer sees them like any other. Payouts go one at a time: two
 * in flight from one account would race for its nonce.
 */
import { createWalletClient, defineChain, http, parseAbi, parseUnits, publicActions } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { DEVNET_MNEMONIC } from '../chain/startAnvil.ts'
import type { Deployments } from '../deployments.ts'
import type { SandboxAsset } from './sandboxCatalogue.ts'

/** The last of anvil's ten funded accounts (10,000 ETH, 100,000 tUSD) pays the buyers. */
export const SANDBOX_TREASURY_INDEX = 9

// tUSD has USDT's interface: transfer returns nothing, so the ABI says so.
const transferAbi = parseAbi(['function transfer(address to, uint256 value)'])

export interface SandboxTreasury {
  address: `0x${string}`
  /** Sends `amount` (decimal text) of `asset` to `to`; resolves once mined, with its hash. */
  pay(
    asset: SandboxAsset,
    to: `0x${string}`,
    amount: string,
    onSent?: (hash: `0x${string}`) => void,
  ): Promise<`0x${string}`>
}

export function createSandboxTreasury(deployments: Deployments): SandboxTreasury {
  const account = mnemonicToAccount(DEVNET_MNEMONIC, { addressIndex: SANDBOX_TREASURY_INDEX })
  const chain = defineChain({
    id: deployments.chainId,
    name: 'Portico Devnet',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [deployments.rpcUrl] } },
  })
  const client = createWalletClient({
    account,
    chain,
    transport: http(deployments.rpcUrl),
  }).extend(publicActions)
  let queue: Promise<unknown> = Promise.resolve()

  const payNow = async (
    asset: SandboxAsset,
    to: `0x${string}`,
    amount: string,
    onSent?: (hash: `0x${string}`) => void,
  ) => {
    const value = parseUnits(amount, asset.decimals)
    const hash = asset.address
      ? await client.writeContract({
          address: asset.address,
          abi: transferAbi,
          functionName: 'transfer',
          args: [to, value],
        })
      : await client.sendTransaction({ to, value })
    onSent?.(hash)
    const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 250 })
    if (receipt.status !== 'success') throw new Error('The payout transaction reverted')
    return hash
  }

  return {
    address: account.address,
    pay(asset, to, amount, onSent) {
      const run = queue.then(() => payNow(asset, to, amount, onSent))
      queue = run.catch(() => {})
      return run
    },
  }
}
