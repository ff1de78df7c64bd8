/**
 * Who signs a SIWX message, per chain family (SPEC §4 "SIWX"): the CAIP-10 account of the active
 * namespace when the dapp configured its network, and the wallet's signature in the form the
 * cloud's verifier of that family reads — EVM: `personal_sign` (hex; EIP-191, or a smart
 * account's ERC-1271/6492); Solana: the wallet's `signMessage` over the text's UTF-8 bytes
 * (ed25519, base58); Bitcoin: the wallet's `signMessage` by the account's address (base64;
 * BIP-322, or the legacy ECDSA of BIP-137 when the wallet chooses it: the cloud reads both).
 */
import { type CaipAddress, parseCaipAddress } from '@portico/shared'
import { base58 } from '@scure/base'
import type { CoreServices } from '../../store/coreServices.ts'

/** The families whose wallets sign in. */
export const SIWX_SIGNING_NAMESPACES = ['eip155', 'solana', 'bip122'] as const

export interface SiwxAccount {
  namespace: (typeof SIWX_SIGNING_NAMESPACES)[number]
  /** CAIP-2. */
  chainId: string
  address: string
}

/** The account of a CAIP-10 address on a network the dapp configured, else undefined. */
export function signableAccount(
  caipAddress: CaipAddress | undefined,
  networks: readonly { caipNetworkId: string }[],
): SiwxAccount | undefined {
  if (!caipAddress) return undefined
  const { chainNamespace, caipNetworkId, address } = parseCaipAddress(caipAddress)
  const namespace = SIWX_SIGNING_NAMESPACES.find((n) => n === chainNamespace)
  if (!namespace) return undefined
  if (!networks.some((n) => n.caipNetworkId === caipNetworkId)) return undefined
  return { namespace, chainId: caipNetworkId, address }
}

/** True when the core holds a wallet that can sign for the account's family. */
export function canSign(core: CoreServices, account: SiwxAccount): boolean {
  if (account.namespace === 'eip155') return Boolean(core.getProvider('eip155'))
  if (account.namespace === 'bip122')
    return core.familyProvider('bip122')?.address === account.address
  return Boolean(core.familyProvider('solana') ?? core.getProvider('solana'))
}

/** The wallet's signature of `message` by `account`, as the cloud verifies it. */
export async function signSiwxMessage(
  core: CoreServices,
  account: SiwxAccount,
  message: string,
): Promise<string> {
  const bytes = new TextEncoder().encode(message)
  if (account.namespace === 'eip155') {
    const provider = core.getProvider('eip155')
    if (!provider) throw new Error('No wallet is connected')
    return String(
      await provider.request({
        method: 'personal_sign',
        params: [`0x${toHex(bytes)}`, account.address],
      }),
    )
  }
  if (account.namespace === 'bip122') {
    const bitcoin = core.familyProvider('bip122')
    if (!bitcoin) throw new Error('No wallet is connected')
    return bitcoin.signMessage({ address: account.address, message })
  }
  const solana = core.familyProvider('solana')
  if (solana) return base58.encode(await solana.signMessage(bytes))
  // A WalletConnect session without the Solana adapter: its `solana_signMessage`.
  const provider = core.getProvider('solana')
  if (!provider) throw new Error('No wallet is connected')
  const answer = (await provider.request({
    method: 'solana_signMessage',
    params: { message: base58.encode(bytes), pubkey: account.address },
  })) as { signature?: unknown } | undefined
  if (typeof answer?.signature !== 'string') throw new Error('The wallet gave no signature')
  return answer.signature
}

function toHex(bytes: Uint8Array): string {
  let hex = ''
  for (const byte of bytes) hex += byte.toString(16).padStart(2, '0')
  return hex
}
