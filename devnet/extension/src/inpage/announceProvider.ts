/**
 * EIP-6963: announces the provider with its info on start and again on every
 * `eip6963:requestProvider`.
 */
import { WALLET_ICON, WALLET_NAME, WALLET_RDNS } from '../walletInfo.ts'
import { randomUuid } from './randomUuid.ts'

export interface Eip6963ProviderInfo {
  readonly uuid: string
  readonly name: string
  readonly icon: string
  readonly rdns: string
}

export function announceProvider(provider: object): Eip6963ProviderInfo {
  const info: Eip6963ProviderInfo = Object.freeze({
    uuid: randomUuid(),
    name: WALLET_NAME,
    icon: WALLET_ICON,
    rdns: WALLET_RDNS,
  })
  const detail = Object.freeze({ info, provider })
  const announce = () =>
    window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
  window.addEventListener('eip6963:requestProvider', announce)
  announce()
  return info
}
