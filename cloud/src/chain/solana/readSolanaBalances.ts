/**
 * An owner's SOL and SPL token balances on one cluster in the shape of SPEC §3 "Token
 * balance": lamports from getBalance, tokens from the owner's parsed token accounts (both token
 * programs), summed per mint; zero balances and zero-decimal tokens left out (SPEC §5), USD
 * prices from the price oracle, largest value first.
 */
import { formatCaipAddress, type TokenBalance } from '@portico/shared'
import { PublicKey } from '@solana/web3.js'
import { formatUnits } from 'viem'
import type { SolanaCluster } from './solanaClusters.ts'
import { solanaConnection } from './solanaConnection.ts'
import { SOL_PRICE_KEY, type SolanaPriceOracle } from './solanaPriceOracle.ts'
import { labelMint, SOL_CURRENCY, TOKEN_PROGRAM_IDS } from './solanaTokens.ts'

export interface SolanaBalancesInput {
  cluster: SolanaCluster
  owner: PublicKey
  prices: SolanaPriceOracle
  iconUrl(symbol: string): string
}

interface Holding {
  mint: string
  decimals: number
  amount: bigint
}

/** The parsed token account data web3.js hands back (`account.data.parsed.info`). */
function holdingOf(data: unknown): Holding | null {
  const info = (data as { parsed?: { info?: Record<string, unknown> } }).parsed?.info
  const amount = info?.tokenAmount as { amount?: unknown; decimals?: unknown } | undefined
  if (typeof info?.mint !== 'string' || typeof amount?.amount !== 'string') return null
  if (typeof amount.decimals !== 'number' || !/^\d+$/.test(amount.amount)) return null
  return { mint: info.mint, decimals: amount.decimals, amount: BigInt(amount.amount) }
}

export async function readSolanaBalances(input: SolanaBalancesInput): Promise<TokenBalance[]> {
  const { cluster, owner } = input
  const connection = solanaConnection(cluster.rpcUrl)
  const [lamports, ...accounts] = await Promise.all([
    connection.getBalance(owner),
    ...TOKEN_PROGRAM_IDS.map((id) =>
      connection.getParsedTokenAccountsByOwner(owner, { programId: new PublicKey(id) }),
    ),
  ])
  const byMint = new Map<string, Holding>()
  for (const { account } of accounts.flatMap((a) => a.value)) {
    const holding = holdingOf(account.data)
    if (!holding || holding.amount === 0n || holding.decimals === 0) continue
    const seen = byMint.get(holding.mint)
    byMint.set(holding.mint, seen ? { ...seen, amount: seen.amount + holding.amount } : holding)
  }
  const prices = await input.prices.usdPrices({
    caip2: cluster.caip2,
    keys: [SOL_PRICE_KEY, ...byMint.keys()],
    knownMints: cluster.mints,
  })
  const balance = (
    label: { name: string; symbol: string; decimals: number },
    amount: bigint,
    price: number,
    address?: string,
  ): TokenBalance => {
    const numeric = formatUnits(amount, label.decimals)
    return {
      name: label.name,
      symbol: label.symbol,
      chainId: cluster.caip2,
      ...(address ? { address } : {}),
      value: Number(numeric) * price,
      price,
      quantity: { decimals: String(label.decimals), numeric },
      iconUrl: input.iconUrl(label.symbol),
    }
  }
  const [namespace = 'solana', reference = ''] = cluster.caip2.split(':')
  const balances: TokenBalance[] = []
  if (lamports > 0)
    balances.push(balance(SOL_CURRENCY, BigInt(lamports), prices.get(SOL_PRICE_KEY) ?? 0))
  for (const holding of byMint.values())
    balances.push(
      balance(
        labelMint(cluster.mints, holding.mint, holding.decimals),
        holding.amount,
        prices.get(holding.mint) ?? 0,
        formatCaipAddress({ chainNamespace: namespace, chainId: reference, address: holding.mint }),
      ),
    )
  return balances.sort((a, b) => (b.value ?? 0) - (a.value ?? 0))
}
