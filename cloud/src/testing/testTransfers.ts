/**
 * Transfers for indexer and history tests, sent on a real devnet chain and waited for: native
 * value (also one that reverts), ERC-20 (tUSD through its USDT interface, which returns no
 * bool), and ERC-721 mints, transfers and burns of the Portico Collectibles.
 */
import { DEVNET_MNEMONIC } from '@portico/devnet'
import {
  type Address,
  createPublicClient,
  createWalletClient,
  type Hash,
  http,
  type LocalAccount,
  type PublicClient,
  parseAbi,
  parseEther,
  type TransactionReceipt,
} from 'viem'
import { generatePrivateKey, mnemonicToAccount, privateKeyToAccount } from 'viem/accounts'
import type { TestChain } from './startTestChain.ts'

const erc20 = parseAbi(['function transfer(address to, uint256 value) returns (bool)'])
const usdt = parseAbi(['function transfer(address to, uint256 value)'])
const collectibles = parseAbi([
  'function mint(address to, uint256 count)',
  'function transferFrom(address from, address to, uint256 tokenId)',
  'function burn(uint256 tokenId)',
  'function nextTokenId() view returns (uint256)',
])

/** A mnemonic account by index, or any account. */
export type Sender = number | LocalAccount

export const freshAccount = (): LocalAccount => privateKeyToAccount(generatePrivateKey())

export interface TestTransfers {
  client: PublicClient
  native(from: Sender, to: Address, value: bigint): Promise<TransactionReceipt>
  /** Value sent to a contract that refuses it, with gas given so the node mines it: it fails. */
  failedNative(from: Sender, to: Address, value: bigint): Promise<TransactionReceipt>
  token(from: Sender, symbol: string, to: Address, amount: bigint): Promise<TransactionReceipt>
  /** Mints `count` collectibles to `to` (by the deployer); returns the receipt and the ids. */
  mintNfts(to: Address, count: number): Promise<{ receipt: TransactionReceipt; ids: bigint[] }>
  nft(from: Sender, to: Address, tokenId: bigint): Promise<TransactionReceipt>
  burnNft(from: Sender, tokenId: bigint): Promise<TransactionReceipt>
}

export function testTransfers(chain: TestChain, rpcUrl = chain.chains[0]?.rpcUrl): TestTransfers {
  const transport = http(rpcUrl)
  const client = createPublicClient({ transport }) as PublicClient
  const wallet = (from: Sender) =>
    createWalletClient({
      account:
        typeof from === 'number'
          ? mnemonicToAccount(DEVNET_MNEMONIC, { addressIndex: from })
          : from,
      transport,
    })
  const collection = () => {
    const c = chain.deployments.collections[0]
    if (!c) throw new Error('no collection deployed')
    return c.address
  }
  // Bounded well inside a test's time, so a receipt that never comes fails as itself (viem's
  // default waits 3 minutes, past any test's timeout, which then names no step).
  const mined = async (hash: Hash | Promise<Hash>) =>
    client.waitForTransactionReceipt({ hash: await hash, pollingInterval: 50, timeout: 20_000 })
  return {
    client,
    native: (from, to, value) => mined(wallet(from).sendTransaction({ to, value, chain: null })),
    failedNative: (from, to, value) =>
      mined(wallet(from).sendTransaction({ to, value, gas: 100_000n, chain: null })),
    token(from, symbol, to, amount) {
      const token = chain.deployments.tokens.find((t) => t.symbol === symbol)
      if (!token) throw new Error(`no ${symbol}`)
      const abi = token.transferInterface === 'usdt' ? usdt : erc20
      return mined(
        wallet(from).writeContract({
          address: token.address,
          abi,
          functionName: 'transfer',
          args: [to, amount],
          chain: null,
        }),
      )
    },
    async mintNfts(to, count) {
      const address = collection()
      const first = await client.readContract({
        address,
        abi: collectibles,
        functionName: 'nextTokenId',
      })
      const receipt = await mined(
        wallet(0).writeContract({
          address,
          abi: collectibles,
          functionName: 'mint',
          args: [to, BigInt(count)],
          chain: null,
        }),
      )
      return { receipt, ids: Array.from({ length: count }, (_, i) => first + BigInt(i)) }
    },
    nft: (from, to, tokenId) => {
      const sender = wallet(from)
      return mined(
        sender.writeContract({
          address: collection(),
          abi: collectibles,
          functionName: 'transferFrom',
          args: [sender.account.address, to, tokenId],
          chain: null,
        }),
      )
    },
    burnNft: (from, tokenId) =>
      mined(
        wallet(from).writeContract({
          address: collection(),
          abi: collectibles,
          functionName: 'burn',
          args: [tokenId],
          chain: null,
        }),
      ),
  }
}

/** Gives a fresh account gas money (1 ETH from mnemonic account 9). */
export async function fundAccount(transfers: TestTransfers, to: Address): Promise<void> {
  await transfers.native(9, to, parseEther('1'))
}
