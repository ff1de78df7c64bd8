/**
 * What the request card shows besides the raw params: the text being signed when it is
 * readable, or a one-line summary of a transaction or a chain switch.
 */
import { base58 } from '@scure/base'
import { formatEther } from 'viem'
import { decodePersonalMessage } from '../accounts/evmSigning.ts'

export interface RequestDescription {
  /** The message text the user is asked to sign, when it is readable. */
  text?: string
  summary?: string
}

export function describeRequest(method: string, params: unknown): RequestDescription {
  try {
    const list = Array.isArray(params) ? params : []
    const object = (params ?? {}) as Record<string, unknown>
    switch (method) {
      case 'personal_sign': {
        const [first, second] = list as string[]
        const message = /^0x[0-9a-fA-F]{40}$/.test(first ?? '') ? second : first
        return { text: typeof message === 'string' ? decodePersonalMessage(message) : undefined }
      }
      case 'eth_sign':
        return { text: typeof list[1] === 'string' ? decodePersonalMessage(list[1]) : undefined }
      case 'eth_sendTransaction': {
        const tx = (list[0] ?? {}) as { to?: string; value?: string; data?: string }
        const value = tx.value ? formatEther(BigInt(tx.value)) : '0'
        const call = tx.data && tx.data !== '0x' ? ' with call data' : ''
        return { summary: `Send ${value} ETH to ${tx.to ?? 'a new contract'}${call}` }
      }
      case 'wallet_switchEthereumChain': {
        const { chainId } = (list[0] ?? {}) as { chainId?: string }
        return { summary: `Switch to chain ${chainId ? Number(BigInt(chainId)) : '?'}` }
      }
      case 'solana_signMessage':
        return {
          text: new TextDecoder('utf-8', { fatal: true }).decode(
            base58.decode(String(object.message)),
          ),
        }
      case 'polkadot_signMessage':
      case 'signMessage':
        return { text: typeof object.message === 'string' ? object.message : undefined }
      default:
        return {}
    }
  } catch {
    return {}
  }
}
