/**
 * The EVM chain adapter's wallet side: EIP-1193 calls to a connected wallet, with the error codes
 * wallets use (4001 rejected, 4902 unrecognized chain) mapped to Portico's errors.
 */
import { PorticoError } from '@portico/shared'
import type { Eip1193Provider } from '../../connectors/injected/eip6963.ts'
import type { CaipNetwork } from '../CaipNetwork.ts'

export const WALLET_ERROR_USER_REJECTED = 4001
export const WALLET_ERROR_UNRECOGNIZED_CHAIN = 4902

export interface EvmConnection {
  address: `0x${string}`
  chainId: number
}

/** Every code a wallet error carries: its own and a wrapped one (MetaMask Mobile nests 4902). */
export function walletErrorCodes(error: unknown): number[] {
  const e = error as { code?: unknown; data?: { originalError?: { code?: unknown } } } | null
  return [e?.code, e?.data?.originalError?.code].filter((c): c is number => typeof c === 'number')
}

export function walletErrorCode(error: unknown): number | undefined {
  const code = (error as { code?: unknown; data?: { originalError?: { code?: unknown } } } | null)
    ?.code
  if (typeof code === 'number') return code
  const nested = (error as { data?: { originalError?: { code?: unknown } } } | null)?.data
    ?.originalError?.code
  return typeof nested === 'number' ? nested : undefined
}

export function walletErrorMessage(error: unknown): string {
  const message = (error as { message?: unknown } | null)?.message
  return typeof message === 'string' && message ? message : 'Unknown error'
}

const isAddress = (value: unknown): value is `0x${string}` =>
  typeof value === 'string' && /^0x[0-9a-fA-F]{40}$/.test(value)

export function parseChainId(value: unknown): number {
  const id =
    typeof value === 'string'
      ? Number.parseInt(value, value.startsWith('0x') ? 16 : 10)
      : Number(value)
  if (!Number.isSafeInteger(id) || id <= 0)
    throw new PorticoError('Invalid chain id', { code: 'INVALID_CHAIN_ID' })
  return id
}

export function parseAccounts(value: unknown): `0x${string}`[] {
  return Array.isArray(value) ? value.filter(isAddress) : []
}

/** Asks the wallet to connect (it may prompt the user). */
export async function requestEvmConnection(provider: Eip1193Provider): Promise<EvmConnection> {
  const accounts = parseAccounts(await provider.request({ method: 'eth_requestAccounts' }))
  const address = accounts[0]
  if (!address) throw new PorticoError('The wallet returned no account', { code: 'NO_ACCOUNT' })
  const chainId = parseChainId(await provider.request({ method: 'eth_chainId' }))
  return { address, chainId }
}

/** Restores a connection without prompting: null when the wallet no longer grants an account. */
export async function restoreEvmConnection(
  provider: Eip1193Provider,
): Promise<EvmConnection | null> {
  const address = parseAccounts(await provider.request({ method: 'eth_accounts' }))[0]
  if (!address) return null
  return { address, chainId: parseChainId(await provider.request({ method: 'eth_chainId' })) }
}

/** wallet_switchEthereumChain, adding the chain first when the wallet does not know it (4902). */
export async function switchEvmChain(
  provider: Eip1193Provider,
  network: CaipNetwork,
  rpcUrl: string | undefined,
) {
  const chainId = `0x${Number(network.id).toString(16)}`
  try {
    await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId }] })
  } catch (error) {
    if (!walletErrorCodes(error).includes(WALLET_ERROR_UNRECOGNIZED_CHAIN)) throw error
    await provider.request({
      method: 'wallet_addEthereumChain',
      params: [
        {
          chainId,
          chainName: network.name,
          nativeCurrency: network.nativeCurrency,
          rpcUrls: rpcUrl ? [rpcUrl] : [...network.rpcUrls.default.http],
          blockExplorerUrls: network.blockExplorers
            ? [network.blockExplorers.default.url]
            : undefined,
        },
      ],
    })
    await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId }] })
  }
}

/** Asks the wallet to forget this site, where it supports that; other wallets just stay quiet. */
export async function revokeEvmPermissions(provider: Eip1193Provider): Promise<void> {
  try {
    await provider.request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] })
  } catch (error) {
    const code = walletErrorCode(error)
    // 4200 unsupported method, -32601 method not found: nothing to revoke there.
    if (code !== 4200 && code !== -32601) throw error
  }
}
