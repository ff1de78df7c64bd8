/**
 * The devnet's Uniswap V2 pools for swap specs: a swap moves a pool's price, which other specs
 * read (USD values in screenshots, send amounts). `snapshotPools` records every pool's reserves;
 * `restorePools` puts each pair's token balances back to them (anvil_setStorageAt on the
 * token's balance slot, found by probing) and calls the pair's `sync()`, so the prices are
 * exactly the devnet's again. Test-only: it rewrites chain state with anvil's cheat codes.
 */
import { DEVNET_MNEMONIC, type Deployments } from '@portico/devnet'
import {
  type Address,
  createPublicClient,
  createWalletClient,
  encodeAbiParameters,
  erc20Abi,
  http,
  keccak256,
  pad,
  parseAbi,
  toHex,
} from 'viem'
import { mnemonicToAccount } from 'viem/accounts'

const pairAbi = parseAbi([
  'function token0() view returns (address)',
  'function token1() view returns (address)',
  'function getReserves() view returns (uint112, uint112, uint32)',
  'function sync()',
])

export interface PoolSnapshot {
  pair: Address
  balances: { token: Address; amount: bigint }[]
}

export async function snapshotPools(rpcUrl: string, deployments: Deployments) {
  const client = createPublicClient({ transport: http(rpcUrl) })
  return Promise.all(
    deployments.pools.map(async ({ pair }): Promise<PoolSnapshot> => {
      const [token0, token1, [r0, r1]] = await Promise.all([
        client.readContract({ address: pair, abi: pairAbi, functionName: 'token0' }),
        client.readContract({ address: pair, abi: pairAbi, functionName: 'token1' }),
        client.readContract({ address: pair, abi: pairAbi, functionName: 'getReserves' }),
      ])
      return {
        pair,
        balances: [
          { token: token0, amount: r0 },
          { token: token1, amount: r1 },
        ],
      }
    }),
  )
}

/** The storage slot of `holder`'s balance in `token` (a Solidity mapping in slots 0 to 9). */
async function balanceSlot(rpcUrl: string, token: Address, holder: Address) {
  const client = createPublicClient({ transport: http(rpcUrl) })
  const balance = await client.readContract({
    address: token,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [holder],
  })
  for (let slot = 0n; slot < 10n; slot++) {
    const key = keccak256(
      encodeAbiParameters([{ type: 'address' }, { type: 'uint256' }], [holder, slot]),
    )
    const stored = await client.getStorageAt({ address: token, slot: key })
    if (stored && BigInt(stored) === balance) return key
  }
  throw new Error(`no balance slot of ${holder} found in ${token}`)
}

export async function restorePools(rpcUrl: string, snapshots: PoolSnapshot[]) {
  const client = createPublicClient({ transport: http(rpcUrl) })
  const wallet = createWalletClient({
    account: mnemonicToAccount(DEVNET_MNEMONIC, { addressIndex: 0 }),
    transport: http(rpcUrl),
  })
  for (const { pair, balances } of snapshots) {
    for (const { token, amount } of balances) {
      const slot = await balanceSlot(rpcUrl, token, pair)
      await client.request({
        method: 'anvil_setStorageAt' as never,
        params: [token, slot, pad(toHex(amount))] as never,
      })
    }
    const hash = await wallet.writeContract({
      address: pair,
      abi: pairAbi,
      functionName: 'sync',
      chain: null,
    })
    await client.waitForTransactionReceipt({ hash })
  }
}
