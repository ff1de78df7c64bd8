/**
 * The sandbox's treasury: a devnet account of its own (mnemonic index SANDBOX_TREASURY_INDEX,
 * past anvil's ten test accounts, so no test that sends from those races it for a nonce) that
 * pays out what buyers bought, as real transactions (ETH by a transfer, tUSD by the token's
 * `transfer`), so the cloud's indexer sees them like any other. At start it is given
 * 10,000 ETH (anvil_setBalance) and 1,000,000 tUSD (minted by the deployer, tUSD's owner).
 * Payouts go one at a time: two in flight from one account would race for its nonce.
 */
import {
  createWalletClient,
  defineChain,
  http,
  numberToHex,
  parseAbi,
  parseEther,
  parseUnits,
  publicActions,
} from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { DEVNET_MNEMONIC } from '../chain/startAnvil.ts'
import type { Deployments } from '../deployments.ts'
import type { SandboxAsset } from './sandboxCatalogue.ts'

/** The first mnemonic account past anvil's ten funded ones. */
export const SANDBOX_TREASURY_INDEX = 10
const TREASURY_ETH = parseEther('10000')
const TREASURY_TUSD = '1000000'

// tUSD has USDT's interface: transfer returns nothing, so the ABI says so.
const transferAbi = parseAbi([
  'function transfer(address to, uint256 value)',
  'function mint(address to, uint256 value)',
])

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

/** Gives the treasury its ETH and tUSD; resolves once both are on chain. */
export async function fundSandboxTreasury(deployments: Deployments): Promise<void> {
  const treasury = mnemonicToAccount(DEVNET_MNEMONIC, { addressIndex: SANDBOX_TREASURY_INDEX })
  const owner = createWalletClient({
    account: deployments.deployer,
    chain: devnetChain(deployments),
    transport: http(deployments.rpcUrl),
  }).extend(publicActions)
  await owner.request({
    method: 'anvil_setBalance' as never,
    params: [treasury.address, numberToHex(TREASURY_ETH)] as never,
  })
  const usd = deployments.tokens.find((t) => t.symbol === 'tUSD')
  if (!usd) return
  const hash = await owner.writeContract({
    address: usd.address,
    abi: transferAbi,
    functionName: 'mint',
    args: [treasury.address, parseUnits(TREASURY_TUSD, usd.decimals)],
  })
  await owner.waitForTransactionReceipt({ hash, pollingInterval: 250 })
}

const devnetChain = (deployments: Deployments) =>
  defineChain({
    id: deployments.chainId,
    name: 'Portico Devnet',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [deployments.rpcUrl] } },
  })

export function createSandboxTreasury(deployments: Deployments): SandboxTreasury {
  const account = mnemonicToAccount(DEVNET_MNEMONIC, { addressIndex: SANDBOX_TREASURY_INDEX })
  const chain = devnetChain(deployments)
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
